import { telLink, whatsappLink } from '@core/links';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { ReasonCards } from '@/components/ui/reason-cards';
import { FeaturedPlots } from '@/features/plots/components/featured-plots';
import { RegionPriceSummary } from '@/features/regions/components/region-price-summary';
import { RegionPricing } from '@/features/regions/components/region-pricing';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { FEATURED_MAX } from '@core/constants';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: () => [apiPaths.regions(), apiPaths.featuredPlots(FEATURED_MAX), apiPaths.ventures()],
  meta: ({ language }) => {
    const t = dictionary(language, 'investment').meta;
    return {
      title: pageTitle(t.title, language),
      description: t.description,
      breadcrumbs: [{ name: t.breadcrumb, path: paths.investment.href() }],
    };
  },
};

/** /investment-opportunities: featured plots with regional price context and a short pitch. */
export function InvestmentRoute() {
  const t = useT('investment');
  const { settings } = useSiteSettings();

  return (
    <>
      <PageHeader kicker={t.header.kicker} title={t.header.title} lead={t.header.lead}>
        {settings ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <NewTabLink
              href={whatsappLink(settings.whatsappNumber, t.adviceMessage)}
              note={t.adviceOnWhatsApp}
              className={buttonClass('primary', 'bg-accent-400! text-brand-800! hover:bg-accent-500! text-base')}
            >
              {t.advice}
            </NewTabLink>
            <a
              href={telLink(settings.phone)}
              className={buttonClass('secondary', 'border-white! bg-transparent! text-white! hover:bg-white/10! text-base')}
            >
              {t.call(settings.phone)}
            </a>
          </div>
        ) : null}
      </PageHeader>

      <section aria-labelledby="why-heading" className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
            {t.whyHeading}
          </h2>
          <ReasonCards items={t.reasons} className="mt-6 grid gap-4 md:grid-cols-3" />
          <h2 className="mt-12 text-2xl font-bold text-brand-800 sm:text-3xl">{t.pricesHeading}</h2>
          <p className="mt-2 text-slate-600">{t.pricesLead}</p>
          <div className="mt-6">
            <RegionPriceSummary />
          </div>
          <p className="mt-4 text-xs text-slate-500">{t.disclaimer}</p>
        </div>
      </section>

      <FeaturedPlots whatsappNumber={settings?.whatsappNumber} tone="muted" intro={t.featuredIntro} />
      <RegionPricing id="pricing" />
    </>
  );
}
