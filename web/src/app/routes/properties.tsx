import { PlotListing } from '@/features/plots/components/plot-listing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';
import type { PlotPage } from '@core/schemas/plot-search';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { listingReads } from '@/lib/plot-filters';
import { listingMeta } from '../meta/listing-meta';
import { pageTitle, type PageHandle } from '../page-handle';

const TITLE = 'Properties for sale in Amaravati';

export const handle: PageHandle = {
  data: ({ url }) => [apiPaths.plots(listingReads(url.searchParams))],
  meta: ({ url, data }) =>
    listingMeta({
      title: pageTitle(TITLE),
      description: 'Plots, land, houses and apartments for sale across the Amaravati capital region, with prices per square yard, area, road facing and status.',
      path: paths.properties.href(),
      page: data.get<PlotPage>(apiPaths.plots(listingReads(url.searchParams))),
      breadcrumbs: [{ name: 'Properties', path: paths.properties.href() }],
    }),
};

/** /properties: every plot, with the search filters, sorting and paging. */
export function PropertiesRoute() {
  const { settings } = useSiteSettings();
  return (
    <>
      <PageHeader
        title={TITLE}
        lead="Plots, land, houses and apartments across the capital region. Filter by village, budget, size and road facing."
      />
      <PlotListing whatsappNumber={settings?.whatsappNumber} mapTiles={mapTilesOf(settings)} />
    </>
  );
}
