import type { Plot, PlotData } from '@core/schemas/plot';
import { api } from '@/lib/api-client';

/** PUT /api/admin/plots/:id: the whole plot. */
export function updatePlot(id: string, input: PlotData): Promise<Plot> {
  return api.put<Plot>(`/api/admin/plots/${encodeURIComponent(id)}`, input);
}
