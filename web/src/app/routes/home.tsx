import { FEATURED_MAX, HERO_LAUNCH_DELAY_MS } from '@core/constants';
import { useEffect, useState } from 'react';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import { apiPaths } from '@/config/api-paths';
import { Hero } from '@/features/hero/components/hero';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { dictionary } from '@/i18n/dictionary-store';
import { withNamespaces } from '@/i18n/with-namespaces';
import { SITE_NAME, type PageHandle } from '../page-handle';

const SEARCH_SECTION_ID = 'plot-search';

export const handle: PageHandle = {
  // The featured list is read at its longest; the screen width decides how many cards show.
  // The ventures name their villages' rows in the pricing table.
  data: () => [apiPaths.regions(), apiPaths.featuredPlots(FEATURED_MAX), apiPaths.ventures()],
  meta: ({ language }) => {
    const t = dictionary(language, 'home').meta;
    const siteName = language === 'en' ? SITE_NAME : dictionary(language, 'common').siteName;
    return { title: t.title(siteName), description: t.description, canonicalPath: '/' };
  },
};

// Below the hero (a full screen on a phone): each section's code, and its words, load as it comes into view.
const RegionPricing = deferred(
  withNamespaces(['pricing', 'parts'], () => import('@/features/regions/components/region-pricing').then((m) => m.RegionPricing)),
);
const PlotSearch = deferred(withNamespaces(['plots', 'parts', 'messages'], () => import('@/features/plots/components/plot-search').then((m) => m.PlotSearch)));
const FeaturedPlots = deferred(withNamespaces(['plots', 'parts', 'messages'], () => import('@/features/plots/components/featured-plots').then((m) => m.FeaturedPlots)));
const AboutSection = deferred(withNamespaces(['about'], () => import('@/features/about/components/about-section').then((m) => m.AboutSection)));

/** Holds the place of a section while a navigation in the browser loads its code. */
const placeholder = <div className="min-h-[60vh]" />;

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
      <DeferredSection component={RegionPricing} props={{ id: 'pricing' }} fallback={placeholder} />
      <DeferredSection component={PlotSearch} props={{ id: SEARCH_SECTION_ID, whatsappNumber: settings?.whatsappNumber }} fallback={placeholder} />
      <DeferredSection component={FeaturedPlots} props={{ whatsappNumber: settings?.whatsappNumber }} fallback={placeholder} />
      <DeferredSection component={AboutSection} props={{}} fallback={placeholder} />
    </>
  );
}
