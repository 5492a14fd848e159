import type { PlotPage } from '@core/schemas/plot-search';
import useSWR from 'swr';
import { apiPaths, type PlotQuery } from '@/config/api-paths';

/** A page of plots; `null` fetches nothing (the home search before its first submit). */
export function usePlots(query: PlotQuery | null, options: { keepPreviousData?: boolean } = {}) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<PlotPage>(query ? apiPaths.plots(query) : null, {
    keepPreviousData: options.keepPreviousData ?? false,
  });
  return { page: data, error: error as Error | undefined, isLoading, isValidating, retry: () => void mutate() };
}
