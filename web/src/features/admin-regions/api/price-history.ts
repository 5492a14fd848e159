import type { PastPriceInput, PriceEntry } from '@core/schemas/price-history';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** GET /api/admin/regions/:id/price-history: every entry, oldest written first. */
export function usePriceHistory(regionId: string) {
  const { data, error, isLoading, mutate } = useSWR<{ history: PriceEntry[] }>(adminApiPaths.regionPriceHistory(regionId));
  return { history: data?.history, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}

/** A past price, or a correction of an entry: the history reloads after either, and so does the public price table. */
export function usePriceHistoryWrites(regionId: string) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(async () => {
    await mutate(adminApiPaths.regionPriceHistory(regionId));
    void mutate(apiPaths.regions());
  }, [mutate, regionId]);
  const addPast = useCallback(
    async (input: PastPriceInput): Promise<PriceEntry> => {
      const entry = await api.post<PriceEntry>(adminApiPaths.regionPriceHistory(regionId), input);
      await reload();
      return entry;
    },
    [regionId, reload],
  );
  const correct = useCallback(
    async (entryId: string, input: PastPriceInput): Promise<PriceEntry> => {
      const entry = await api.post<PriceEntry>(adminApiPaths.regionPriceCorrection(regionId, entryId), input);
      await reload();
      return entry;
    },
    [regionId, reload],
  );
  return { addPast, correct };
}
