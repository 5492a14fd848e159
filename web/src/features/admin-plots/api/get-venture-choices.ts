import type { Venture } from '@core/schemas/venture';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/**
 * GET /api/admin/ventures: the ventures a plot may belong to (the plot form's venture select, the
 * list's venture names). A failed read leaves the choice to 'None' and says so where it is asked.
 */
export function useVentureChoices() {
  const { data, error, isLoading, mutate } = useSWR<Venture[]>(adminApiPaths.ventures());
  return { ventures: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
