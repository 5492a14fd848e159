import type { Plot } from '@core/schemas/plot';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** GET /api/admin/plots/:id: the one plot the list is opened on (`/admin/plots?plot=…`); nothing asked without an id. */
export function useAdminPlot(plotId: string | null) {
  const { data, error, isLoading, mutate } = useSWR<Plot>(plotId ? adminApiPaths.plot(plotId) : null);
  return { plot: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
