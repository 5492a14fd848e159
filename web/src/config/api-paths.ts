import type { PlotCategory, PlotSort, PlotStatus, RoadFacing } from '@core/constants';
import type { FollowUpFilter } from '@core/lead-filter';
import type { LeadSourceFilter } from '@core/lead-status';
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
  sort?: PlotSort;
  page?: number;
  pageSize?: number;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * Every API path the SPA calls, in one place. A GET path is also its SWR key, so the code that
 * reads data and the mutation hooks that refresh it after a write agree on the keys by
 * construction. `apiKeys` names the groups a write invalidates.
 */
export const apiPaths = {
  regions: () => '/api/regions',
  plots: (query: PlotQuery) => withQuery('/api/plots', { ...query }),
  featuredPlots: (limit: number) => withQuery('/api/plots/featured', { limit }),
  /** One plot by its id or its page's path segment ({id}-{slug}, core/plot-path.ts). */
  plot: (segment: string) => `/api/plots/${id(segment)}`,
  blogs: () => '/api/blogs',
  blog: (blogId: string) => `/api/blogs/${id(blogId)}`,
  settings: () => '/api/settings',
  contact: () => '/api/contact',
  sellEnquiries: () => '/api/sell-enquiries',
  plotEnquiries: () => '/api/plot-enquiries',
  subscriptions: () => '/api/subscriptions',
  auth: {
    session: () => '/api/auth/session',
    login: () => '/api/auth/login',
    logout: () => '/api/auth/logout',
    forgotPassword: () => '/api/auth/forgot-password',
    resetPassword: () => '/api/auth/reset-password',
  },
  admin: {
    dashboard: () => '/api/admin/dashboard',
    /** The lead pipeline's figures (core/lead-figures.ts). */
    dashboardFigures: () => '/api/admin/dashboard/figures',
    plots: (query: PlotQuery) => withQuery('/api/admin/plots', { ...query }),
    newPlot: () => '/api/admin/plots',
    plot: (plotId: string) => `/api/admin/plots/${id(plotId)}`,
    plotStatus: (plotId: string) => `/api/admin/plots/${id(plotId)}/status`,
    uploads: () => '/api/admin/uploads',
    ventures: () => '/api/admin/ventures',
    venture: (ventureId: string) => `/api/admin/ventures/${id(ventureId)}`,
    /** The layout editor's read (venture, plan, shapes, plots with their enquiry counts) and its save (PUT, with the version loaded). */
    ventureLayout: (ventureId: string) => `/api/admin/ventures/${id(ventureId)}/layout`,
    ventureLayoutImage: (ventureId: string) => `/api/admin/ventures/${id(ventureId)}/layout-image`,
    /** A plot made from a shape (or an existing plot linked to it). */
    venturePlots: (ventureId: string) => `/api/admin/ventures/${id(ventureId)}/plots`,
    venturePlotStatuses: (ventureId: string) => `/api/admin/ventures/${id(ventureId)}/plot-statuses`,
    regions: () => '/api/admin/regions',
    region: (regionId: string) => `/api/admin/regions/${id(regionId)}`,
    blogs: () => '/api/admin/blogs',
    blog: (blogId: string) => `/api/admin/blogs/${id(blogId)}`,
    leads: () => '/api/admin/leads',
    lead: (leadId: string) => `/api/admin/leads/${id(leadId)}`,
    leadNotes: (leadId: string) => `/api/admin/leads/${id(leadId)}/notes`,
    /** The leads the board shows for a search and source, as a CSV file (a download, not an SWR key). */
    leadsExport: (search: string, source: LeadSourceFilter, followUp: FollowUpFilter = 'all') =>
      withQuery('/api/admin/leads/export.csv', { q: search.trim(), source: source === 'all' ? undefined : source, followUp: followUp === 'all' ? undefined : followUp }),
    subscribers: () => '/api/admin/subscribers',
    settings: () => '/api/admin/settings',
    /** The signed-in admin's own choice of mails. */
    notices: () => '/api/admin/notices',
    users: () => '/api/admin/users',
    user: (userId: string) => `/api/admin/users/${id(userId)}`,
    password: () => '/api/admin/password',
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
