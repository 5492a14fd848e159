import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { alertCadenceField, alertSpecSchema, type AlertCadence, type AlertKind } from './alerts';
import { emailField, honeypotField, isoDate } from './fields';

/**
 * POST /api/subscriptions: an address, the language of the page it was sent from, and one alert.
 * The contact page's older form sent only `{ email }`: it still means news, as it happens, in English.
 */
export const subscribeFormSchema = z.object({
  email: emailField,
  language: z.enum(LANGUAGES).default('en'),
  cadence: alertCadenceField.default('instant'),
  alert: alertSpecSchema.default({ kind: 'news', target: null }),
});
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


/** A subscriber as the back office lists them: each alert in words (English), with its kind and cadence. */
export type AdminSubscriber = Subscriber & { alerts: { id: string; kind: AlertKind; cadence: AlertCadence; words: string }[] };
