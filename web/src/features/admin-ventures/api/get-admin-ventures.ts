import type { VentureListItem } from '@core/schemas/venture';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** GET /api/admin/ventures: every venture (by name) with its plots counted by status. */
export function useAdminVentures() {
  const { data, error, isLoading, mutate } = useSWR<VentureListItem[]>(adminApiPaths.ventures());
  return { ventures: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
