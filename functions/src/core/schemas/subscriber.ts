import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { emailField, honeypotField, isoDate } from './fields';

export const subscribeFormSchema = z.object({ email: emailField });
export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;
export const subscribeSubmissionSchema = subscribeFormSchema.extend({ website: honeypotField });

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** When the address confirmed (the link in the confirmation mail); null until then: it gets no alert mail. */
  confirmedAt: isoDate.nullable(),
  /** When a mail to it first failed for good; null while mail reaches it. A bouncing address gets no mail. */
  bouncingSince: isoDate.nullable(),
  /** When it was last mailed an alert or a summary; null before the first. */
  lastMailAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Subscriber = z.infer<typeof subscriberSchema>;
