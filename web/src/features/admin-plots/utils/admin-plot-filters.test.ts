import { describe, expect, it } from 'vitest';
import { adminFiltersToQuery, EMPTY_ADMIN_FILTERS, hasActiveFilters } from './admin-plot-filters';

describe('admin plot filters', () => {
  it('sends lakhs as rupees and ignores blank or non-numeric bounds', () => {
    expect(adminFiltersToQuery({ ...EMPTY_ADMIN_FILTERS, location: ' thul ', priceMin: '25', priceMax: 'abc', areaMin: '1,200', status: 'sold' })).toEqual({
      location: 'thul',
      priceMin: 2_500_000,
      priceMax: undefined,
      areaMin: 1200,
      areaMax: undefined,
      status: 'sold',
    });
  });

  it('knows when nothing filters', () => {
    expect(hasActiveFilters(EMPTY_ADMIN_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_ADMIN_FILTERS, priceMin: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_ADMIN_FILTERS, status: 'available' })).toBe(true);
  });
});
