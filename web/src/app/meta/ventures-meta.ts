import type { Language } from '@core/languages';
import { localized } from '@core/localized';
import type { VentureSummary } from '@core/schemas/venture';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { pageTitle, type PageMeta } from '../page-handle';

// Its own file, apart from a venture page's (venture-meta.ts): each route's chunk carries its own head.

/** /ventures' head: its words, and every venture as an ItemList for search engines. */
export function venturesMeta(ventures: readonly VentureSummary[] | undefined, language: Language = 'en'): PageMeta {
  const t = dictionary(language, 'ventures').list;
  return {
    title: pageTitle(t.metaTitle, language),
    description: t.description,
    canonicalPath: paths.ventures.href(),
    breadcrumbs: [{ name: t.title, path: paths.ventures.href() }],
    jsonLd: ventures
      ? [
          {
            '@type': 'ItemList',
            name: t.title,
            numberOfItems: ventures.length,
            itemListElement: ventures.map((venture, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: t.itemName(localized(venture.name, venture.nameTe, language).text, venture.village ? localized(venture.village.name, venture.village.nameTe, language).text : ''),
              url: paths.venture.href(venture),
            })),
          },
        ]
      : [],
  };
}
