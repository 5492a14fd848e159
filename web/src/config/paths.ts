import type { PlotCategory } from '@core/constants';

/** Every route path of the SPA and its href builder (docs/architecture.md). */
export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  properties: { path: '/properties', href: () => '/properties' },
  buy: { path: '/buy/:category', href: (category: PlotCategory) => `/buy/${category}` },
  sell: { path: '/sell/:category', href: (category: PlotCategory) => `/sell/${category}` },
  investment: { path: '/investment-opportunities', href: () => '/investment-opportunities' },
  updates: { path: '/amaravati-updates', href: () => '/amaravati-updates' },
  update: { path: '/amaravati-updates/:id', href: (id: string) => `/amaravati-updates/${encodeURIComponent(id)}` },
  adminLogin: { path: '/admin/login', href: () => '/admin/login' },
  adminResetPassword: { path: '/admin/reset-password', href: () => '/admin/reset-password' },
  adminDashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  adminPlots: { path: '/admin/plots', href: () => '/admin/plots' },
  adminRegions: { path: '/admin/regions', href: () => '/admin/regions' },
  adminBlogs: { path: '/admin/blogs', href: () => '/admin/blogs' },
  adminContacts: { path: '/admin/contacts', href: () => '/admin/contacts' },
  adminSettings: { path: '/admin/settings', href: () => '/admin/settings' },
} as const;
