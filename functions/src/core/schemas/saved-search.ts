import { z } from 'zod';
import { MAX_SHORT_TEXT } from '../constants';
import { messageKey } from '../message-key';
import { plotSearchQuerySchema } from './plot-search';

/**
 * The filters of "Email me new plots like these": the public search's own fields (location, price
 * and area bounds, road facing, category, documents), parsed by the same rules, plus the venture
 * whose page it was made on. Unlike the search, which ignores a bound it cannot read, a saved search
 * refuses it (422 naming the filter): the visitor would otherwise follow something else than they see.
 * Sort, paging, status and featured are not filters of an alert (a new plot is always available).
 */
const SEARCH_FILTERS = plotSearchQuerySchema.pick({
  location: true,
  priceMin: true,
  priceMax: true,
  areaMin: true,
  areaMax: true,
  roadFacing: true,
  category: true,
  documents: true,
}).shape;

/** A bound that is blank or a number from 0 up: anything else is named, then read by the search's own rule. */
function readableBound<T extends z.ZodType>(field: T) {
  return z
    .unknown()
    .optional()
    .refine((value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || ((typeof value === 'string' || typeof value === 'number') && isBound(Number(value))), messageKey('searchFilterInvalid'))
    .pipe(field);
}

function isBound(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

export const savedSearchSchema = z
  .strictObject({
    ...SEARCH_FILTERS,
    priceMin: readableBound(SEARCH_FILTERS.priceMin),
    priceMax: readableBound(SEARCH_FILTERS.priceMax),
    areaMin: readableBound(SEARCH_FILTERS.areaMin),
    areaMax: readableBound(SEARCH_FILTERS.areaMax),
    ventureId: z
      .string()
      .trim()
      .max(MAX_SHORT_TEXT)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((search) => search.priceMin === undefined || search.priceMax === undefined || search.priceMin <= search.priceMax, {
    message: messageKey('searchBoundsReversed'),
    path: ['priceMax'],
  })
  .refine((search) => search.areaMin === undefined || search.areaMax === undefined || search.areaMin <= search.areaMax, {
    message: messageKey('searchBoundsReversed'),
    path: ['areaMax'],
  });
export type SavedSearchInput = z.input<typeof savedSearchSchema>;
type ParsedSavedSearch = z.output<typeof savedSearchSchema>;
/** A saved search as stored and compared: only the filters that are set. */
export type SavedSearch = { [K in keyof ParsedSavedSearch]?: Exclude<ParsedSavedSearch[K], undefined> };

/** The order a saved search's filters are written in (its key, its words). */
const SAVED_SEARCH_FIELDS = ['location', 'category', 'priceMin', 'priceMax', 'areaMin', 'areaMax', 'roadFacing', 'documents', 'ventureId'] as const satisfies readonly (keyof SavedSearch)[];

/** The filters that are set, in a fixed order: what is stored and compared. */
export function compactSavedSearch(search: ParsedSavedSearch | SavedSearch): SavedSearch {
  const compact: Record<string, unknown> = {};
  for (const field of SAVED_SEARCH_FIELDS) if (search[field] !== undefined) compact[field] = search[field];
  return compact as SavedSearch;
}
