import { HERO_LAUNCH_DELAY_MS } from '@core/constants';
import { useEffect, useState } from 'react';
import { AboutSection } from '@/features/about/components/about-section';
import { Hero } from '@/features/hero/components/hero';
import { FeaturedPlots } from '@/features/plots/components/featured-plots';
import { PlotSearch } from '@/features/plots/components/plot-search';
import { RegionPricing } from '@/features/regions/components/region-pricing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { apiPaths } from '@/config/api-paths';
import { FEATURED_MAX } from '@core/constants';
import { SITE_NAME, type PageHandle } from '../page-handle';

const SEARCH_SECTION_ID = 'plot-search';

export const handle: PageHandle = {
  // The featured list is read at its longest; the screen width decides how many cards show.
  data: () => [apiPaths.regions(), apiPaths.featuredPlots(FEATURED_MAX)],
  meta: () => ({
    title: `${SITE_NAME} — land and property in the capital region`,
    description:
      'Plots, land and property around Amaravati, Andhra Pradesh: regional prices per square yard, plot search, news and direct contact with the broker.',
    canonicalPath: '/',
  }),
};

/** Home (docs/product.md): hero, an empty grey band, pricing, plot search, featured properties, about. */
export function HomeRoute() {
  const { settings } = useSiteSettings();
  const [isLaunched, setIsLaunched] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsLaunched(true), HERO_LAUNCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <Hero isLaunched={isLaunched} searchSectionId={SEARCH_SECTION_ID} whatsappNumber={settings?.whatsappNumber} />
      <div aria-hidden="true" data-testid="grey-band" className="h-10 border-b border-slate-200 bg-slate-100" />
      <RegionPricing id="pricing" />
      <PlotSearch id={SEARCH_SECTION_ID} whatsappNumber={settings?.whatsappNumber} />
      <FeaturedPlots whatsappNumber={settings?.whatsappNumber} />
      <AboutSection />
    </>
  );
}
