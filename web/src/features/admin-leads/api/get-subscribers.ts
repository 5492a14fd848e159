import type { AdminSubscriber } from '@core/schemas/subscriber';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api, ApiError } from '@/lib/api-client';

export interface SubscriberPage {
  items: AdminSubscriber[];
  total: number;
}

/** GET /api/admin/subscribers: every subscriber, newest first, each alert in words, with the total. */
export function useSubscribers() {
  const { data, error, isLoading, mutate } = useSWR<SubscriberPage>(adminApiPaths.subscribers());
  return { page: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}

/** DELETE /api/admin/subscribers/:id → 204, their alerts with them; one removed already (404) is the result asked for. */
export function useRemoveSubscriber() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await mutate<SubscriberPage>(
        adminApiPaths.subscribers(),
        async (current) => {
          try {
            await api.delete<void>(adminApiPaths.subscriber(id));
          } catch (failure) {
            if (!(failure instanceof ApiError && failure.status === 404)) throw failure;
          }
          const items = (current?.items ?? []).filter((item) => item.id !== id);
          return { items, total: items.length };
        },
        { populateCache: true, revalidate: false },
      );
    },
    [mutate],
  );
}
