import { foldAscii } from './ascii-fold';
import { documentsVerified } from './document-checks';
import type { Plot } from './schemas/plot';
import type { PlotSearchQuery } from './schemas/plot-search';

/** What a plot is matched on. */
export type SearchablePlot = Pick<Plot, 'location' | 'price' | 'area' | 'status' | 'category' | 'roadFacing' | 'featured' | 'documents'>;
/** The filters of a public search (its sort and page do not change what matches). */
export type PlotSearchFilters = Partial<Pick<PlotSearchQuery, 'location' | 'priceMin' | 'priceMax' | 'areaMin' | 'areaMax' | 'status' | 'category' | 'roadFacing' | 'featured' | 'documents'>>;

function isBound(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Whether a plot is one the public search with these filters finds (docs/product.md §5), in
 * memory: the one definition for whatever matches plots outside SQL (the Firestore store's search,
 * a saved search's alerts). It agrees with the SQLite store's search (store.contract.ts runs both
 * on the same cases): location an ASCII case-folded substring, as SQLite's LIKE with % and _
 * taken literally; price (the total, whole rupees) and area (sq ft) within inclusive bounds, a
 * missing or non-finite bound no bound; status, category and road facing equal; featured equal
 * when set; `documents: 'verified'` the plot's own title papers all checked.
 */
export function plotMatchesSearch(plot: SearchablePlot, filters: PlotSearchFilters): boolean {
  if (filters.status !== undefined && plot.status !== filters.status) return false;
  if (filters.category !== undefined && plot.category !== filters.category) return false;
  if (filters.roadFacing !== undefined && plot.roadFacing !== filters.roadFacing) return false;
  if (filters.featured !== undefined && plot.featured !== filters.featured) return false;
  if (filters.documents === 'verified' && !documentsVerified(plot.documents)) return false;
  if (isBound(filters.priceMin) && !(plot.price >= filters.priceMin)) return false;
  if (isBound(filters.priceMax) && !(plot.price <= filters.priceMax)) return false;
  if (isBound(filters.areaMin) && !(plot.area >= filters.areaMin)) return false;
  if (isBound(filters.areaMax) && !(plot.area <= filters.areaMax)) return false;
  if (filters.location && !foldAscii(plot.location).includes(foldAscii(filters.location))) return false;
  return true;
}
