import type { Plot } from '@core/schemas/plot';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** Featured available plots, as many as the screen shows (1–12). */
export function useFeaturedPlots(limit: number) {
  const { data, error, isLoading, mutate } = useSWR<Plot[]>(apiPaths.featuredPlots(limit), {
    // While the count changes with the window width, keep showing the previous cards.
    keepPreviousData: true,
  });
  return { plots: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
