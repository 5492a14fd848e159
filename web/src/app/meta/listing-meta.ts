import type { Language } from '@core/languages';
import { localized } from '@core/localized';
import type { PlotPage } from '@core/schemas/plot-search';
import { dictionary } from '@/i18n/dictionary-store';
import type { Breadcrumb, PageMeta } from '../page-handle';
import { formatPlotPrice } from '@/i18n/formats';

/**
 * The meta of a listing page: its own canonical URL per page (filters dropped: they are views of
 * the same list), and an ItemList of the plots it shows for search engines, in the page's language
 * (its `plots` words are loaded with the route).
 */
export function listingMeta(options: {
  title: string;
  description: string;
  path: string;
  page: PlotPage | undefined;
  breadcrumbs: Breadcrumb[];
  language: Language;
}): PageMeta {
  const { page, language } = options;
  const itemName = dictionary(language, 'plots').itemName;
  const pageNumber = page?.page ?? 1;
  const canonicalPath = pageNumber > 1 ? `${options.path}?page=${pageNumber}` : options.path;
  const first = page ? (page.page - 1) * page.pageSize : 0;
  return {
    title: options.title,
    description: options.description,
    canonicalPath,
    breadcrumbs: options.breadcrumbs,
    jsonLd: page
      ? [
          {
            '@type': 'ItemList',
            name: options.title,
            numberOfItems: page.total,
            itemListElement: page.items.map((plot, index) => ({
              '@type': 'ListItem',
              position: first + index + 1,
              name: itemName(localized(plot.title, plot.titleTe, language).text, plot.location, formatPlotPrice(plot.price, plot.priceUnit, language)),
              url: `${canonicalPath}#plot-${plot.id}`,
            })),
          },
        ]
      : [],
  };
}
