import { adminPagePaths } from '@/config/admin-page-paths';

/** The admin sidebar, in order (docs/product.md §2). The label is also the header's title on that page. */
export const ADMIN_NAV_ITEMS = [
  { href: adminPagePaths.dashboard.href(), label: 'Dashboard', icon: 'dashboard' },
  { href: adminPagePaths.plots.href(), label: 'Plots Management', icon: 'plots' },
  { href: adminPagePaths.ventures.href(), label: 'Ventures', icon: 'ventures' },
  { href: adminPagePaths.regions.href(), label: 'Region Prices', icon: 'regions' },
  { href: adminPagePaths.blogs.href(), label: 'Blog Posts', icon: 'blogs' },
  { href: adminPagePaths.contacts.href(), label: 'Contact Messages', icon: 'contacts' },
  { href: adminPagePaths.settings.href(), label: 'Settings', icon: 'settings' },
] as const;

type AdminNavItem = (typeof ADMIN_NAV_ITEMS)[number];
export type AdminNavIcon = AdminNavItem['icon'];

const FALLBACK_LABEL = 'Admin';

/** The label of the admin page at `pathname` ('/admin/plots' and '/admin/plots/…' → 'Plots Management'). */
export function adminPageLabel(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const item = ADMIN_NAV_ITEMS.find((candidate) => path === candidate.href || path.startsWith(`${candidate.href}/`));
  return item?.label ?? FALLBACK_LABEL;
}
