import type { Venture, VentureData, VentureListItem } from '@core/schemas/venture';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { apiKeys } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/ventures (a new venture) or PUT /api/admin/ventures/:id (its details, never its
 * layout). The saved venture goes into its own key at once; every venture list and page refreshes.
 */
export function useSaveVenture() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: VentureData, ventureId?: string): Promise<Venture> => {
      const saved = ventureId ? await api.put<Venture>(adminApiPaths.venture(ventureId), input) : await api.post<Venture>(adminApiPaths.ventures(), input);
      await mutate(adminApiPaths.venture(saved.id), saved, { revalidate: false });
      void mutate((key) => apiKeys.ventures(key) && key !== adminApiPaths.venture(saved.id));
      return saved;
    },
    [mutate],
  );
}

/** DELETE /api/admin/ventures/:id: its plots stay, unlinked (the answer says how many). Ventures and plots refresh. */
export function useDeleteVenture() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ventureId: string): Promise<{ unlinkedPlots: number }> => {
      const result = await api.delete<{ unlinkedPlots?: number } | undefined>(adminApiPaths.venture(ventureId));
      await mutate<VentureListItem[]>(adminApiPaths.ventures(), (current) => current?.filter((venture) => venture.id !== ventureId), { revalidate: false });
      void mutate((key) => apiKeys.ventures(key) || apiKeys.plots(key), undefined, { revalidate: true });
      return { unlinkedPlots: result?.unlinkedPlots ?? 0 };
    },
    [mutate],
  );
}
