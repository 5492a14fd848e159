import type { Region } from '@core/schemas/region';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { REGION_MESSAGES } from '../utils/region-messages';

export const ADMIN_REGIONS_KEY = '/api/admin/regions';

/** GET /api/admin/regions: every region, newest first. A failed load says so (spec §8). */
export function useAdminRegions() {
  const { data, error, isLoading, mutate } = useSWR<Region[]>(ADMIN_REGIONS_KEY, {
    onError: () => toast.error(REGION_MESSAGES.loadFailed, { id: REGION_MESSAGES.loadFailed }),
  });
  return { regions: data, error: error as Error | undefined, isLoading, mutate, retry: () => void mutate() };
}
