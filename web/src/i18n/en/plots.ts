import type { PlotCategory, PlotSort } from '@core/constants';

/**
 * The plot search and the featured plots (home page sections; the featured ones on the
 * investment page too) and the listings (/properties, /buy/{category}): filters, sorting, the map
 * view and their summaries. Category names, plot facts and statuses are in `common`.
 */
export default {
  /** A plot of a listing as search engines read it (the ItemList): 'Plot 12, Thullur — ₹45 L'. */
  itemName: (title: string, location: string, price: string) => `${title}, ${location} — ${price}`,
  actions: { clear: 'Clear', search: 'Search' },
  filters: {
    location: 'Location',
    locationPlaceholder: 'e.g. Thullur, Mangalagiri',
    priceHint: '25 = ₹25 lakh · 100 = ₹1 crore',
    roadFacing: 'Road Facing',
    anyFacing: 'Any',
    documentsVerified: 'Documents verified',
    documentsVerifiedHint: 'Sale deed, link documents, EC and passbook checked by us',
  },
  search: {
    kicker: 'Plot search',
    heading: 'Find a plot that fits your plans',
    intro: 'Search by village, budget, size and road facing. Leave a field empty to include everything.',
    formLabel: 'Plot search',
    searching: 'Searching…',
    results: (total: number) => `Search Results (${total} plots found)`,
    failed: (reason: string) => `We could not search the plots. ${reason}`,
    emptyHint: 'Try a wider price or area range, or another location.',
    shown: (shown: number, total: number) => `Showing ${shown} of ${total} plots`,
    moreFailed: 'We could not load more plots.',
    loadMore: 'Load more',
    loadingPlots: 'Loading plots',
  },
  featured: {
    kicker: 'Available now',
    heading: 'Featured Properties',
    intro: 'Hand-picked plots that are available now.',
    failed: 'We could not load the featured properties.',
    loading: 'Loading featured properties',
  },
  listing: {
    filters: 'Filters',
    formLabel: 'Filter plots',
    none: 'No plots to show',
    /** The summary above the results; its numbers are shown in bold. */
    showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total} plots`,
    loading: 'Loading plots…',
    loadingPlots: 'Loading plots',
    viewLabel: 'Show results as',
    views: { list: 'List', map: 'Map' },
    sortBy: 'Sort by',
    sorts: {
      newest: 'Newest first',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      'area-asc': 'Area: small to large',
      'area-desc': 'Area: large to small',
    } satisfies Record<PlotSort, string>,
    failed: (reason: string) => `We could not load the plots. ${reason}`,
    pastEnd: 'This page is past the end of the results.',
    emptyHint: 'Try a wider price or area range, or clear the filters.',
    clearFilters: 'Clear filters',
    refreshFailed: 'We could not refresh the plots.',
  },
  map: {
    label: (count: number) => `Map of ${count} ${count === 1 ? 'plot' : 'plots'}`,
    noneOnMap: 'None of these plots has a location on the map yet.',
    withoutLocation: (count: number) =>
      `${count} ${count === 1 ? 'plot has' : 'plots have'} no location yet and ${count === 1 ? 'is' : 'are'} not on the map.`,
    firstOf: (shown: number, total: number) => `The map shows the first ${shown} of ${total} plots: narrow the filters to see the others.`,
    asList: (count: number) => `Plots on this map as a list (${count})`,
  },
  properties: {
    title: 'Properties for sale in Amaravati',
    description:
      'Plots, land, houses and apartments for sale across the Amaravati capital region, with prices per square yard, area, road facing and status.',
    lead: 'Plots, land, houses and apartments across the capital region. Filter by village, budget, size and road facing.',
    breadcrumb: 'Properties',
  },
  buy: {
    pages: {
      residential: {
        title: 'Residential plots for sale',
        intro: 'Plots in approved layouts for building your home, from the core capital villages to the growing outskirts.',
      },
      commercial: {
        title: 'Commercial plots for sale',
        intro: 'Plots on main roads and junctions for shops, offices and showrooms in the capital region.',
      },
      'open-plots': {
        title: 'Open plots for sale',
        intro: 'Open, ready-to-register plots you can hold or build on when you are ready.',
      },
      agricultural: {
        title: 'Agricultural land for sale',
        intro: 'Farm land around Amaravati, priced per square yard and per acre.',
      },
      houses: {
        title: 'Houses for sale',
        intro: 'Independent houses and villas in and around the capital region.',
      },
      apartments: {
        title: 'Apartments for sale',
        intro: 'Flats in Mangalagiri, Tadepalli and the capital villages.',
      },
    } satisfies Record<PlotCategory, { title: string; intro: string }>,
    metaTitle: (title: string) => `${title} in Amaravati`,
    metaDescription: (intro: string) => `${intro} Prices per square yard, area, road facing and status for every plot.`,
    unknown: 'We do not list that kind of property.',
    unknownMessage: 'We do not list that kind of property. Choose one of these:',
    browseAll: 'Browse all properties',
    otherTypes: 'Other property types',
  },
};
