import { VENTURE_POLL_SECONDS } from '@core/venture-constants';
import type { VentureAvailability } from '@core/schemas/venture';
import { useState } from 'react';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { sameAvailability } from '../utils/venture-layout';

/**
 * GET /api/ventures/:id/availability, asked as the page comes alive and again every
 * VENTURE_POLL_SECONDS while it is open (and when the tab comes back): a status changed in the
 * back office shows without a reload. Cheap when nothing changed (the server answers 304 to the
 * ETag, lib/swr.ts). Not in the server's render: the page starts from the statuses its own read
 * holds (`initial`, venture-layout.ts `pageAvailability`).
 *
 * Only a read that changes a status or a count renders the page again. Every answer is a new
 * object, and SWR's own state, read here, re-rendered the page with its 400 plot links in one
 * task as it came alive, for a first read that nearly always says what the page already shows.
 * So this hook reads none of SWR's state (SWR then renders nothing itself) and keeps the latest
 * read that differs.
 */
export function useVentureAvailability(ventureId: string | undefined, initial: VentureAvailability): VentureAvailability {
  const [latest, setLatest] = useState(initial);
  useSWR<VentureAvailability>(ventureId ? apiPaths.ventureAvailability(ventureId) : null, {
    refreshInterval: VENTURE_POLL_SECONDS * 1000,
    revalidateOnFocus: true,
    onSuccess: (read) => setLatest((shown) => (sameAvailability(shown, read) ? shown : read)),
  });
  return latest;
}
