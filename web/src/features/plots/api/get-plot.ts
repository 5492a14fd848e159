import type { Plot } from '@core/schemas/plot';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/api-client';

/** GET /api/plots/:segment (an id or the plot's `{id}-{slug}`). A 404 is final: no retries, the page says the plot is gone. */
export function usePlot(segment: string) {
  const { data, error, mutate } = useSWR<Plot>(apiPaths.plot(segment), {
    shouldRetryOnError: (err) => !isNotFound(err),
  });
  return { plot: data, error, retry: () => void mutate() };
}
