import type { VentureSummary } from '@core/schemas/venture';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** GET /api/ventures: every venture with its village, approvals and plot counts (/ventures). */
export function useVentures() {
  const { data, error, isLoading, mutate } = useSWR<VentureSummary[]>(apiPaths.ventures());
  return { ventures: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
