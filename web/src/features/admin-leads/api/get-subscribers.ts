import type { Subscriber } from '@core/schemas/subscriber';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

export interface SubscriberPage {
  items: Subscriber[];
  total: number;
}

/** GET /api/admin/subscribers: every subscriber, newest first, with the total. */
export function useSubscribers() {
  const { data, error, isLoading, mutate } = useSWR<SubscriberPage>(adminApiPaths.subscribers());
  return { page: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
