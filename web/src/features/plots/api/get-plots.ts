import type { PlotCategory, PlotSort, PlotStatus, RoadFacing } from '@core/constants';
import type { PlotPage } from '@core/schemas/plot-search';
import useSWR from 'swr';
import { withQuery } from '@/lib/api-client';

/** Query of GET /api/plots. Prices in whole rupees, areas in square feet. */
export interface PlotQuery {
  location?: string;
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  status?: PlotStatus | 'all';
  roadFacing?: RoadFacing | 'any';
  category?: PlotCategory;
  featured?: boolean;
  sort?: PlotSort;
  page?: number;
  pageSize?: number;
}

export function plotsUrl(query: PlotQuery): string {
  return withQuery('/api/plots', { ...query });
}

/** A page of plots; `null` fetches nothing (the home search before its first submit). */
export function usePlots(query: PlotQuery | null, options: { keepPreviousData?: boolean } = {}) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<PlotPage>(query ? plotsUrl(query) : null, {
    keepPreviousData: options.keepPreviousData ?? false,
  });
  return { page: data, error: error as Error | undefined, isLoading, isValidating, retry: () => void mutate() };
}
