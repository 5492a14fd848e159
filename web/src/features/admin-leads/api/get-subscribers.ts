import type { Subscriber } from '@core/schemas/subscriber';
import useSWR from 'swr';

export const ADMIN_SUBSCRIBERS_KEY = '/api/admin/subscribers';

export interface SubscriberPage {
  items: Subscriber[];
  total: number;
}

/** GET /api/admin/subscribers: every subscriber, newest first, with the total. */
export function useSubscribers() {
  const { data, error, isLoading, mutate } = useSWR<SubscriberPage>(ADMIN_SUBSCRIBERS_KEY);
  return { page: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
