import { isPlotCategory, PLOT_CATEGORIES, PLOT_CATEGORY_LABELS, type PlotCategory } from '@core/constants';
import type { PlotPage } from '@core/schemas/plot-search';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { listingReads } from '@/lib/plot-filters';
import { PlotListing } from '@/features/plots/components/plot-listing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { listingMeta } from '../meta/listing-meta';
import { pageTitle, type PageHandle } from '../page-handle';

const HEADINGS: Record<PlotCategory, { title: string; intro: string }> = {
  residential: {
    title: 'Residential plots for sale',
    intro: 'Plots in approved layouts for building your home, from the core capital villages to the growing outskirts.',
  },
  commercial: {
    title: 'Commercial plots for sale',
    intro: 'Plots on main roads and junctions for shops, offices and showrooms in the capital region.',
  },
  'open-plots': {
    title: 'Open plots for sale',
    intro: 'Open, ready-to-register plots you can hold or build on when you are ready.',
  },
  agricultural: {
    title: 'Agricultural land for sale',
    intro: 'Farm land around Amaravati, priced per square yard and per acre.',
  },
  houses: {
    title: 'Houses for sale',
    intro: 'Independent houses and villas in and around the capital region.',
  },
  apartments: {
    title: 'Apartments for sale',
    intro: 'Flats in Mangalagiri, Tadepalli and the capital villages.',
  },
};

function scrollChipIntoView(chip: HTMLAnchorElement | null) {
  const row = chip?.parentElement;
  if (chip && row && row.scrollWidth > row.clientWidth) row.scrollLeft = chip.offsetLeft - row.offsetLeft - 16;
}

export const handle: PageHandle = {
  data: ({ params, url }) => (isPlotCategory(params.category) ? [apiPaths.plots(listingReads(url.searchParams, params.category))] : []),
  meta: ({ params, url, data }) => {
    const category = params.category;
    if (!isPlotCategory(category)) {
      return { title: pageTitle('Page not found'), description: 'We do not list that kind of property.', noindex: true, status: 404 };
    }
    const heading = HEADINGS[category];
    return listingMeta({
      title: pageTitle(`${heading.title} in Amaravati`),
      description: `${heading.intro} Prices per square yard, area, road facing and status for every plot.`,
      path: paths.buy.href(category),
      page: data.get<PlotPage>(apiPaths.plots(listingReads(url.searchParams, category))),
      breadcrumbs: [
        { name: 'Properties', path: paths.properties.href() },
        { name: PLOT_CATEGORY_LABELS[category], path: paths.buy.href(category) },
      ],
    });
  },
};

/** /buy/:category: the property listing filtered to one category; an unknown category is a 404. */
export function BuyRoute() {
  const { category } = useParams();
  const { settings } = useSiteSettings();
  const known = isPlotCategory(category);

  if (!known) {
    return (
      <NotFoundPanel message="We do not list that kind of property. Choose one of these:">
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {PLOT_CATEGORIES.map((item) => (
            <li key={item}>
              <Link to={paths.buy.href(item)} className={buttonClass('secondary')}>
                {PLOT_CATEGORY_LABELS[item]}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.properties.href()} className={buttonClass('primary', 'mt-6')}>
          Browse all properties
        </Link>
      </NotFoundPanel>
    );
  }

  const heading = HEADINGS[category];
  return (
    <>
      <PageHeader
        title={heading.title}
        lead={heading.intro}
        above={
          <nav aria-label="Other property types" className="-mx-1 mb-4 flex gap-2 overflow-x-auto pb-1">
            {PLOT_CATEGORIES.map((item) => (
              <Link
                key={item}
                to={paths.buy.href(item)}
                aria-current={item === category ? 'page' : undefined}
                // On a phone the chips scroll sideways: bring the current one into view (without moving the page).
                ref={item === category ? scrollChipIntoView : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ${
                  item === category ? 'bg-accent-400 text-brand-800' : 'bg-white/10 text-white hover:bg-white/20'
                }`}
              >
                {PLOT_CATEGORY_LABELS[item]}
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
