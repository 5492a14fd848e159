import type { BuyingCostSettings } from '@core/buying-cost';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings/buying-costs: the rates of the full cost of buying as saved (the defaults until then). */
export function useAdminBuyingCosts() {
  const { data, error, isLoading, mutate } = useSWR<BuyingCostSettings>(adminApiPaths.buyingCosts(), (url: string) => api.get<BuyingCostSettings>(url, { cache: 'no-store' }));
  return { rates: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}

/** PUT /api/admin/settings/buying-costs → 200 BuyingCostSettings · 422. */
export function useSaveBuyingCosts() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settings: BuyingCostSettings): Promise<BuyingCostSettings> => {
      const saved = await api.put<BuyingCostSettings>(adminApiPaths.buyingCosts(), settings);
      await mutate(adminApiPaths.buyingCosts(), saved, { revalidate: false });
      await mutate(apiPaths.buyingCosts(), saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
