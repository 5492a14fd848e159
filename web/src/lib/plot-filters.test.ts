import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  parseAmount,
  STATUS_FILTER_VALUES,
} from './plot-filters';
import { PLOT_STATUSES } from '@core/constants';

describe('parseAmount', () => {
  it('ignores blanks and non-numbers (docs/product.md §5) and forgives commas', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('   ')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount(' 1,200 ')).toBe(1200);
    expect(parseAmount('7.5')).toBe(7.5);
  });
});

describe('filtersToQuery', () => {
  it('sends prices typed in lakhs as rupees and leaves defaults out', () => {
    expect(filtersToQuery(EMPTY_FILTERS)).toEqual({
      location: undefined,
      priceMin: undefined,
      priceMax: undefined,
      areaMin: undefined,
      areaMax: undefined,
      status: undefined,
      roadFacing: undefined,
      documents: undefined,
    });
    expect(
      filtersToQuery({
        location: ' Thullur ',
        priceMin: '25',
        priceMax: '1.5',
        areaMin: '1000',
        areaMax: 'x',
        status: 'sold',
        roadFacing: 'North-East',
        documentsVerified: true,
      }),
    ).toEqual({
      location: 'Thullur',
      priceMin: 2_500_000,
      priceMax: 150_000,
      areaMin: 1000,
      areaMax: undefined,
      status: 'sold',
      roadFacing: 'North-East',
      documents: 'verified',
    });
  });
});

describe('URL round trip', () => {
  it('keeps API names and rupees in the URL and lakhs in the form', () => {
    const values = { ...EMPTY_FILTERS, priceMax: '120', status: 'available' as const, roadFacing: 'East' as const };
    const params = filtersToSearchParams(values, { sort: 'price-asc' });
    expect(params.toString()).toBe('priceMax=12000000&status=available&roadFacing=East&sort=price-asc');
    expect(filtersFromSearchParams(params)).toEqual(values);
    expect(activeFilterCount(values)).toBe(3);
  });

  it('offers every status, each meaning that status only, and reads each back from the URL', () => {
    expect(STATUS_FILTER_VALUES).toEqual(['all', 'available', 'reserved', 'booked', 'sold', 'not-for-sale']);
    for (const status of PLOT_STATUSES) {
      const values = { ...EMPTY_FILTERS, status };
      expect(filtersToQuery(values).status).toBe(status);
      expect(filtersFromSearchParams(filtersToSearchParams(values))).toEqual(values);
    }
    expect(filtersToQuery({ ...EMPTY_FILTERS, status: 'all' }).status).toBeUndefined();
  });

  it('keeps "documents verified" as documents=verified, counted as a filter', () => {
    const values = { ...EMPTY_FILTERS, documentsVerified: true };
    expect(filtersToSearchParams(values).toString()).toBe('documents=verified');
    expect(filtersFromSearchParams(new URLSearchParams('documents=verified'))).toEqual(values);
    expect(activeFilterCount(values)).toBe(1);
  });

  it('ignores unknown values in a hand-edited URL', () => {
    expect(filtersFromSearchParams(new URLSearchParams('status=maybe&roadFacing=Up&priceMin=abc&documents=yes'))).toEqual(EMPTY_FILTERS);
  });
});
