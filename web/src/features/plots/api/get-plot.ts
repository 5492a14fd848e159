import type { PublicPlot } from '@core/schemas/venture';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/not-found';

/**
 * GET /api/plots/:segment (an id or the plot's `{id}-{slug}`). A 404 is final: no retries, the
 * page says the plot is gone; from the first render when the server found it missing (its read
 * then starts as null: entry-server.tsx).
 */
export function usePlot(segment: string) {
  const { data, error, mutate } = useSWR<PublicPlot | null>(apiPaths.plot(segment), {
    shouldRetryOnError: (err) => !isNotFound(err),
  });
  return { plot: data ?? undefined, error, missing: isNotFound(error) || data === null, retry: () => void mutate() };
}
