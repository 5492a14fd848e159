import { pathInLanguage } from '@core/languages';
import { PRICE_RANGES, type PriceCategory } from '@core/schemas/price-history';
import type { VillagePage } from '@core/schemas/village';
import { sitePaths } from '@core/site-paths';
import type { ReactNode } from 'react';
import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { LazyMap } from '@/components/map/lazy-map';
import type { MapTiles } from '@/components/map/map-points';
import { buttonClass } from '@/components/ui/button';
import { PriceRange } from '@/components/ui/price-band';
import { paths } from '@/config/paths';
import { formatTablePrice } from '@/i18n/formats';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { PlotCard } from '../plot-card';
import { VentureCard } from '../ventures/venture-card';
import { PriceHistoryChart } from './price-history-chart';

function Section({ id, heading, children, className = '' }: { id: string; heading: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 ${className}`}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A change in %, or 'not known'; up green, down red, with the words for screen readers. */
function Change({ percent }: { percent: number | null }) {
  const t = useT('villages');
  if (percent === null) return <span className="text-slate-600">{t.noChange}</span>;
  const tone = percent > 0 ? 'text-emerald-800' : percent < 0 ? 'text-rose-800' : 'text-slate-700';
  return <span className={`font-semibold tabular-nums ${tone}`}>{t.change(percent)}</span>;
}

/**
 * A village's page: today's prices per category with how they moved over 1 and 3 years, the price
 * history chart (drawn on the server) with its numbers, the plots on sale there, its ventures, the
 * map, what admins wrote about it and the villages nearby with their prices.
 */
export function VillageDetails({ page, whatsappNumber, mapTiles }: { page: VillagePage; whatsappNumber: string | undefined; mapTiles: MapTiles | undefined }) {
  const { village } = page;
  const t = useT('villages');
  const language = useLanguage();
  const localizedText = useLocalizedText();
  const name = localizedText(village.name, village.nameTe);
  const about = localizedText(village.description, village.descriptionTe);
  const placed = village.latitude !== 0 || village.longitude !== 0;
  const searchHref = `${paths.properties.href()}?location=${encodeURIComponent(village.name)}`;
  return (
    <article aria-labelledby="village-title" className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-village-id={village.id}>
      <header className="flex flex-col gap-3">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link to={`${paths.investment.href()}#pricing`} className="underline underline-offset-2 hover:text-brand-800">
            {t.breadcrumbPrices}
          </Link>{' '}
          / <span aria-current="page">{name}</span>
        </nav>
        <h1 id="village-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t.heading(name)}
        </h1>
        <p className="max-w-3xl text-slate-700">{t.lead(name)}</p>
      </header>

      <section aria-label={t.today} className="grid gap-4 sm:grid-cols-2">
        {PRICE_RANGES.map(({ category, min, max }) => (
          <div key={category} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`today-${category}`}>
            <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t.categories[category as PriceCategory]}</h2>
            <p className="flex flex-wrap items-baseline gap-2">
              <PriceRange min={village.prices[min]} max={village.prices[max]} />
              <span className="text-sm text-slate-600">{t.perSqYd}</span>
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">{t.oneYear}</dt>
                <dd>
                  <Change percent={page.changes[category].oneYear} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.threeYears}</dt>
                <dd>
                  <Change percent={page.changes[category].threeYears} />
                </dd>
              </div>
            </dl>
          </div>
        ))}
      </section>

      <Section id="village-history-heading" heading={t.history.heading}>
        <PriceHistoryChart points={page.history} village={name} />
      </Section>

      <Section id="village-plots-heading" heading={t.plots.heading(name)}>
        {page.plots.length > 0 ? (
          <>
            <p className="text-slate-700">{t.plots.count(page.plotsAvailable)}</p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {page.plots.map((plot) => (
                <li key={plot.id}>
                  <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
                </li>
              ))}
            </ul>
            <Link to={searchHref} className={buttonClass('secondary', 'self-start')}>
              {t.plots.all(name)}
            </Link>
            <FollowAlert kind="newPlots" alert={{ kind: 'search', target: { location: village.name } }} />
          </>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
            <p className="text-slate-700">{t.plots.none(name)}</p>
            <Link to={paths.contact.href()} className={buttonClass('primary', 'mt-3')}>
              {t.plots.contact}
            </Link>
          </div>
        )}
      </Section>

      {page.ventures.length > 0 ? (
        <Section id="village-ventures-heading" heading={t.ventures.heading(name)}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {page.ventures.map((venture) => (
              <li key={venture.id}>
                <VentureCard venture={venture} heading="h3" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <div className="grid gap-10 lg:grid-cols-2">
        {about ? (
          <Section id="village-about-heading" heading={t.about(name)}>
            <p className="whitespace-pre-line text-slate-700">
              <Localized english={village.description} telugu={village.descriptionTe} />
            </p>
          </Section>
        ) : null}
        {placed ? (
          <Section id="village-map-heading" heading={t.map.heading}>
            <LazyMap
              points={[{ id: village.id, latitude: village.latitude, longitude: village.longitude, title: name, detail: '', href: pathInLanguage(sitePaths.village(village), language) }]}
              tiles={mapTiles}
              label={t.map.label(name)}
            />
          </Section>
        ) : null}
      </div>

      {page.nearby.length > 0 ? (
        <Section id="village-nearby-heading" heading={t.nearby.heading}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {page.nearby.map((other) => (
              <li key={other.id} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                <Link to={paths.village.href(other)} className="font-semibold text-brand-800 underline underline-offset-2">
                  <Localized english={other.name} telugu={other.nameTe} />
                </Link>
                <span className="text-sm text-slate-600">{t.nearby.km(other.km)}</span>
                <span className="text-sm text-slate-700">
                  {t.nearby.residential}: {formatTablePrice(other.prices.ResidentialPriceMin, language)} – {formatTablePrice(other.prices.ResidentialPriceMax, language)}
                </span>
              </li>
            ))}
          </ul>
          <Link to={`${paths.investment.href()}#pricing`} className="self-start font-semibold text-brand-800 underline underline-offset-2">
            {t.allVillages}
          </Link>
        </Section>
      ) : null}
    </article>
  );
}
