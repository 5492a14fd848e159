import {
  LAKH,
  PLOTS_PAGE_SIZE_MAX,
  type PlotCategory,
  PLOT_SORTS,
  PLOT_STATUSES,
  ROAD_FACINGS,
  type PlotSort,
  type PlotStatus,
  type RoadFacing,
} from '@core/constants';
import type { SavedSearchInput } from '@core/schemas/saved-search';
import type { PlotQuery } from '@/config/api-paths';

/**
 * The plot filters as typed, for the public search and listings and the admin plot list alike.
 * Prices are typed in lakhs (what people here say) and sent to the API in rupees; areas in square
 * feet. Blank or non-numeric bounds are ignored (docs/product.md §5).
 */
export interface PlotFilterValues {
  location: string;
  priceMin: string;
  priceMax: string;
  areaMin: string;
  areaMax: string;
  status: PlotStatus | 'all';
  roadFacing: RoadFacing | 'any';
  /** Only plots whose title papers we checked (`documents=verified`; core/document-checks.ts). */
  documentsVerified: boolean;
}

/**
 * The status filter's choices: 'all' (no filter), then every status; a status means that status
 * only ('available' leaves out reserved and booked plots too). Their words are in the `parts` dictionary.
 */
export const STATUS_FILTER_VALUES = ['all', ...PLOT_STATUSES] as const satisfies readonly PlotFilterValues['status'][];

export const EMPTY_FILTERS: PlotFilterValues = {
  location: '',
  priceMin: '',
  priceMax: '',
  areaMin: '',
  areaMax: '',
  status: 'all',
  roadFacing: 'any',
  documentsVerified: false,
};

/** A non-negative number from what was typed ('25', '1,200', ' 7.5 '), or undefined. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (!cleaned) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function lakhsToRupees(text: string): number | undefined {
  const lakhs = parseAmount(text);
  return lakhs === undefined ? undefined : Math.round(lakhs * LAKH);
}

function rupeesToLakhsText(rupees: number | undefined): string {
  return rupees === undefined ? '' : String(Math.round((rupees / LAKH) * 100) / 100);
}

export function filtersToQuery(values: PlotFilterValues): PlotQuery {
  const areaMin = parseAmount(values.areaMin);
  const areaMax = parseAmount(values.areaMax);
  return {
    location: values.location.trim() || undefined,
    priceMin: lakhsToRupees(values.priceMin),
    priceMax: lakhsToRupees(values.priceMax),
    areaMin: areaMin === undefined ? undefined : Math.round(areaMin),
    areaMax: areaMax === undefined ? undefined : Math.round(areaMax),
    status: values.status === 'all' ? undefined : values.status,
    roadFacing: values.roadFacing === 'any' ? undefined : values.roadFacing,
    documents: values.documentsVerified ? 'verified' : undefined,
  };
}

function isStatus(value: string | null): value is PlotStatus {
  return (PLOT_STATUSES as readonly string[]).includes(value ?? '');
}
function isRoadFacing(value: string | null): value is RoadFacing {
  return (ROAD_FACINGS as readonly string[]).includes(value ?? '');
}
export function isSort(value: string | null): value is PlotSort {
  return (PLOT_SORTS as readonly string[]).includes(value ?? '');
}

function numberParam(params: URLSearchParams, name: string): number | undefined {
  return parseAmount(params.get(name) ?? '');
}

/** The listing pages keep the filters in the URL, with the API's own names and units (rupees). */
export function filtersFromSearchParams(params: URLSearchParams): PlotFilterValues {
  const status = params.get('status');
  const roadFacing = params.get('roadFacing');
  const areaMin = numberParam(params, 'areaMin');
  const areaMax = numberParam(params, 'areaMax');
  return {
    location: params.get('location') ?? '',
    priceMin: rupeesToLakhsText(numberParam(params, 'priceMin')),
    priceMax: rupeesToLakhsText(numberParam(params, 'priceMax')),
    areaMin: areaMin === undefined ? '' : String(areaMin),
    areaMax: areaMax === undefined ? '' : String(areaMax),
    status: isStatus(status) ? status : 'all',
    roadFacing: isRoadFacing(roadFacing) ? roadFacing : 'any',
    documentsVerified: params.get('documents') === 'verified',
  };
}

export function filtersToSearchParams(values: PlotFilterValues, extra: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filtersToQuery(values), ...extra })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** How many filters differ from the defaults (shown on the mobile "Filters" toggle). */
export function activeFilterCount(values: PlotFilterValues): number {
  return Object.values(filtersToQuery(values)).filter((value) => value !== undefined).length;
}

/** Whether any filter narrows the list (decides which empty-state text shows). */
export function hasActiveFilters(values: PlotFilterValues): boolean {
  return activeFilterCount(values) > 0;
}

/** Plots per page of the listings (/properties, /buy/{category}). */
export const LISTING_PAGE_SIZE = 12;

/**
 * The API query of a listing page from its URL: the filters, the sort and the page the URL holds,
 * and the page's category. The page and the server renderer both build it here, so they ask for
 * the same key.
 */
function listingQuery(params: URLSearchParams, category?: PlotCategory): PlotQuery {
  const sortParam = params.get('sort');
  return {
    ...filtersToQuery(filtersFromSearchParams(params)),
    category,
    sort: isSort(sortParam) ? sortParam : 'newest',
    page: listingPage(params),
    pageSize: LISTING_PAGE_SIZE,
  };
}

/** A listing shows its results as cards or on a map (`?view=map`). */
export type ListingView = 'list' | 'map';
export function listingView(params: URLSearchParams): ListingView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

/** The map view's read: the same filters and order, the first PLOTS_PAGE_SIZE_MAX results in one page. */
function listingMapQuery(params: URLSearchParams, category?: PlotCategory): PlotQuery {
  return { ...listingQuery(params, category), page: 1, pageSize: PLOTS_PAGE_SIZE_MAX };
}

/** The reads a listing page renders with: its page of cards, or the map's plots. */
export function listingReads(params: URLSearchParams, category?: PlotCategory): PlotQuery {
  return listingView(params) === 'map' ? listingMapQuery(params, category) : listingQuery(params, category);
}

/** The page number a listing URL asks for (1 when absent or nonsense). */
export function listingPage(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page')) || 1));
}

/**
 * The filters of a plot query as a saved search ("Email me new plots like these"): the search's
 * own filters (core/schemas/saved-search.ts), without sort, paging or status, and the venture
 * whose page it was made on.
 */
export function savedSearchOf(query: PlotQuery, ventureId?: string): SavedSearchInput {
  const { location, priceMin, priceMax, areaMin, areaMax, roadFacing, category, documents } = query;
  const search: SavedSearchInput = { location, priceMin, priceMax, areaMin, areaMax, roadFacing, category, documents, ventureId };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== 'any')) as SavedSearchInput;
}
