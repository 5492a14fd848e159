import { withQuery } from '@/lib/api-client';

/**
 * Every back-office route path and its href builder (app/admin-routes.tsx lays the routes out under
 * /admin). Only back-office code imports it, so no public page carries it; the pages a mail or a
 * public page links to are in core/site-paths.ts `adminPaths`.
 */
export const adminPagePaths = {
  login: { path: '/admin/login', href: () => '/admin/login' },
  resetPassword: { path: '/admin/reset-password', href: () => '/admin/reset-password' },
  dashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  plots: { path: '/admin/plots', href: () => '/admin/plots' },
  /** The plot list opened on one plot (its card above the list: figures, status, Edit). */
  plot: { path: '/admin/plots', href: (plotId: string) => `/admin/plots?plot=${encodeURIComponent(plotId)}` },
  regions: { path: '/admin/regions', href: () => '/admin/regions' },
  ventures: { path: '/admin/ventures', href: () => '/admin/ventures' },
  newVenture: { path: '/admin/ventures/new', href: () => '/admin/ventures/new' },
  venture: { path: '/admin/ventures/:ventureId', href: (ventureId: string) => `/admin/ventures/${encodeURIComponent(ventureId)}` },
  blogs: { path: '/admin/blogs', href: () => '/admin/blogs' },
  contacts: { path: '/admin/contacts', href: () => '/admin/contacts' },
  settings: { path: '/admin/settings', href: () => '/admin/settings' },
  /** Settings → Activity, filtered (an item's own trail: its kind and id). */
  activity: { path: '/admin/settings', href: (filter: { kind?: string; item?: string } = {}) => `${withQuery('/admin/settings', filter)}#activity` },
  /** Settings → Backups (its section of the settings page). */
  backups: { path: '/admin/settings', href: () => '/admin/settings#backups' },
} as const;
