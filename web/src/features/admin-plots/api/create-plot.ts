import type { Plot, PlotData } from '@core/schemas/plot';
import { api } from '@/lib/api-client';

/** POST /api/admin/plots: the server computes the total price. */
export function createPlot(input: PlotData): Promise<Plot> {
  return api.post<Plot>('/api/admin/plots', input);
}
