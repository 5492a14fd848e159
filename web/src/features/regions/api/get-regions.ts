import type { PublicRegion as Region } from '@core/schemas/region';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** "Live" prices: revalidate every 30 s and when the tab regains focus. */
const REGIONS_REFRESH_MS = 30_000;

export function useRegions() {
  const { data, error, isLoading, mutate } = useSWR<Region[]>(apiPaths.regions(), {
    refreshInterval: REGIONS_REFRESH_MS,
    revalidateOnFocus: true,
  });
  return { regions: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
