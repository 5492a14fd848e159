import type { PlotQuery } from '@/config/api-paths';
import { EMPTY_FILTERS, filtersToQuery, hasActiveFilters as anyFilter, type PlotFilterValues } from '@/lib/plot-filters';

/**
 * The admin filter panel: the public plot filters without road facing (location substring, price
 * in lakhs sent in rupees, area in square feet, status); the server does the filtering.
 */
export type AdminPlotFilters = Omit<PlotFilterValues, 'roadFacing'>;
export type AdminPlotQuery = Omit<PlotQuery, 'roadFacing'>;

export const EMPTY_ADMIN_FILTERS: AdminPlotFilters = { ...EMPTY_FILTERS };

export function adminFiltersToQuery(filters: AdminPlotFilters): AdminPlotQuery {
  const { roadFacing: _none, ...query } = filtersToQuery({ ...filters, roadFacing: 'any' });
  return query;
}

export function hasActiveFilters(filters: AdminPlotFilters): boolean {
  return anyFilter({ ...filters, roadFacing: 'any' });
}
