import type { Language } from '@core/languages';
import { localized } from '@core/localized';
import { villageOgImage } from '@core/link-preview-paths';
import type { VillagePage } from '@core/schemas/village';
import { paths } from '@/config/paths';
import { formatTablePrice } from '@/i18n/formats';
import { dictionary } from '@/i18n/dictionary-store';
import { pageTitle, type PageMeta } from '../page-handle';
import { excerpt } from './excerpt';

/**
 * A village page's head: a title people search with ('Thullur plot price per sq yard'), today's
 * ranges and the 3-year change in the description, the price chart as its link preview (its
 * address changes with the prices), and a Place with its coordinates. Telugu words and names on a
 * Telugu page.
 */
export function villageMeta(page: VillagePage, language: Language = 'en'): PageMeta {
  const { village } = page;
  const t = dictionary(language, 'villages');
  const path = paths.village.href(village);
  const name = localized(village.name, village.nameTe, language).text;
  const range = (min: number, max: number) => `${formatTablePrice(min, language)}–${formatTablePrice(max, language)}`;
  const threeYears = page.changes.residential.threeYears;
  const facts = t.meta.description(name, range(village.prices.ResidentialPriceMin, village.prices.ResidentialPriceMax), range(village.prices.CommercialPriceMin, village.prices.CommercialPriceMax), threeYears === null ? '' : t.change(threeYears));
  const description = excerpt(facts);
  const image = villageOgImage(village.slug, page.history.at(-1)?.month ?? '', village.prices);
  const placed = village.latitude !== 0 || village.longitude !== 0;
  return {
    title: pageTitle(t.meta.title(name), language),
    description,
    canonicalPath: path,
    image,
    imageSize: { width: 1200, height: 630 },
    imageAlt: t.meta.imageAlt(name),
    breadcrumbs: [
      { name: dictionary(language, 'pricing').heading, path: `${paths.investment.href()}` },
      { name, path },
    ],
    jsonLd: [
      {
        '@type': 'Place',
        name,
        description,
        url: path,
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Amaravati Capital Region, Andhra Pradesh' },
        ...(placed ? { geo: { '@type': 'GeoCoordinates', latitude: village.latitude, longitude: village.longitude } } : {}),
      },
    ],
  };
}
