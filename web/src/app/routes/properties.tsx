import { PlotListing } from '@/features/plots/components/plot-listing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';
import type { PlotPage } from '@core/schemas/plot-search';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { listingReads } from '@/lib/plot-filters';
import { listingMeta } from '../meta/listing-meta';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: ({ url }) => [apiPaths.plots(listingReads(url.searchParams))],
  meta: ({ url, language, data }) => {
    const t = dictionary(language, 'plots').properties;
    return listingMeta({
      title: pageTitle(t.title, language),
      description: t.description,
      path: paths.properties.href(),
      page: data.get<PlotPage>(apiPaths.plots(listingReads(url.searchParams))),
      breadcrumbs: [{ name: t.breadcrumb, path: paths.properties.href() }],
      language,
    });
  },
};

/** /properties: every plot, with the search filters, sorting and paging. */
export function PropertiesRoute() {
  const { settings } = useSiteSettings();
  const t = useT('plots').properties;
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <PlotListing whatsappNumber={settings?.whatsappNumber} mapTiles={mapTilesOf(settings)} />
    </>
  );
}
