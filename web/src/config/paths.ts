import type { PlotCategory } from '@core/constants';
import { sitePaths } from '@core/site-paths';

/** Every route path of the SPA and its href builder (docs/architecture.md). */
export const paths = {
  home: { path: '/', href: sitePaths.home },
  about: { path: '/about', href: sitePaths.about },
  contact: { path: '/contact', href: sitePaths.contact },
  properties: { path: '/properties', href: sitePaths.properties },
  buy: { path: '/buy/:category', href: (category: PlotCategory) => sitePaths.buy(category) },
  sell: { path: '/sell/:category', href: (category: PlotCategory) => sitePaths.sell(category) },
  investment: { path: '/investment-opportunities', href: sitePaths.investment },
  updates: { path: '/amaravati-updates', href: sitePaths.updates },
  update: { path: '/amaravati-updates/:id', href: sitePaths.update },
  plot: { path: '/plots/:segment', href: sitePaths.plot },
  compare: { path: '/compare', href: (ids: readonly string[]) => sitePaths.compare(ids) },
  favourites: { path: '/favourites', href: sitePaths.favourites },
  ventures: { path: '/ventures', href: sitePaths.ventures },
  venture: { path: '/ventures/:segment', href: sitePaths.venture },
  adminLogin: { path: '/admin/login', href: () => '/admin/login' },
  adminResetPassword: { path: '/admin/reset-password', href: () => '/admin/reset-password' },
  adminDashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  adminPlots: { path: '/admin/plots', href: () => '/admin/plots' },
  adminRegions: { path: '/admin/regions', href: () => '/admin/regions' },
  adminVentures: { path: '/admin/ventures', href: () => '/admin/ventures' },
  adminNewVenture: { path: '/admin/ventures/new', href: () => '/admin/ventures/new' },
  adminVenture: { path: '/admin/ventures/:ventureId', href: (ventureId: string) => `/admin/ventures/${encodeURIComponent(ventureId)}` },
  adminBlogs: { path: '/admin/blogs', href: () => '/admin/blogs' },
  adminContacts: { path: '/admin/contacts', href: () => '/admin/contacts' },
  adminSettings: { path: '/admin/settings', href: () => '/admin/settings' },
} as const;
