import type { Region } from '@core/schemas/region';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { REGION_TEXTS } from '@/config/admin-texts';

/** GET /api/admin/regions: every region, newest first. A failed load says so. */
export function useAdminRegions() {
  const { data, error, isLoading, mutate } = useSWR<Region[]>(adminApiPaths.regions(), {
    onError: () => toast.error(REGION_TEXTS.loadFailed, { id: REGION_TEXTS.loadFailed }),
  });
  return { regions: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
