import type { InterestFigures } from '@core/schemas/interest';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/**
 * The interest figures of the plots a page of the list shows (GET /api/admin/interest/plots), read
 * apart from the list so that it never waits for them. What each card shows: the figures, 'loading'
 * or 'failed'.
 */
export function usePlotInterestFigures(plotIds: readonly string[]) {
  const { data, error } = useSWR<Record<string, InterestFigures>>(plotIds.length > 0 ? adminApiPaths.interestPlots(plotIds) : null, { keepPreviousData: true });
  return (plotId: string): InterestFigures | 'loading' | 'failed' => data?.[plotId] ?? (error ? 'failed' : 'loading');
}
