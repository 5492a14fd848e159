import type { PlotStatus } from '@core/constants';
import type { Plot } from '@core/schemas/plot';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/plots/:id/status: just the status (the list card's dropdown). */
export function updatePlotStatus(id: string, status: PlotStatus): Promise<Plot> {
  return api.patch<Plot>(`/api/admin/plots/${encodeURIComponent(id)}/status`, { status });
}
