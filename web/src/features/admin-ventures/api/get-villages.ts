import type { Region } from '@core/schemas/region';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** The villages a venture can be in: the public read of every region (its prices are not shown here, so it is not polled). */
export function useVillages() {
  const { data, error, mutate } = useSWR<Region[]>(apiPaths.regions());
  return { regions: data, error: error as Error | undefined, retry: () => void mutate() };
}
