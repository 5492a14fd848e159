import type { PlotStatus } from '@core/constants';
import type { HistoryActor } from '@core/schemas/lead-history';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** One change of a plot's status as the API answers it: who (null: the system, e.g. a reservation run out), when, from → to. */
export interface PlotStatusChangeEntry {
  id: string;
  plotId: string;
  /** ISO. */
  at: string;
  by: HistoryActor | null;
  from: PlotStatus;
  to: PlotStatus;
  /** The reservation's last day when `to` is 'reserved', else ''. */
  reservedUntil: string;
}

/** GET /api/admin/plots/:id/status-history → { history }, oldest first; refreshed with every plot write (its key is under the plots'). */
export function usePlotStatusHistory(plotId: string) {
  const { data, error, isLoading, mutate } = useSWR<{ history: PlotStatusChangeEntry[] }>(adminApiPaths.plotStatusHistory(plotId));
  return { history: data?.history, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
