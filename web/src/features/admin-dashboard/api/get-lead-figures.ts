import type { LeadFigures } from '@core/lead-figures';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** The pipeline figures change slowly and take every lead to work out: once a minute is enough. */
const LEAD_FIGURES_REFRESH_MS = 60_000;

/** GET /api/admin/dashboard/figures: asked for apart from the counters, which never wait for it. */
export function useLeadFigures() {
  const { data, error, isLoading, isValidating, mutate } = useSWR<LeadFigures>(adminApiPaths.dashboardFigures(), {
    refreshInterval: LEAD_FIGURES_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
  return {
    figures: data,
    error: error as Error | undefined,
    isLoading,
    isValidating,
    retry: () => void mutate(),
  };
}
