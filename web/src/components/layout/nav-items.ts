import { PLOT_CATEGORIES } from '@core/constants';
import { paths } from '@/config/paths';
import type { Dictionaries } from '@/i18n/namespaces';

/** The public navigation of docs/product.md §2, in its order. Groups open sub-menus. Paths are English; links put them in the page's language. */
interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  end?: boolean;
}
export interface NavGroupItem {
  kind: 'group';
  id: 'buy' | 'sell';
  label: string;
  /** Paths under this prefix (English) mark the group as current. */
  prefix: string;
  links: { label: string; to: string }[];
}
export type NavItem = NavLinkItem | NavGroupItem;

export function navItems(t: Dictionaries['common']): NavItem[] {
  return [
    { kind: 'link', label: t.nav.home, to: paths.home.href(), end: true },
    {
      kind: 'group',
      id: 'buy',
      label: t.nav.buy,
      prefix: '/buy/',
      links: PLOT_CATEGORIES.map((category) => ({ label: t.categories[category], to: paths.buy.href(category) })),
    },
    {
      kind: 'group',
      id: 'sell',
      label: t.nav.sell,
      prefix: '/sell/',
      links: PLOT_CATEGORIES.map((category) => ({ label: t.categories[category], to: paths.sell.href(category) })),
    },
    { kind: 'link', label: t.nav.ventures, to: paths.ventures.href() },
    { kind: 'link', label: t.nav.updates, to: paths.updates.href() },
    { kind: 'link', label: t.nav.investment, to: paths.investment.href() },
    { kind: 'link', label: t.nav.about, to: paths.about.href() },
    { kind: 'link', label: t.nav.contact, to: paths.contact.href() },
  ];
}
