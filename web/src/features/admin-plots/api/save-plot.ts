import type { Plot, PlotData } from '@core/schemas/plot';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/plots (a new plot) or PUT /api/admin/plots/:id (the whole plot); the server
 * computes the total price. Every list, page and counter showing plots is refreshed after it.
 */
export function useSavePlot() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: PlotData, id?: string): Promise<Plot> => {
      const saved = id ? await api.put<Plot>(adminApiPaths.plot(id), input) : await api.post<Plot>(adminApiPaths.newPlot(), input);
      void mutate(apiKeys.plots);
      return saved;
    },
    [mutate],
  );
}
