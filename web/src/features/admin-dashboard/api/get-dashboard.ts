import type { Lead } from '@core/schemas/lead';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** The counters and recent leads refresh themselves while the page is open. */
const DASHBOARD_REFRESH_MS = 30_000;

export interface DashboardTotals {
  leads: number;
  newLeads: number;
  blogs: number;
  plots: number;
}

/** GET /api/admin/dashboard: totals and the latest 5 leads, newest first. */
export interface Dashboard {
  totals: DashboardTotals;
  recentLeads: Lead[];
}

export function useDashboard() {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Dashboard>(adminApiPaths.dashboard(), {
    refreshInterval: DASHBOARD_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
  return {
    dashboard: data,
    error: error as Error | undefined,
    isLoading,
    isValidating,
    retry: () => void mutate(),
  };
}
