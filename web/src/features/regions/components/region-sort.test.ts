import { describe, expect, it } from 'vitest';
import type { PublicRegion as Region } from '@core/schemas/region';
import { aRegion } from '@/testing/a-region';
import { DEFAULT_REGION_SORT, filterRegions, nextSort, sortRegions } from './region-sort';

function region(name: string, residentialMin: number, commercialMin: number, nameTe = ''): Region {
  return aRegion({ id: name, region: name, regionTe: nameTe, ResidentialPriceMin: residentialMin, ResidentialPriceMax: residentialMin + 5000, CommercialPriceMin: commercialMin, CommercialPriceMax: commercialMin + 5000 });
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

  // Thullur and Mangalagiri have Telugu names; Undavalli has none (the Telugu page shows it in English).
  const BOTH = [region('Thullur', 45000, 54000, 'తుళ్లూరు'), region('Mangalagiri', 50000, 62000, 'మంగళగిరి'), region('Undavalli', 40000, 48000)];

  it('on a Telugu page matches the Telugu name or the English one, the English case-insensitively', () => {
    expect(names(filterRegions(BOTH, 'తుళ్లూ', 'te'))).toEqual(['Thullur']);
    expect(names(filterRegions(BOTH, ' గిరి ', 'te'))).toEqual(['Mangalagiri']);
    expect(names(filterRegions(BOTH, 'THUL', 'te'))).toEqual(['Thullur']);
    expect(names(filterRegions(BOTH, 'undav', 'te'))).toEqual(['Undavalli']);
    expect(names(filterRegions(BOTH, 'l', 'te'))).toEqual(['Thullur', 'Mangalagiri', 'Undavalli']);
    expect(filterRegions(BOTH, 'కాజ', 'te')).toEqual([]);
  });

  it('matches a Telugu name typed in another Unicode form', () => {
    // ై stored as one letter (U+0C48), typed as its two parts ె + ౖ (U+0C46 U+0C56), or the other way round.
    const nainavaram = region('Nainavaram', 30000, 40000, 'న\u0C48నవరం');
    expect(names(filterRegions([nainavaram], 'న\u0C46\u0C56న', 'te'))).toEqual(['Nainavaram']);
    const typedInParts = region('Nainavaram', 30000, 40000, 'న\u0C46\u0C56నవరం');
    expect(names(filterRegions([typedInParts], 'న\u0C48న', 'te'))).toEqual(['Nainavaram']);
  });

  it('on an English page matches the English name only', () => {
    expect(filterRegions(BOTH, 'తుళ్లూ', 'en')).toEqual([]);
    expect(names(filterRegions(BOTH, 'thul', 'en'))).toEqual(['Thullur']);
  });
});

describe('sortRegions on a Telugu page', () => {
  it('sorts by the name the page shows', () => {
    const list = [region('Thullur', 45000, 54000, 'తుళ్లూరు'), region('Amaravati', 50000, 62000, 'అమరావతి'), region('Krishnayapalem', 40000, 48000, 'కృష్ణాయపాలెం')];
    expect(names(sortRegions(list, { key: 'region', direction: 'asc' }, 'te'))).toEqual(['Amaravati', 'Krishnayapalem', 'Thullur']);
    expect(names(sortRegions(list, { key: 'region', direction: 'asc' }, 'en'))).toEqual(['Amaravati', 'Krishnayapalem', 'Thullur']);
    // అ < క < త in Telugu order, whatever the English names say.
    const renamed = [region('Zeta', 1, 1, 'అమరావతి'), region('Alpha', 1, 1, 'తుళ్లూరు')];
    expect(names(sortRegions(renamed, { key: 'region', direction: 'asc' }, 'te'))).toEqual(['Zeta', 'Alpha']);
    expect(names(sortRegions(renamed, { key: 'region', direction: 'asc' }, 'en'))).toEqual(['Alpha', 'Zeta']);
  });
});
