import type { PlotStatus } from '@core/constants';
import type { Plot } from '@core/schemas/plot';
import type { PlotPage } from '@core/schemas/plot-search';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

const withPlot = (page: PlotPage | undefined, id: string, change: (plot: Plot) => Plot): PlotPage | undefined =>
  page && { ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) };

/** A status to give a plot: 'reserved' with the reservation's last day (YYYY-MM-DD). */
export type StatusChoice = { status: Exclude<PlotStatus, 'reserved'> } | { status: 'reserved'; reservedUntil: string };

/**
 * PATCH /api/admin/plots/:id/status (the list card's dropdown; the server records who and when).
 * The list page `listKey` shows the new status at once and gets the old one back if the server
 * says no; then every plot list, page and status history refreshes.
 */
export function useUpdatePlotStatus(listKey: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (plot: Plot, choice: StatusChoice): Promise<void> => {
      const reservedUntil = choice.status === 'reserved' ? choice.reservedUntil : '';
      await mutate<PlotPage>(
        listKey,
        async (current) => {
          const saved = await api.patch<Plot>(adminApiPaths.plotStatus(plot.id), choice);
          return withPlot(current, saved.id, () => saved);
        },
        {
          optimisticData: (current) => withPlot(current, plot.id, (item) => ({ ...item, status: choice.status, reservedUntil })) as PlotPage,
          rollbackOnError: true,
          revalidate: false,
        },
      );
      void mutate(apiKeys.plots);
    },
    [listKey, mutate],
  );
}
