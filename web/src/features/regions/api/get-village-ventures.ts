import type { VentureSummary } from '@core/schemas/venture';
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/**
 * The ventures of each village (GET /api/ventures, grouped by the region they are in), for the
 * pricing table's rows. The table stands without them: a failed read leaves the rows as they are.
 */
export function useVillageVentures(): ReadonlyMap<string, readonly VentureSummary[]> {
  const { data } = useSWR<VentureSummary[]>(apiPaths.ventures());
  return useMemo(() => {
    const byVillage = new Map<string, VentureSummary[]>();
    for (const venture of data ?? []) {
      if (!venture.village) continue;
      byVillage.set(venture.village.id, [...(byVillage.get(venture.village.id) ?? []), venture]);
    }
    return byVillage;
  }, [data]);
}
