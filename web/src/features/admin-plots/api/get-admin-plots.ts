import type { PlotPage } from '@core/schemas/plot-search';
import useSWR from 'swr';
import { withQuery } from '@/lib/api-client';
import type { AdminPlotQuery } from '../utils/admin-plot-filters';

export const ADMIN_PLOTS_PATH = '/api/admin/plots';
/** The admin list pages (the API allows up to 100). */
export const ADMIN_PLOTS_PAGE_SIZE = 24;

export function adminPlotsUrl(query: AdminPlotQuery, page: number): string {
  return withQuery(ADMIN_PLOTS_PATH, { ...query, sort: 'newest', page, pageSize: ADMIN_PLOTS_PAGE_SIZE });
}

/** GET /api/admin/plots: filtered and paged on the server. The previous page stays up while the next loads. */
export function useAdminPlots(query: AdminPlotQuery, page: number) {
  const key = adminPlotsUrl(query, page);
  const { data, error, isLoading, isValidating, mutate } = useSWR<PlotPage>(key, { keepPreviousData: true });
  return {
    key,
    page: data,
    error: error as Error | undefined,
    isLoading,
    isValidating,
    mutate,
    retry: () => void mutate(),
  };
}
