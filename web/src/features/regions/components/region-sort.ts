import type { Region } from '@core/schemas/region';

export type RegionSortKey = 'region' | 'residential' | 'commercial';
export type SortDirection = 'asc' | 'desc';
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

const byName = (a: Region, b: Region) => a.region.localeCompare(b.region, 'en', { sensitivity: 'base' });

/** Region by name; Residential and Commercial by their minimum price (ties by name). */
export function sortRegions(regions: readonly Region[], sort: RegionSort): Region[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = (region: Region) =>
    sort.key === 'residential' ? (region.ResidentialPriceMin ?? 0) : (region.CommercialPriceMin ?? 0);
  return [...regions].sort((a, b) => {
    if (sort.key === 'region') return sign * byName(a, b);
    return sign * (value(a) - value(b)) || byName(a, b);
  });
}

/** Case-insensitive substring match on the region name (docs/product.md). */
export function filterRegions(regions: readonly Region[], search: string): Region[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...regions];
  return regions.filter((region) => region.region.toLocaleLowerCase().includes(needle));
}
