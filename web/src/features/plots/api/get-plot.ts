import type { Plot } from '@core/schemas/plot';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/api-client';
import { useReadMissing } from '@/lib/missing-reads';

/**
 * GET /api/plots/:segment (an id or the plot's `{id}-{slug}`). A 404 is final: no retries, the
 * page says the plot is gone (from the first render when the server found it missing).
 */
export function usePlot(segment: string) {
  const key = apiPaths.plot(segment);
  const renderedMissing = useReadMissing(key);
  const { data, error, mutate } = useSWR<Plot>(key, {
    shouldRetryOnError: (err) => !isNotFound(err),
  });
  return { plot: data, error, missing: isNotFound(error) || (renderedMissing && !data), retry: () => void mutate() };
}
