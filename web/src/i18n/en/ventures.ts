import type { LayoutAuthority, PlotStatus } from '@core/constants';
import type { LayoutAreaKind, VentureSaleStatus } from '@core/venture-constants';

/**
 * The words of the venture pages: /ventures (every venture) and /ventures/{id}-{slug} (one
 * venture: its layout plan, its plots' statuses, the panel of a tapped plot, the highlight
 * filters and the enquiry naming the chosen plots). The enquiry's visit fields and the photo
 * gallery speak with the plot page's words (`plotPage`), plot facts with `parts`.
 */
const opensInNewTab = ' (opens in a new tab)';

export default {
  saleStatuses: { upcoming: 'Upcoming', selling: 'Selling now', 'sold-out': 'Sold out' } satisfies Record<VentureSaleStatus, string>,
  statuses: {
    available: 'Available',
    reserved: 'Reserved',
    booked: 'Booked',
    sold: 'Sold',
    'not-for-sale': 'Not for sale',
  } satisfies Record<PlotStatus, string>,
  areaKinds: {
    road: 'Road',
    park: 'Park',
    amenity: 'Amenity',
    temple: 'Temple site',
    water: 'Water',
    other: 'Open space',
  } satisfies Record<LayoutAreaKind, string>,
  /** '32 of 120 plots available'. */
  plotsAvailable: (available: number, total: number) => `${available} of ${total} plots available`,
  approvals: {
    heading: 'Approvals',
    layoutPermit: (authority: LayoutAuthority) => `${authority} layout permit`,
    permitNumber: (number: string) => `LP No. ${number}`,
    rera: 'AP RERA number',
    verify: 'Verify on AP RERA',
    opensInNewTab,
    none: 'Approval details of this venture are available on request: ask us below.',
  },
  list: {
    title: 'Ventures',
    metaTitle: 'Ventures in Amaravati: approved layouts and their free plots',
    description: 'Approved layouts (ventures) in the Amaravati capital region with their APCRDA or DTCP layout permit, AP RERA number and how many plots are still available today.',
    lead: 'Approved layouts in the capital region: their approvals, and how many plots are still free today.',
    loading: 'Loading ventures…',
    loadFailed: 'The ventures could not be loaded.',
    empty: 'No ventures listed yet',
    emptyHint: 'New layouts appear here as they open for sale. Meanwhile, browse every plot.',
    browsePlots: 'Browse plots',
    viewLayout: 'View layout',
    /** A venture in the JSON-LD list: 'Green Meadows, Thullur'. */
    itemName: (name: string, village: string) => (village ? `${name}, ${village}` : name),
  },
  page: {
    loading: 'Loading venture…',
    loadFailed: {
      heading: 'We could not load this venture',
      text: 'Check your connection and try again.',
      retry: 'Try again',
    },
    notFoundTitle: 'Venture not found',
    allVentures: 'All ventures',
    otherVentures: 'Ventures you can see',
    breadcrumb: 'Breadcrumb',
    facts: 'Venture details',
    village: 'Village',
    developer: 'Developer',
    extent: 'Total extent',
    acres: (acres: number) => `${acres} acres`,
    plots: 'Plots',
    saleStatus: 'Sale status',
    amenities: 'Amenities',
    about: 'About this venture',
    photos: 'Photos',
    location: 'Location',
    mapLabel: (name: string) => `Map: ${name}`,
  },
  layout: {
    heading: 'Layout plan',
    label: (name: string) => `Layout plan of ${name}`,
    noPlan: 'The layout plan of this venture will be shown here soon. Ask us which plots are free.',
    live: (seconds: number) => `Live: statuses update every ${seconds} seconds`,
    /** A plot's link on the plan: 'Plot 27, 200 sq.yd, East, Available'. */
    plotName: ({ number, area, facing, status }: { number: string; area: string; facing: string; status: string }) =>
      [`Plot ${number}`, area, facing, status].filter(Boolean).join(', '),
    legend: 'Plots by status',
    controls: 'Zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Reset view',
    hint: 'Tap a plot for its details. Pinch or Ctrl + scroll to zoom, drag to move; arrow keys move too.',
  },
  filters: {
    heading: 'Highlight plots',
    availableOnly: 'Available only',
    areaMin: (unit: string) => `Min area (${unit})`,
    areaMax: (unit: string) => `Max area (${unit})`,
    facing: 'Facing',
    anyFacing: 'Any facing',
    clear: 'Clear',
    matching: (count: number, total: number) => `${count} of ${total} plots match`,
  },
  panel: {
    prompt: 'Tap a plot on the layout to see its area, price and status.',
    title: (number: string) => `Plot ${number}`,
    rate: 'Rate',
    price: 'Price',
    reservedUntil: (day: string) => `Reserved until ${day}`,
    enquire: 'Enquire',
    inEnquiry: 'In your enquiry',
    openPage: 'Open plot page',
    close: 'Close plot details',
  },
  enquiry: {
    heading: 'Enquire about this venture',
    lead: (venture: string) => `Ask about ${venture} and the plots you picked: we will call you back.`,
    plots: 'Plots you are asking about',
    none: 'No plot picked yet: tap a plot on the layout and choose Enquire.',
    remove: (number: string) => `Remove plot ${number} from the enquiry`,
    tooMany: (max: number) => `You can ask about up to ${max} plots at once.`,
  },
  meta: {
    title: (name: string, village: string) => (village ? `${name}, ${village}: layout plan and available plots` : `${name}: layout plan and available plots`),
    description: ({ name, village, available, total, approvals }: { name: string; village: string; available: number; total: number; approvals: string }) =>
      `${name}${village ? ` in ${village}` : ''}: ${available} of ${total} plots available today, on the layout plan.${approvals ? ` ${approvals}.` : ''}`,
    imageAlt: (name: string) => `Layout plan of ${name}, its plots coloured by availability`,
  },
};
