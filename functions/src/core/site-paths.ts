import type { PlotCategory } from './constants';
import { pathSlug, plotPathSegment } from './plot-path';
import { venturePathSegment } from './venture-path';

/** A village's page address part: its English name as a slug ('Thullur' → 'thullur'). */
export function villageSlug(name: string): string {
  return pathSlug(name, 'village');
}

/**
 * The addresses of the public pages, shared by the web app's links (web/src/config/paths.ts) and
 * the server's sitemap, so the two can never disagree.
 */
export const sitePaths = {
  home: () => '/',
  about: () => '/about',
  contact: () => '/contact',
  properties: () => '/properties',
  buy: (category: PlotCategory) => `/buy/${category}`,
  sell: (category: PlotCategory) => `/sell/${category}`,
  investment: () => '/investment-opportunities',
  updates: () => '/amaravati-updates',
  update: (id: string) => `/amaravati-updates/${encodeURIComponent(id)}`,
  plot: (plot: { id: string; title: string }) => `/plots/${encodeURIComponent(plotPathSegment(plot))}`,
  /** A plot's page by its path segment, when that is what a read carries (a venture's plots). */
  plotAt: (segment: string) => `/plots/${encodeURIComponent(segment)}`,
  compare: (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  favourites: () => '/favourites',
  ventures: () => '/ventures',
  venture: (venture: { id: string; name: string }) => `/ventures/${encodeURIComponent(venturePathSegment(venture))}`,
  /** A village's page: its prices, their history, its plots and ventures (the slug of its English name). */
  village: (village: { region: string } | { slug: string }) => `/villages/${encodeURIComponent('slug' in village ? village.slug : villageSlug(village.region))}`,
} as const;

/** Back-office pages other pages (and mails) link to. */
export const adminPaths = {
  leads: (search?: string) => (search ? `/admin/contacts?q=${encodeURIComponent(search)}` : '/admin/contacts'),
  /** The board showing only leads whose follow-up day has passed. */
  overdueLeads: () => '/admin/contacts?followUp=overdue',
  lead: (id: string) => `/admin/contacts/${encodeURIComponent(id)}`,
  /** Where a password-reset mail's link leads: the page that takes a new password for `token`. */
  resetPassword: (token: string) => `/admin/reset-password?token=${encodeURIComponent(token)}`,
} as const;

/** The back office lives under /admin (English only, rendered in the browser alone). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
