import type { Region, RegionPatch } from '@core/schemas/region';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

type Change = (regions: Region[] | undefined) => Region[] | undefined;

/**
 * After every region write the admin list takes the change at once, and the public pricing table
 * revalidates, so an open public page shows the new price without waiting for its 30 s refresh.
 */
function useApplyRegionChange() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: Change) => {
      await mutate<Region[]>(adminApiPaths.regions(), change, { revalidate: false });
      void mutate(apiPaths.regions());
    },
    [mutate],
  );
}

/** PATCH /api/admin/regions/:id with just the fields that changed. */
export function useUpdateRegion() {
  const apply = useApplyRegionChange();
  return useCallback(
    async (id: string, patch: RegionPatch): Promise<Region> => {
      const updated = await api.patch<Region>(adminApiPaths.region(id), patch);
      await apply((list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      return updated;
    },
    [apply],
  );
}

/** POST /api/admin/regions: a region named 'New Region' with every price 0, first in the list. */
export function useCreateRegion() {
  const apply = useApplyRegionChange();
  return useCallback(async (): Promise<Region> => {
    const created = await api.post<Region>(adminApiPaths.regions());
    await apply((list) => [created, ...(list ?? []).filter((item) => item.id !== created.id)]);
    return created;
  }, [apply]);
}

/** DELETE /api/admin/regions/:id. */
export function useDeleteRegion() {
  const apply = useApplyRegionChange();
  return useCallback(
    async (id: string): Promise<void> => {
      await api.delete<void>(adminApiPaths.region(id));
      await apply((list) => list?.filter((item) => item.id !== id));
    },
    [apply],
  );
}
