import type { VenturePage } from '@core/schemas/venture';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/not-found';

/**
 * GET /api/ventures/:segment (an id or the venture's `{id}-{slug}`). A 404 is final, as for a
 * plot (get-plot.ts): the page says the venture is gone, from the first render when the server
 * found it missing.
 */
export function useVenture(segment: string) {
  const { data, error, mutate } = useSWR<VenturePage | null>(apiPaths.venture(segment), {
    shouldRetryOnError: (err) => !isNotFound(err),
  });
  return { page: data ?? undefined, error, missing: isNotFound(error) || data === null, retry: () => void mutate() };
}
