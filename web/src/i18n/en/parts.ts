import type { PlotStatus, PlotType, RoadFacing } from '@core/constants';

/**
 * The words of parts several pages share, but not every page: plot cards, filters, pagination,
 * maps and form fields. Loaded with the pages and sections that show them (the home page's first
 * screen shows none).
 */
/** As in `common` (each file of words stands alone, so a page loads only what it shows). */
const opensInNewTab = ' (opens in a new tab)';

export default {
  plot: {
    noImage: 'No image available',
    photoAlt: (title: string, location: string) => `${title}, ${location}`,
    typeBadge: (type: string) => `${type} Property`,
    types: { Residential: 'Residential', Commercial: 'Commercial' } satisfies Record<PlotType, string>,
    facings: {
      North: 'North',
      South: 'South',
      East: 'East',
      West: 'West',
      'North-East': 'North-East',
      'North-West': 'North-West',
      'South-East': 'South-East',
      'South-West': 'South-West',
    } satisfies Record<RoadFacing, string>,
    share: (title: string) => `Share ${title}`,
    saveFavourite: (title: string) => `Save ${title} to favourites`,
    /** Where a plot stands (docs/product.md §3); a reserved one says until when (`reservedUntil`). */
    statuses: { available: 'Available', reserved: 'Reserved', booked: 'Booked', sold: 'Sold', 'not-for-sale': 'Not for sale' } satisfies Record<PlotStatus, string>,
    reservedUntil: (day: string) => `Reserved until ${day}`,
    area: 'Area',
    roadWidth: 'Road Width',
    metres: (value: number) => `${value} m`,
    facing: 'Facing',
    status: 'Status',
    approvals: 'Approvals: ',
    /** The link to a plot's venture: 'Plot 27 of Green Meadows'. */
    ofVenture: (number: string, venture: string) => `Plot ${number} of ${venture}`,
    features: 'Features',
    moreFeatures: (count: number) => `+${count} more`,
    perSqYd: '/sq.yd',
    viewMap: 'View Map',
    viewMapFor: (title: string) => `: ${title}${opensInNewTab}`,
    bookNow: 'Book Now',
    bookNowFor: (title: string) => `: ${title} on WhatsApp${opensInNewTab}`,
    compare: 'Compare',
    inCompare: 'In compare',
    shareTitle: 'Property Listing',
    copyFailed: 'Could not copy the details. Please copy the page address instead.',
  },
  areaUnit: { legend: 'Show areas in', label: 'Area in' },
  filters: {
    priceLegend: 'Price (₹ lakhs)',
    priceMin: 'Minimum price in lakhs',
    priceMax: 'Maximum price in lakhs',
    areaLegend: 'Area (sq.ft)',
    areaMin: 'Minimum area in square feet',
    areaMax: 'Maximum area in square feet',
    min: 'Min',
    max: 'Max',
    status: 'Status',
    statuses: {
      all: 'All',
      available: 'Available',
      reserved: 'Reserved',
      booked: 'Booked',
      sold: 'Sold',
      'not-for-sale': 'Not for sale',
    } satisfies Record<PlotStatus | 'all', string>,
  },
  pagination: { label: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page ', pageNumber: (page: number) => `Page ${page}` },
  map: {
    loading: 'Loading the map…',
    failed: 'The map could not load.',
    tryAgain: 'Try again',
    viewPlot: 'View plot',
    noLocation: 'Location not shared yet',
    askDirections: 'Ask us for directions: we will share the exact location.',
    label: (title: string, location: string) => `Map: ${title}, ${location}`,
    directions: 'Directions',
    directionsTo: (title: string) => ` to ${title}${opensInNewTab}`,
  },
  forms: {
    optional: '(optional)',
    name: 'Name',
    phone: 'Phone Number',
    phoneHint: '10-digit mobile number',
    email: 'Email',
    honeypot: 'Website',
  },
};
