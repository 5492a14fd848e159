import type { Venture } from '@core/schemas/venture';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** GET /api/admin/ventures/:id: the venture as its form edits it. */
export function useAdminVenture(ventureId: string) {
  const { data, error, isLoading, mutate } = useSWR<Venture>(adminApiPaths.venture(ventureId));
  return { venture: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
