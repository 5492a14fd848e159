import type { PlotPage } from '@core/schemas/plot-search';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import type { AdminPlotQuery } from '../utils/admin-plot-filters';

/** The admin list pages (the API allows up to 100). */
export const ADMIN_PLOTS_PAGE_SIZE = 24;

/** GET /api/admin/plots: filtered and paged on the server. The previous page stays up while the next loads. */
export function useAdminPlots(query: AdminPlotQuery, page: number) {
  const key = adminApiPaths.plots({ ...query, sort: 'newest', page, pageSize: ADMIN_PLOTS_PAGE_SIZE });
  const { data, error, isLoading, isValidating, mutate } = useSWR<PlotPage>(key, { keepPreviousData: true });
  return { key, page: data, error: error as Error | undefined, isLoading, isValidating, retry: () => void mutate() };
}
