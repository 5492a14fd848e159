import { PLOT_CATEGORIES, PLOT_CATEGORY_LABELS } from '@core/constants';
import { paths } from '@/config/paths';

/** The public navigation of original-docs/product.md §2, in its order. Groups open sub-menus. */
export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  end?: boolean;
}
export interface NavGroupItem {
  kind: 'group';
  id: 'buy' | 'sell';
  label: string;
  /** Paths under this prefix mark the group as current. */
  prefix: string;
  links: { label: string; to: string }[];
}
export type NavItem = NavLinkItem | NavGroupItem;

export const NAV_ITEMS: NavItem[] = [
  { kind: 'link', label: 'Home', to: paths.home.href(), end: true },
  {
    kind: 'group',
    id: 'buy',
    label: 'Buy',
    prefix: '/buy/',
    links: PLOT_CATEGORIES.map((category) => ({ label: PLOT_CATEGORY_LABELS[category], to: paths.buy.href(category) })),
  },
  {
    kind: 'group',
    id: 'sell',
    label: 'Sell',
    prefix: '/sell/',
    links: PLOT_CATEGORIES.map((category) => ({ label: PLOT_CATEGORY_LABELS[category], to: paths.sell.href(category) })),
  },
  { kind: 'link', label: 'Amaravati Updates', to: paths.updates.href() },
  { kind: 'link', label: 'Investment', to: paths.investment.href() },
  { kind: 'link', label: 'About', to: paths.about.href() },
  { kind: 'link', label: 'Contact', to: paths.contact.href() },
];
