import type { SubscribeFormInput } from '@core/schemas/subscriber';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** What POST /api/subscriptions answers: whether the alert is new, whether the address is confirmed, and the message to show. */
export interface SubscribeAnswer {
  created: boolean;
  confirmed: boolean;
  key: string;
}

/** POST /api/subscriptions: follows an alert (news unless given); an unconfirmed address is mailed a confirmation link. */
export function createSubscription(input: SubscribeFormInput & { website: string }): Promise<SubscribeAnswer> {
  return api.post<SubscribeAnswer>(apiPaths.subscriptions(), input);
}
