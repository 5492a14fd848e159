import type { DocumentChecks } from '../core/document-checks';
import type { PlotData } from '../core/schemas/plot';
import type { PlotSearchQueryInput } from '../core/schemas/plot-search';

/**
 * One seeded set of plots and the searches that find them: the in-memory match
 * (core/plot-matches-search.test.ts) and every store's search (store.contract.ts) must find
 * exactly the plots each case names. Prices follow from area × price per sq yd (1,800 sq ft =
 * 200 sq yd).
 */

const day = '2026-11-01';
const titlePapers: DocumentChecks = { checked: { saleDeed: day, linkDocuments: day, encumbrance: day, passbook: day }, encumbranceYears: 30, note: '' };
const threePapers: DocumentChecks = { checked: { saleDeed: day, linkDocuments: day, encumbrance: day, rera: day }, encumbranceYears: 13, note: '' };

export const SEARCH_CASE_PLOTS = {
  // ₹50 L, 200 sq yd
  thullur: { location: 'Thullur', area: 1800, pricePerSqYard: 25_000, status: 'available', category: 'residential', roadFacing: 'East', featured: false },
  // ₹50 L, 100 sq yd
  junction: { location: 'Near THULLUR junction', area: 900, pricePerSqYard: 50_000, status: 'reserved', category: 'residential', roadFacing: 'North', featured: true, documents: titlePapers },
  // ₹2 Cr, 500 sq yd
  rayapudi: { location: 'Rayapudi', area: 4500, pricePerSqYard: 40_000, status: 'available', category: 'commercial', roadFacing: 'North-East', featured: true, documents: titlePapers },
  // ₹30 L, 300 sq yd
  percent: { location: 'Mandadam 100% clear', area: 2700, pricePerSqYard: 10_000, status: 'sold', category: 'open-plots', roadFacing: 'West', featured: false },
  // ₹1.452 Cr, an acre
  underscore: { location: 'Block_A Velagapudi', area: 43_560, pricePerSqYard: 3_000, status: 'available', category: 'agricultural', roadFacing: 'South', featured: false, documents: threePapers },
  // ₹60 L
  umlaut: { location: 'Ünguturu', area: 1800, pricePerSqYard: 30_000, status: 'available', category: 'houses', roadFacing: 'East', featured: false },
  // ₹30 L, 150 sq yd
  telugu: { location: 'తుళ్ళూరు', area: 1350, pricePerSqYard: 20_000, status: 'available', category: 'apartments', roadFacing: 'East', featured: true },
} as const satisfies Record<string, Partial<PlotData>>;

export type SearchCasePlot = keyof typeof SEARCH_CASE_PLOTS;
const ALL = Object.keys(SEARCH_CASE_PLOTS) as SearchCasePlot[];

export const SEARCH_CASES: readonly { name: string; query: PlotSearchQueryInput; finds: readonly SearchCasePlot[] }[] = [
  { name: 'no filter', query: {}, finds: ALL },
  { name: 'location, any case', query: { location: 'thullur' }, finds: ['thullur', 'junction'] },
  { name: 'location inside a word, across a space', query: { location: 'LUR J' }, finds: ['junction'] },
  { name: 'location % taken literally', query: { location: '%' }, finds: ['percent'] },
  { name: 'location _ taken literally', query: { location: 'k_a' }, finds: ['underscore'] },
  { name: 'location: only ASCII letters fold', query: { location: 'ü' }, finds: [] },
  { name: 'location: a letter beyond ASCII as written', query: { location: 'Ün' }, finds: ['umlaut'] },
  { name: 'location in Telugu', query: { location: 'తుళ్ళూ' }, finds: ['telugu'] },
  { name: 'least price, inclusive', query: { priceMin: 5_000_000 }, finds: ['thullur', 'junction', 'rayapudi', 'underscore', 'umlaut'] },
  { name: 'most price, inclusive', query: { priceMax: 5_000_000 }, finds: ['thullur', 'junction', 'percent', 'telugu'] },
  { name: 'both price bounds', query: { priceMin: 5_000_001, priceMax: 14_520_000 }, finds: ['underscore', 'umlaut'] },
  { name: 'both area bounds, inclusive', query: { areaMin: 1800, areaMax: 4500 }, finds: ['thullur', 'rayapudi', 'percent', 'umlaut'] },
  { name: 'an area nothing has', query: { areaMax: 899 }, finds: [] },
  { name: 'blank and non-numeric bounds ignored', query: { priceMin: '', areaMin: 'abc' }, finds: ALL },
  { name: 'status', query: { status: 'available' }, finds: ['thullur', 'rayapudi', 'underscore', 'umlaut', 'telugu'] },
  { name: 'status all', query: { status: 'all' }, finds: ALL },
  { name: 'category', query: { category: 'commercial' }, finds: ['rayapudi'] },
  { name: 'road facing exactly', query: { roadFacing: 'North' }, finds: ['junction'] },
  { name: 'road facing any', query: { roadFacing: 'any' }, finds: ALL },
  { name: 'featured', query: { featured: 'true' }, finds: ['junction', 'rayapudi', 'telugu'] },
  { name: 'not featured', query: { featured: 'false' }, finds: ['thullur', 'percent', 'underscore', 'umlaut'] },
  { name: 'documents verified: all four title papers', query: { documents: 'verified' }, finds: ['junction', 'rayapudi'] },
  { name: 'documents any', query: { documents: 'any' }, finds: ALL },
  {
    name: 'every filter at once',
    query: { location: 'a', status: 'available', priceMin: 100, priceMax: 20_000_000, areaMin: 1, areaMax: 5000, category: 'commercial', roadFacing: 'North-East', featured: 'true', documents: 'verified' },
    finds: ['rayapudi'],
  },
];
