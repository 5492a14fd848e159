import { PRICE_RANGES, type PriceCategory } from '@core/region-prices';
import type { VillagePage } from '@core/schemas/village';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import type { MapTiles } from '@/components/map/map-points';
import { PriceRange } from '@/components/ui/price-band';
import { useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { PriceHistoryChart } from './price-history-chart';
import { Section } from './village-section';

/** The plots, ventures, map and villages nearby: below the first screen, their code loads as they near it. */
const VillageMore = deferred(() => import('./village-more').then((m) => m.VillageMore));

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
  const localizedText = useLocalizedText();
  const name = localizedText(village.name, village.nameTe);
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

      <DeferredSection component={VillageMore} props={{ page, whatsappNumber, mapTiles }} fallback={<div className="min-h-[60vh]" />} />
    </article>
  );
}
