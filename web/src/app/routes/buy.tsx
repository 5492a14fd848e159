import { isPlotCategory, PLOT_CATEGORIES } from '@core/constants';
import type { PlotPage } from '@core/schemas/plot-search';
import { useLayoutEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { listingReads } from '@/lib/plot-filters';
import { PlotListing } from '@/features/plots/components/plot-listing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { listingMeta } from '../meta/listing-meta';
import { pageTitle, type PageHandle } from '../page-handle';

/** On a phone the chips scroll sideways: the current one is brought into view (without moving the page). */
function scrollCurrentChipIntoView(row: HTMLElement | null) {
  const chip = row?.querySelector<HTMLElement>('[aria-current="page"]');
  if (chip && row && row.scrollWidth > row.clientWidth) row.scrollLeft = chip.offsetLeft - row.offsetLeft - 16;
}

export const handle: PageHandle = {
  data: ({ params, url }) => (isPlotCategory(params.category) ? [apiPaths.plots(listingReads(url.searchParams, params.category))] : []),
  meta: ({ params, url, language, data }) => {
    const category = params.category;
    const common = dictionary(language, 'common');
    const t = dictionary(language, 'plots');
    if (!isPlotCategory(category)) {
      return { title: pageTitle(common.notFound.title, language), description: t.buy.unknown, noindex: true, status: 404 };
    }
    const heading = t.buy.pages[category];
    return listingMeta({
      title: pageTitle(t.buy.metaTitle(heading.title), language),
      description: t.buy.metaDescription(heading.intro),
      path: paths.buy.href(category),
      page: data.get<PlotPage>(apiPaths.plots(listingReads(url.searchParams, category))),
      breadcrumbs: [
        { name: t.properties.breadcrumb, path: paths.properties.href() },
        { name: common.categories[category], path: paths.buy.href(category) },
      ],
      language,
    });
  },
};

/** /buy/:category: the property listing filtered to one category; an unknown category is a 404. */
export function BuyRoute() {
  const { category } = useParams();
  const { settings } = useSiteSettings();
  const t = useT('plots').buy;
  const categories = useT('common').categories;
  const known = isPlotCategory(category);
  const chips = useRef<HTMLElement>(null);
  useLayoutEffect(() => scrollCurrentChipIntoView(chips.current), [category]);

  if (!known) {
    return (
      <NotFoundPanel message={t.unknownMessage}>
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {PLOT_CATEGORIES.map((item) => (
            <li key={item}>
              <Link to={paths.buy.href(item)} className={buttonClass('secondary')}>
                {categories[item]}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.properties.href()} className={buttonClass('primary', 'mt-6')}>
          {t.browseAll}
        </Link>
      </NotFoundPanel>
    );
  }

  const heading = t.pages[category];
  return (
    <>
      <PageHeader
        title={heading.title}
        lead={heading.intro}
        above={
          <nav ref={chips} aria-label={t.otherTypes} className="-mx-1 mb-4 flex gap-2 overflow-x-auto pb-1">
            {PLOT_CATEGORIES.map((item) => (
              <Link
                key={item}
                to={paths.buy.href(item)}
                aria-current={item === category ? 'page' : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ${
                  item === category ? 'bg-accent-400 text-brand-800' : 'bg-white/10 text-white hover:bg-white/20'
                }`}
              >
                {categories[item]}
              </Link>
            ))}
          </nav>
        }
      />
      {/* A new category starts with fresh filters. */}
      <PlotListing key={category} category={category} whatsappNumber={settings?.whatsappNumber} mapTiles={mapTilesOf(settings)} />
    </>
  );
}
