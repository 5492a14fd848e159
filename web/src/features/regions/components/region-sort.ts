import type { Language } from '@core/languages';
import { localized } from '@core/localized';
import type { PublicRegion as Region } from '@core/schemas/region';

export type RegionSortKey = 'region' | 'residential' | 'commercial';
type SortDirection = 'asc' | 'desc';
export interface RegionSort {
  key: RegionSortKey;
  direction: SortDirection;
}

export const DEFAULT_REGION_SORT: RegionSort = { key: 'region', direction: 'asc' };

/** Clicking the active column flips the direction; clicking another column starts ascending (docs/product.md). */
export function nextSort(current: RegionSort, key: RegionSortKey): RegionSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

type NamedRegion = Pick<Region, 'region' | 'regionTe'>;

/** The name the page shows: the Telugu one on a Telugu page when the region has it. */
function shownName(region: NamedRegion, language: Language): string {
  return localized(region.region, region.regionTe, language).text;
}

/**
 * Region by the name the page shows (in its language's order); Residential and Commercial by
 * their minimum price (ties by name).
 */
export function sortRegions(regions: readonly Region[], sort: RegionSort, language: Language = 'en'): Region[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = (region: Region) =>
    sort.key === 'residential' ? (region.ResidentialPriceMin ?? 0) : (region.CommercialPriceMin ?? 0);
  const byName = (a: Region, b: Region) => shownName(a, language).localeCompare(shownName(b, language), language, { sensitivity: 'base' });
  return [...regions].sort((a, b) => {
    if (sort.key === 'region') return sign * byName(a, b);
    return sign * (value(a) - value(b)) || byName(a, b);
  });
}

/** Lower case, and one encoding for a Telugu letter that keyboards may type in more than one way. */
function searchable(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase();
}

/**
 * Case-insensitive substring match on the region name (docs/product.md). A Telugu page shows the
 * Telugu names, but a visitor may type the English one (or not have a Telugu keyboard): there
 * either name matches.
 */
export function filterRegions<R extends NamedRegion>(regions: readonly R[], search: string, language: Language = 'en'): R[] {
  const needle = searchable(search.trim());
  if (!needle) return [...regions];
  return regions.filter(
    (region) => searchable(region.region).includes(needle) || (language === 'te' && searchable(region.regionTe ?? '').includes(needle)),
  );
}
