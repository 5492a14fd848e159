import type { InterestLists } from '@core/schemas/interest';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** GET /api/admin/interest/lists: the most viewed plots, and those with many views and no enquiry (30 days). */
export function useInterestLists() {
  const { data, error, isValidating, mutate } = useSWR<InterestLists>(adminApiPaths.interestLists(), { revalidateOnFocus: true, keepPreviousData: true });
  return { lists: data, error: error as Error | undefined, isValidating, retry: () => void mutate() };
}
