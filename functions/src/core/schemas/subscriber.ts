import { z } from 'zod';
import { emailField, honeypotField, isoDate } from './fields';

export const subscribeFormSchema = z.object({ email: emailField });
export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;
export const subscribeSubmissionSchema = subscribeFormSchema.extend({ website: honeypotField });

export const subscriberSchema = z.object({ id: z.string(), email: z.string(), createdAt: isoDate });
export type Subscriber = z.infer<typeof subscriberSchema>;
