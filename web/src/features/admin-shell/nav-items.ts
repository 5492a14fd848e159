import { paths } from '@/config/paths';

/** The admin sidebar, in order (docs/product.md §2). The label is also the header's title on that page. */
export const ADMIN_NAV_ITEMS = [
  { href: paths.adminDashboard.href(), label: 'Dashboard', icon: 'dashboard' },
  { href: paths.adminPlots.href(), label: 'Plots Management', icon: 'plots' },
  { href: paths.adminVentures.href(), label: 'Ventures', icon: 'ventures' },
  { href: paths.adminRegions.href(), label: 'Region Prices', icon: 'regions' },
  { href: paths.adminBlogs.href(), label: 'Blog Posts', icon: 'blogs' },
  { href: paths.adminContacts.href(), label: 'Contact Messages', icon: 'contacts' },
  { href: paths.adminSettings.href(), label: 'Settings', icon: 'settings' },
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
