import { PRICE_BAND_HIGH_FROM, PRICE_BAND_MEDIUM_FROM } from '@core/constants';
import { formatRupees, type PriceBand } from '@core/price';

/**
 * The regional prices: the pricing table (the home page's section, the investment page) and the
 * investment page's summary of it.
 */
const medium = formatRupees(PRICE_BAND_MEDIUM_FROM);
const high = formatRupees(PRICE_BAND_HIGH_FROM);

export default {
  live: 'Live prices',
  heading: 'Amaravati Property Pricing',
  lead: 'Current land rates village by village, for residential and commercial plots.',
  searchLabel: 'Search regions',
  searchPlaceholder: 'Search regions...',
  perSqYdNote: 'All prices are per square yard (sq.yd).',
  bandNote: 'Each range is coloured by the average of its minimum and maximum.',
  loadFailed: 'We could not load the regional prices.',
  loading: 'Loading regional prices',
  noMatch: (search: string) => `No regions match “${search}”`,
  noMatchHint: 'Try another village name, or clear the search.',
  empty: 'No regional prices yet',
  emptyHint: 'Please check back soon.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} regions`,
  showAll: (count: number) => `Show all ${count} regions`,
  showFewer: 'Show fewer regions',
  columns: { region: 'Region', residential: 'Residential', commercial: 'Commercial' },
  /** A village's ventures, under its name. */
  ventures: 'Ventures',
  /** After the price columns' names in the table's header. */
  perSqYdColumn: '(₹/sq.yd)',
  caption: 'Price per square yard by region. Column headers are buttons that sort the table.',
  sortBy: 'Sort by',
  /** Read after the active sort button's name. */
  sortDirection: { asc: ', ascending', desc: ', descending' },
  legendHeading: 'Price bands:',
  legendLabel: 'Price band legend',
  bands: {
    low: { name: 'Low', range: `Below ${medium} / sq.yd`, spoken: ' per sq.yd, low price band' },
    medium: { name: 'Medium', range: `${medium} – ${high} / sq.yd`, spoken: ' per sq.yd, medium price band' },
    high: { name: 'High', range: `${high}+ / sq.yd`, spoken: ' per sq.yd, high price band' },
  } satisfies Record<PriceBand, { name: string; range: string; spoken: string }>,
  summary: {
    rangeToday: 'Residential range today',
    across: (count: number) => `per sq.yd across ${count} villages of the capital region`,
    affordable: 'Most affordable entry points',
    premium: 'Premium locations',
    /** Around a village's lowest price ('from ₹24,000/sq.yd'); `before` or `after` may be empty. */
    from: { before: 'from ', after: '/sq.yd' },
    /** Around a village's highest price ('up to ₹75,000/sq.yd'). */
    upTo: { before: 'up to ', after: '/sq.yd' },
  },
};
