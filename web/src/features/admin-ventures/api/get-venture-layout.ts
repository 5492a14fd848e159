import type { VentureLayout } from '@core/schemas/venture';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/**
 * GET /api/admin/ventures/:id/layout: what the layout editor opens with (the venture, its plan, its
 * shapes at their version, its plots with their enquiry counts). Not revalidated on focus: the
 * editor decides when it takes a newer layout.
 */
export function useVentureLayout(ventureId: string) {
  const key = adminApiPaths.ventureLayout(ventureId);
  const { data, error, isLoading, mutate } = useSWR<VentureLayout>(key, { revalidateOnFocus: false });
  return { key, layout: data, error: error as Error | undefined, isLoading, reload: () => mutate() };
}
