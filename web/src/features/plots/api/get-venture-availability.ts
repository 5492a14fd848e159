import { VENTURE_POLL_SECONDS } from '@core/venture-constants';
import type { VentureAvailability } from '@core/schemas/venture';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/**
 * GET /api/ventures/:id/availability, asked again every VENTURE_POLL_SECONDS while the page is
 * open (and when the tab comes back): a status changed in the back office shows without a reload.
 * Cheap when nothing changed (the server answers 304 to the ETag, lib/swr.ts). Not in the
 * server's render: the page starts from the statuses its own read holds.
 */
export function useVentureAvailability(ventureId: string | undefined) {
  const { data } = useSWR<VentureAvailability>(ventureId ? apiPaths.ventureAvailability(ventureId) : null, {
    refreshInterval: VENTURE_POLL_SECONDS * 1000,
    revalidateOnFocus: true,
  });
  return data;
}
