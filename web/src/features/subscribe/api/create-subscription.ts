import type { SubscribeFormInput } from '@core/schemas/subscriber';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** POST /api/subscriptions: stores an email once. `created` is false for an address already on the list. */
export function createSubscription(input: SubscribeFormInput & { website: string }): Promise<{ created: boolean }> {
  return api.post<{ created: boolean }>(apiPaths.subscriptions(), input);
}
