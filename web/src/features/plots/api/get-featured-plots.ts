import type { Plot } from '@core/schemas/plot';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** Featured available plots, featured first, then newest (1–12). */
export function useFeaturedPlots(limit: number) {
  const { data, error, isLoading, mutate } = useSWR<Plot[]>(apiPaths.featuredPlots(limit));
  return { plots: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
