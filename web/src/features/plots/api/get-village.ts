import type { VillagePage } from '@core/schemas/village';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/not-found';

/** GET /api/villages/:slug. A 404 is final: the page says there is no such village, from the first render when the server found none. */
export function useVillage(slug: string) {
  const { data, error, mutate } = useSWR<VillagePage | null>(apiPaths.village(slug), {
    shouldRetryOnError: (err) => !isNotFound(err),
  });
  return { page: data ?? undefined, error, missing: isNotFound(error) || data === null, retry: () => void mutate() };
}
