import { z } from 'zod';
import { emailField, honeypotField, isoDate } from './fields';

export const subscribeFormSchema = z.object({ email: emailField });
export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;
export const subscribeSubmissionSchema = subscribeFormSchema.extend({ website: honeypotField });

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const subscriberSchema = z.object({ id: z.string(), email: z.string(), createdAt: isoDate });
export type Subscriber = z.infer<typeof subscriberSchema>;
