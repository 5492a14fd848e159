/** Every business constant of docs/product.md §9, plus the enumerations the domain uses. */

export const SQ_FT_PER_SQ_YD = 9;
export const CRORE = 10_000_000;
export const LAKH = 100_000;

/** Price colour bands, by the average of min and max per square yard. */
export const PRICE_BAND_MEDIUM_FROM = 45_000;
export const PRICE_BAND_HIGH_FROM = 55_000;

export const HERO_LAUNCH_DELAY_MS = 500;
export const HERO_MIN_HEIGHT_PX = 600;

export const NAVBAR_SCROLL_THRESHOLD_PX = 100;
export const ADMIN_SCROLL_THRESHOLD_PX = 50;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Image types an admin may upload, judged by their bytes (docs/security.md). SVG is never one of them. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const RECENT_LEADS_LIMIT = 5;
export const RECENT_LEADS_MAX_HEIGHT_PX = 400;

export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_PLOTS_PAGE_DURATION_MS = 3000;
export const TOAST_MAX_VISIBLE = 20;


/** Featured plot count by window width (§9): 12 at ≥1280, 9 at ≥1024, 6 at ≥768, else 4; 6 before the width is known. */
export const FEATURED_BREAKPOINTS = [
  { minWidth: 1280, count: 12 },
  { minWidth: 1024, count: 9 },
  { minWidth: 768, count: 6 },
] as const;
export const FEATURED_COUNT_SMALL = 4;
export const FEATURED_COUNT_INITIAL = 6;
export const FEATURED_MAX = 12;

export const PLOT_CATEGORIES = [
  'residential',
  'commercial',
  'open-plots',
  'agricultural',
  'houses',
  'apartments',
] as const;
export type PlotCategory = (typeof PLOT_CATEGORIES)[number];

export const PLOT_CATEGORY_LABELS: Record<PlotCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  'open-plots': 'Open Plots',
  agricultural: 'Agricultural',
  houses: 'Houses',
  apartments: 'Apartments',
};

export function isPlotCategory(value: string | undefined): value is PlotCategory {
  return (PLOT_CATEGORIES as readonly string[]).includes(value ?? '');
}

export const PLOT_TYPES = ['Residential', 'Commercial'] as const;
export type PlotType = (typeof PLOT_TYPES)[number];

/**
 * Where a plot stands (docs/product.md §3): for sale; held for a buyer until a day
 * (`reservedUntil`: the reservation schedule returns it to available after that day); booked with
 * an advance; sold; or not for sale at all (a road's leftover, a dispute). Only `available` counts
 * as available anywhere a visitor filters or counts.
 */
export const PLOT_STATUSES = ['available', 'reserved', 'booked', 'sold', 'not-for-sale'] as const;
export type PlotStatus = (typeof PLOT_STATUSES)[number];

export const ROAD_FACINGS = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const;
export type RoadFacing = (typeof ROAD_FACINGS)[number];

export const PRICE_UNITS = ['lakhs', 'crores'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const PLOT_SORTS = ['newest', 'price-asc', 'price-desc', 'area-asc', 'area-desc'] as const;
export type PlotSort = (typeof PLOT_SORTS)[number];

export const PLOTS_PAGE_SIZE_DEFAULT = 12;
export const PLOTS_PAGE_SIZE_MAX = 48;
/** The admin plot list may ask for bigger pages than visitors (docs/api.md: pageSize ≤ 100). */
export const ADMIN_PLOTS_PAGE_SIZE_MAX = 100;

/** Length caps for free text (input hygiene, docs/security.md). */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_SHORT_TEXT = 200;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const MAX_BLOG_CONTENT_LENGTH = 50_000;

/** Photos per plot (the first is the cover). */
export const PLOT_IMAGES_MAX = 12;

/** Who approved the layout: the capital region's authority or the state's town planning. */
export const LAYOUT_AUTHORITIES = ['APCRDA', 'DTCP'] as const;
export type LayoutAuthority = (typeof LAYOUT_AUTHORITIES)[number];

/** The AP RERA site, linked next to every registration number. */
export const AP_RERA_URL = 'https://rera.ap.gov.in';

/** Area units people here talk in; plots store square feet (`area`), rates are per square yard. */
export const AREA_UNITS = ['sqyd', 'sqft', 'cents', 'acres'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const SQ_YD_PER_CENT = 48.4;
export const SQ_YD_PER_ACRE = 4840;

/** The comparison tray holds this many plots; a comparison needs at least the minimum. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Map tiles: OpenStreetMap's by default (site settings may name another server). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** A site visit's day: one of this many days, today (India time) being the first. */
export const VISIT_DAYS = 14;
/** The parts of the day a visitor can pick for a site visit. */
export const VISIT_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
/** The longest note an admin can add to a lead, in characters. */
export const LEAD_NOTE_MAX_LENGTH = 2000;

/** The campaign tags of a visit's address (`?utm_source=…`) a lead keeps (docs/product.md §3). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** The longest utm tag kept, in characters. */
export const UTM_TAG_MAX = 100;
