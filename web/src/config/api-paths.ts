import type { PlotCategory, PlotSort, PlotStatus, RoadFacing } from '@core/constants';
import { withQuery } from '@/lib/api-client';

/** Query of GET /api/plots (and the admin list). Prices in whole rupees, areas in square feet. */
export interface PlotQuery {
  location?: string;
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  status?: PlotStatus | 'all';
  roadFacing?: RoadFacing | 'any';
  category?: PlotCategory;
  featured?: boolean;
  /** 'verified': only plots whose title papers we checked. */
  documents?: 'verified';
  sort?: PlotSort;
  page?: number;
  pageSize?: number;
}

/** A path segment from an id or a page's segment. */
export const id = (value: string) => encodeURIComponent(value);

/**
 * Every API path the SPA calls, in one place. A GET path is also its SWR key, so the code that
 * reads data and the mutation hooks that refresh it after a write agree on the keys by
 * construction. `apiKeys` names the groups a write invalidates. The back office's own paths are
 * in `admin-api-paths.ts`, so that no public page carries them.
 */
export const apiPaths = {
  regions: () => '/api/regions',
  plots: (query: PlotQuery) => withQuery('/api/plots', { ...query }),
  featuredPlots: (limit: number) => withQuery('/api/plots/featured', { limit }),
  /** One plot by its id or its page's path segment ({id}-{slug}, core/plot-path.ts). */
  plot: (segment: string) => `/api/plots/${id(segment)}`,
  /** Every venture, as /ventures lists them (VentureSummary[]). */
  ventures: () => '/api/ventures',
  /** One venture's page by its id or its path segment ({id}-{slug}, core/venture-path.ts). */
  venture: (segment: string) => `/api/ventures/${id(segment)}`,
  /** A village's page (VillagePage) by the slug of its name. */
  village: (slug: string) => `/api/villages/${id(slug)}`,
  /** The statuses of a venture's plots, which its open page asks for every VENTURE_POLL_SECONDS. */
  ventureAvailability: (ventureId: string) => `/api/ventures/${id(ventureId)}/availability`,
  blogs: () => '/api/blogs',
  blog: (blogId: string) => `/api/blogs/${id(blogId)}`,
  settings: () => '/api/settings',
  /** The rates of the full cost of buying (BuyingCostSettings) a plot page reckons with. */
  buyingCosts: () => '/api/buying-costs',
  contact: () => '/api/contact',
  sellEnquiries: () => '/api/sell-enquiries',
  plotEnquiries: () => '/api/plot-enquiries',
  subscriptions: () => '/api/subscriptions',
  /** The plot page's beacon (POST, text body, answers 204 to anything). */
  interest: () => '/api/interest',
  auth: {
    session: () => '/api/auth/session',
    login: () => '/api/auth/login',
    logout: () => '/api/auth/logout',
    forgotPassword: () => '/api/auth/forgot-password',
    resetPassword: () => '/api/auth/reset-password',
  },
} as const;

/** Matches an SWR key equal to one of the paths or below it (`/api/plots?…`, `/api/plots/…`). */
function under(...prefixes: string[]) {
  return (key: unknown): boolean =>
    typeof key === 'string' && prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`));
}

/** The groups of keys a write changes. */
export const apiKeys = {
  /** Everything a plot write changes: the admin list pages, the public lists and single plots, the dashboard. */
  plots: under('/api/admin/plots', '/api/plots', '/api/admin/dashboard'),
  /** Everything a venture write changes: the admin list and each venture's page and layout, the public venture pages. */
  ventures: under('/api/admin/ventures', '/api/ventures'),
  /** Every admin answer (dropped at logout, so the next admin on this device sees nothing of the last). */
  admin: under('/api/admin'),
} as const;
