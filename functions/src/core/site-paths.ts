import type { PlotCategory } from './constants';
import { plotPathSegment } from './plot-path';

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
  compare: (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  favourites: () => '/favourites',
} as const;
