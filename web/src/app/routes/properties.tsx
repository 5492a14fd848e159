import { useEffect } from 'react';
import { PlotListing } from '@/features/plots/components/plot-listing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';

/** /properties: every plot, with the search filters, sorting and paging. */
export function PropertiesRoute() {
  const { settings } = useSiteSettings();
  useEffect(() => {
    document.title = 'Properties for sale in Amaravati | Amaravati Plots';
  }, []);
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-700 py-10 text-white sm:py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold sm:text-4xl">Properties for sale in Amaravati</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Plots, land, houses and apartments across the capital region. Filter by village, budget, size and road
            facing.
          </p>
        </div>
      </header>
      <PlotListing whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
