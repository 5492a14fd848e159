import { describe, expect, it } from 'vitest';
import type { Region } from '@core/schemas/region';
import { DEFAULT_REGION_SORT, filterRegions, nextSort, sortRegions } from './region-sort';

function region(name: string, residentialMin: number, commercialMin: number): Region {
  return {
    id: name,
    region: name,
    regionTe: '',
    ResidentialPriceMin: residentialMin,
    ResidentialPriceMax: residentialMin + 5000,
    CommercialPriceMin: commercialMin,
    CommercialPriceMax: commercialMin + 5000,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: null,
  };
}

const REGIONS = [region('Thullur', 45000, 54000), region('kaza', 24000, 30000), region('Mangalagiri', 50000, 62000), region('Abbarajupalem', 45000, 45000)];
const names = (list: Region[]) => list.map((r) => r.region);

describe('nextSort', () => {
  it('flips the active column and starts another one ascending', () => {
    expect(nextSort(DEFAULT_REGION_SORT, 'region')).toEqual({ key: 'region', direction: 'desc' });
    expect(nextSort({ key: 'region', direction: 'desc' }, 'region')).toEqual({ key: 'region', direction: 'asc' });
    expect(nextSort({ key: 'region', direction: 'desc' }, 'commercial')).toEqual({ key: 'commercial', direction: 'asc' });
  });
});

describe('sortRegions', () => {
  it('sorts names case-insensitively', () => {
    expect(names(sortRegions(REGIONS, { key: 'region', direction: 'asc' }))).toEqual(['Abbarajupalem', 'kaza', 'Mangalagiri', 'Thullur']);
    expect(names(sortRegions(REGIONS, { key: 'region', direction: 'desc' }))).toEqual(['Thullur', 'Mangalagiri', 'kaza', 'Abbarajupalem']);
  });

  it('sorts price columns by their minimum, ties by name', () => {
    expect(names(sortRegions(REGIONS, { key: 'residential', direction: 'asc' }))).toEqual(['kaza', 'Abbarajupalem', 'Thullur', 'Mangalagiri']);
    expect(names(sortRegions(REGIONS, { key: 'commercial', direction: 'desc' }))).toEqual(['Mangalagiri', 'Thullur', 'Abbarajupalem', 'kaza']);
  });

  it('does not change its input', () => {
    const copy = [...REGIONS];
    sortRegions(REGIONS, { key: 'commercial', direction: 'asc' });
    expect(REGIONS).toEqual(copy);
  });
});

describe('filterRegions', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(names(filterRegions(REGIONS, 'GIRI'))).toEqual(['Mangalagiri']);
    expect(names(filterRegions(REGIONS, '  A '))).toEqual(['kaza', 'Mangalagiri', 'Abbarajupalem']);
    expect(filterRegions(REGIONS, 'xyz')).toEqual([]);
  });
});
