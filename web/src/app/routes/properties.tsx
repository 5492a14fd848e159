import { useEffect } from 'react';
import { PlotListing } from '@/features/plots/components/plot-listing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';

/** /properties: every plot, with the search filters, sorting and paging. */
export function PropertiesRoute() {
  const { settings } = useSiteSettings();
  useEffect(() => {
    document.title = 'Properties for sale in Amaravati | Amaravati Plots';
  }, []);
  return (
    <>
      <PageHeader
        title="Properties for sale in Amaravati"
        lead="Plots, land, houses and apartments across the capital region. Filter by village, budget, size and road facing."
      />
      <PlotListing whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
