import type { PlotPage } from '@core/schemas/plot-search';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/plots/:id (the server deletes its image too); the list page `listKey` drops it at once, then every plot list refreshes. */
export function useDeletePlot(listKey: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await api.delete<void>(adminApiPaths.plot(id));
      await mutate<PlotPage>(
        listKey,
        (current) => current && { ...current, items: current.items.filter((item) => item.id !== id), total: current.total - 1 },
        { revalidate: false },
      );
      void mutate(apiKeys.plots);
    },
    [listKey, mutate],
  );
}
