import type { BuyingCostSettings } from '@core/buying-cost';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** The rates of the full cost of buying and the day they were checked (the server renders plot pages with them). */
export function useBuyingCosts() {
  const { data } = useSWR<BuyingCostSettings>(apiPaths.buyingCosts(), { revalidateOnFocus: false, dedupingInterval: 60_000 });
  return data;
}
