import { telLink, whatsappLink } from '@core/links';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';
import { ReasonCards } from '@/components/ui/reason-cards';
import { FeaturedPlots } from '@/features/plots/components/featured-plots';
import { RegionPriceSummary } from '@/features/regions/components/region-price-summary';
import { RegionPricing } from '@/features/regions/components/region-pricing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { FEATURED_MAX } from '@core/constants';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { pageTitle, type PageHandle } from '../page-handle';

const REASONS = [
  {
    title: 'A capital city taking shape',
    text: 'Amaravati is the planned capital of Andhra Pradesh. Roads, government buildings and housing are being built across the capital villages, and land follows infrastructure.',
  },
  {
    title: 'Prices differ village by village',
    text: 'Rates per square yard vary widely between the core capital, the Mangalagiri–Tadepalli belt and the outer villages. The table below shows where each stands today.',
  },
  {
    title: 'Buy with the papers checked',
    text: 'We check title, encumbrance, the APCRDA layout approval and the RERA registration before you pay, and we show both numbers on every layout we sell.',
  },
];

export const handle: PageHandle = {
  data: () => [apiPaths.regions(), apiPaths.featuredPlots(FEATURED_MAX)],
  meta: () => ({
    title: pageTitle('Investment opportunities in Amaravati'),
    description:
      "Land in a growing capital at today's prices, with clear papers: village-by-village rates per square yard and the plots we recommend to investors now.",
    breadcrumbs: [{ name: 'Investment opportunities', path: paths.investment.href() }],
  }),
};

/** /investment-opportunities: featured plots with regional price context and a short pitch. */
export function InvestmentRoute() {
  const { settings } = useSiteSettings();

  return (
    <>
      <PageHeader
        kicker="Invest in the capital region"
        title="Investment opportunities in Amaravati"
        lead="Land in a growing capital, bought at today's prices with clear papers. Compare villages, then pick a plot that fits your horizon and budget."
      >
        {settings ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={whatsappLink(settings.whatsappNumber, 'Hello, I would like advice on investing in Amaravati land.')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'bg-accent-400! text-brand-800! hover:bg-accent-500! text-base')}
            >
              Ask for investment advice
              <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
            </a>
            <a
              href={telLink(settings.phone)}
              className={buttonClass('secondary', 'border-white! bg-transparent! text-white! hover:bg-white/10! text-base')}
            >
              Call {settings.phone}
            </a>
          </div>
        ) : null}
      </PageHeader>

      <section aria-labelledby="why-heading" className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
            Why investors look at Amaravati
          </h2>
          <ReasonCards items={REASONS} className="mt-6 grid gap-4 md:grid-cols-3" />
          <h2 className="mt-12 text-2xl font-bold text-brand-800 sm:text-3xl">Prices at a glance</h2>
          <p className="mt-2 text-slate-600">Residential rates per square yard, from our current regional price list.</p>
          <div className="mt-6">
            <RegionPriceSummary />
          </div>
          <p className="mt-4 text-xs text-slate-500">
            Prices are indicative and change with the market; every plot is priced individually. Past price growth does
            not guarantee future returns.
          </p>
        </div>
      </section>

      <FeaturedPlots
        whatsappNumber={settings?.whatsappNumber}
        tone="muted"
        intro="Available plots we recommend to investors right now."
      />
      <RegionPricing id="pricing" />
    </>
  );
}
