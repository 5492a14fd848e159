import type { PlotCategory } from '@core/constants';
import { sitePaths } from '@core/site-paths';

/**
 * Every route path of the public site and its href builder (docs/architecture.md). The back
 * office's are in `admin-page-paths.ts`, so that no public page carries them.
 */
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
  village: { path: '/villages/:slug', href: sitePaths.village },
} as const;
