import type { FollowUpFilter } from '@core/lead-filter';
import type { LeadSourceFilter } from '@core/lead-status';
import { withQuery } from '@/lib/api-client';
import { id, type PlotQuery } from './api-paths';

/** Every API path of the back office (under /api/admin), apart from the public ones: no public page loads them. */
export const adminApiPaths = {
  dashboard: () => '/api/admin/dashboard',
  /** The lead pipeline's figures (core/lead-figures.ts). */
  dashboardFigures: () => '/api/admin/dashboard/figures',
  plots: (query: PlotQuery) => withQuery('/api/admin/plots', { ...query }),
  newPlot: () => '/api/admin/plots',
  plot: (plotId: string) => `/api/admin/plots/${id(plotId)}`,
  plotStatus: (plotId: string) => `/api/admin/plots/${id(plotId)}/status`,
  /** A plot's status changes, oldest first (who, when, from → to). */
  plotStatusHistory: (plotId: string) => `/api/admin/plots/${id(plotId)}/status-history`,
  /** The bin: its list (GET) and "Empty bin" (DELETE). */
  bin: () => '/api/admin/bin',
  /** One item of the bin: deleted for good (DELETE). */
  binItem: (kind: string, itemId: string) => `/api/admin/bin/${id(kind)}/${id(itemId)}`,
  binRestore: (kind: string, itemId: string) => `/api/admin/bin/${id(kind)}/${id(itemId)}/restore`,
  /** The activity trail, newest first: its filters and the cursor of the page after the last one read. */
  activity: (query: { admin?: string; kind?: string; item?: string; day?: string; cursor?: string }) => withQuery('/api/admin/activity', { ...query }),
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
  regionPriceHistory: (regionId: string) => `/api/admin/regions/${id(regionId)}/price-history`,
  regionPriceCorrection: (regionId: string, entryId: string) => `/api/admin/regions/${id(regionId)}/price-history/${id(entryId)}/correction`,
  blogs: () => '/api/admin/blogs',
  blog: (blogId: string) => `/api/admin/blogs/${id(blogId)}`,
  /** How many confirmed news subscribers a post sent now would go to. */
  blogNewsRecipients: () => '/api/admin/blogs/news-recipients',
  /** A post's mail to the news subscribers: its progress (GET) and "Send to news subscribers" (POST). */
  blogNewsMail: (blogId: string) => `/api/admin/blogs/${id(blogId)}/news-mail`,
  leads: () => '/api/admin/leads',
  lead: (leadId: string) => `/api/admin/leads/${id(leadId)}`,
  leadNotes: (leadId: string) => `/api/admin/leads/${id(leadId)}/notes`,
  /** The leads the board shows for a search and source, as a CSV file (a download, not an SWR key). */
  leadsExport: (search: string, source: LeadSourceFilter, followUp: FollowUpFilter = 'all') =>
    withQuery('/api/admin/leads/export.csv', { q: search.trim(), source: source === 'all' ? undefined : source, followUp: followUp === 'all' ? undefined : followUp }),
  subscribers: () => '/api/admin/subscribers',
  subscriber: (subscriberId: string) => `/api/admin/subscribers/${id(subscriberId)}`,
  /** Interest per listing (30 days): the figures of the plots of a page of the list, comma-separated ids. */
  interestPlots: (plotIds: readonly string[]) => withQuery('/api/admin/interest/plots', { ids: plotIds.join(',') }),
  /** The dashboard's most viewed plots, and those with many views and no enquiry. */
  interestLists: () => '/api/admin/interest/lists',
  interestVillage: (regionId: string) => `/api/admin/interest/villages/${id(regionId)}`,
  interestVenture: (ventureId: string) => `/api/admin/interest/ventures/${id(ventureId)}`,
  settings: () => '/api/admin/settings',
  buyingCosts: () => '/api/admin/settings/buying-costs',
  /** The signed-in admin's own choice of mails. */
  notices: () => '/api/admin/notices',
  users: () => '/api/admin/users',
  user: (userId: string) => `/api/admin/users/${id(userId)}`,
  password: () => '/api/admin/password',
  /** Settings → Backups: the listing (GET) and Back up now (POST); standalone only. */
  backups: () => '/api/admin/backups',
  /** One archive's download (a link, not an SWR key). */
  backup: (archive: string) => `/api/admin/backups/${id(archive)}`,
} as const;
