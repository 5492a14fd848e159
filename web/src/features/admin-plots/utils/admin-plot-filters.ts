import { LAKH, type PlotStatus } from '@core/constants';

/**
 * The admin filter panel (spec §5): location substring, price in lakhs (sent in rupees), area in
 * square feet, status. Blank or non-numeric bounds are ignored; the server does the filtering.
 */
export interface AdminPlotFilters {
  location: string;
  priceMin: string;
  priceMax: string;
  areaMin: string;
  areaMax: string;
  status: PlotStatus | 'all';
}

export const EMPTY_ADMIN_FILTERS: AdminPlotFilters = {
  location: '',
  priceMin: '',
  priceMax: '',
  areaMin: '',
  areaMax: '',
  status: 'all',
};

export interface AdminPlotQuery {
  location?: string;
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  status?: PlotStatus;
}

/** A non-negative number from what was typed ('25', '1,200', ' 7.5 '), or undefined. */
export function parseBound(text: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (!cleaned) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function adminFiltersToQuery(filters: AdminPlotFilters): AdminPlotQuery {
  const lakhs = (text: string) => {
    const value = parseBound(text);
    return value === undefined ? undefined : Math.round(value * LAKH);
  };
  const area = (text: string) => {
    const value = parseBound(text);
    return value === undefined ? undefined : Math.round(value);
  };
  return {
    location: filters.location.trim() || undefined,
    priceMin: lakhs(filters.priceMin),
    priceMax: lakhs(filters.priceMax),
    areaMin: area(filters.areaMin),
    areaMax: area(filters.areaMax),
    status: filters.status === 'all' ? undefined : filters.status,
  };
}

/** Whether any filter narrows the list (decides which empty-state text shows). */
export function hasActiveFilters(filters: AdminPlotFilters): boolean {
  return Object.values(adminFiltersToQuery(filters)).some((value) => value !== undefined);
}
