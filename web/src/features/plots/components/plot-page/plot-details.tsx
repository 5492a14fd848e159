import { checkedDocuments } from '@core/document-checks';
import { formatRupees } from '@core/price';
import { priceBreakdown } from '@core/price-breakdown';
import type { BuyingCostSettings } from '@core/buying-cost';
import type { PublicPlot } from '@core/schemas/venture';
import type { ReactNode } from 'react';
import { AreaUnitSwitch } from '@/components/ui/area-unit-switch';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import { paths } from '@/config/paths';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAreaUnit } from '@/lib/use-area-unit';
import type { MapTiles } from '@/components/map/map-points';
import { PlotLocationMap } from '@/components/map/plot-location-map';
import { askForCopies } from '../../hooks/use-copies-request';
import { useFavourite } from '../../hooks/use-favourites';
import { usePlotInterest } from '../../hooks/use-plot-interest';
import { sharePlot } from '../../utils/share-plot';
import { BookNowLink } from '../book-now-link';
import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { CompareToggle } from '../compare-toggle';
import { PlotPriceLine } from '../plot-price-line';
import { VentureLink } from '../venture-link';
import { HeartIcon, PinIcon, ShareIcon } from '../plot-icons';
import { EmiCalculator } from './emi-calculator';
import { PlotApprovals } from './plot-approvals';
import { PlotDocuments } from './plot-documents';
import { PlotGallery } from './plot-gallery';
import { PlotPrice } from './plot-price';
import { sentenceWith } from '@/i18n/sentence-with';
import { formatArea } from '@/i18n/formats';
import { PlotStatusBadge } from '@/components/ui/plot-status-badge';
import { plotStatusText, reservedDayText } from '../../utils/plot-status-text';

const ACTION = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors';

// The enquiry form carries the forms' code (Zod and the lead schemas): it loads as the form comes
// into view or is touched (components/ui/deferred.tsx), below everything else on a phone; the
// server renders it whole and what is typed or sent meanwhile is kept.
const EnquiryForm = deferred(() => import('./plot-enquiry-form').then((m) => m.PlotEnquiryForm));

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** One plot's page (docs/product.md: the plot page): photos, facts, approvals, documents checked, price, EMI, location and an enquiry form. */
export function PlotDetails({
  plot,
  whatsappNumber,
  mapTiles,
  buyingCosts,
}: {
  plot: PublicPlot;
  whatsappNumber: string | undefined;
  mapTiles: MapTiles | undefined;
  buyingCosts: BuyingCostSettings | undefined;
}) {
  const [favourite, toggleFavourite] = useFavourite(plot.id);
  usePlotInterest(plot.id);
  const [unit] = useAreaUnit();
  const breakdown = priceBreakdown(plot);
  const language = useLanguage();
  const t = useT('plotPage');
  const common = useT('common');
  const words = useT('parts').plot;
  const titleText = useLocalizedText()(plot.title, plot.titleTe);
  const title = <Localized english={plot.title} telugu={plot.titleTe} />;
  const location = <Localized english={plot.location} />;
  const statusText = plotStatusText(plot, words, language);
  const notice = plot.status === 'available' ? null : plot.status === 'reserved' ? t.statusNotices.reserved(reservedDayText(plot.reservedUntil, language)) : t.statusNotices[plot.status];

  return (
    <article aria-labelledby="plot-title" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-plot-id={plot.id}>
      <nav aria-label={t.breadcrumb} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home.href()} className="hover:text-brand-700 hover:underline">
              {common.nav.home}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.properties.href()} className="hover:text-brand-700 hover:underline">
              {common.nav.properties}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="max-w-[16rem] truncate font-medium text-slate-900">
            {title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">{words.typeBadge(words.types[plot.type])}</span>
              <PlotStatusBadge status={plot.status} className="rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">
                <span data-testid="plot-status">{statusText}</span>
              </PlotStatusBadge>
            </div>
            <h1 id="plot-title" className="mt-2 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <p className="mt-1.5 flex items-center gap-1.5 text-slate-600">
              <PinIcon className="shrink-0 text-brand-700" />
              {location}
              {plot.ventureName ? (
                <span className="text-slate-500">
                  · {plot.ventureId ? <VentureLink plot={plot} /> : <Localized english={plot.ventureName} />}
                </span>
              ) : null}
            </p>
            <PlotPriceLine plot={plot} large />
            {notice ? (
              <p role="status" className="mt-4 rounded-xl border border-slate-300 bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800" data-testid="status-notice">
                {notice}
              </p>
            ) : null}

            <div className="mt-4 flex flex-wrap gap-2">
              <BookNowLink plot={plot} whatsappNumber={whatsappNumber} className={`${ACTION} flex-1 sm:flex-none`} />
              <button
                type="button"
                onClick={() => void sharePlot(titleText, plot.location, window.location.href, language)}
                aria-label={words.share(titleText)}
                className={`${ACTION} border border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700`}
              >
                <ShareIcon />
                {t.share}
              </button>
              <button
                type="button"
                onClick={toggleFavourite}
                aria-pressed={favourite}
                className={`${ACTION} border bg-white ${favourite ? 'border-rose-300 text-rose-600 hover:text-rose-700' : 'border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-700'}`}
              >
                <HeartIcon filled={favourite} />
                <span>
                  <span className="sr-only">{sentenceWith(words.saveFavourite, title)}</span>
                  <span aria-hidden="true">{favourite ? t.saved : t.save}</span>
                </span>
              </button>
              <CompareToggle plot={plot} />
            </div>
            <div className="mt-3">
              <FollowAlert kind="priceDrop" alert={{ kind: 'priceDrop', target: { plotId: plot.id } }} />
            </div>
          </header>

          <PlotGallery images={plot.images} title={titleText} status={plot.status === 'available' ? null : { status: plot.status, text: statusText }} />

          <section aria-labelledby="plot-facts-heading">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="plot-facts-heading" className="text-lg font-semibold text-slate-900">
                {t.details.heading}
              </h2>
              <AreaUnitSwitch />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" data-testid="plot-facts">
              <Fact label={words.area} testId="plot-area">
                {formatArea(plot.area, unit, language)}
              </Fact>
              <Fact label={t.details.rate}>
                {formatRupees(plot.pricePerSqYard)}
                {words.perSqYd}
              </Fact>
              <Fact label={words.roadWidth}>{words.metres(plot.roadWidth)}</Fact>
              <Fact label={words.facing}>{words.facings[plot.roadFacing]}</Fact>
              <Fact label={t.details.type}>{words.types[plot.type]}</Fact>
              <Fact label={words.status}>{statusText}</Fact>
            </dl>
          </section>

          {plot.description || plot.features.length > 0 ? (
            <section aria-labelledby="plot-about-heading">
              <h2 id="plot-about-heading" className="text-lg font-semibold text-slate-900">
                {t.about}
              </h2>
              {plot.description ? (
                <p className="mt-2 whitespace-pre-line text-slate-700">
                  <Localized english={plot.description} telugu={plot.descriptionTe} />
                </p>
              ) : null}
              {plot.features.length > 0 ? (
                <ul aria-label={words.features} className="mt-3 flex flex-wrap gap-2">
                  {plot.features.map((feature) => (
                    <li key={feature} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
                      <Localized english={feature} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}

          <PlotApprovals plot={plot} />
          <PlotDocuments
            documents={plot.documents}
            onAskForCopies={() => {
              // The form ticks its box and takes the cursor once it is there (it loads as it comes into view).
              document.getElementById('enquire')?.scrollIntoView({ block: 'start' });
              askForCopies(plot.id);
            }}
          />
          <PlotPrice breakdown={breakdown} areaSqFt={plot.area} village={plot.village} rates={buyingCosts} />
          <EmiCalculator price={breakdown.total} />

          <section id="plot-location" aria-labelledby="plot-location-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="plot-location-heading" className="text-lg font-semibold text-slate-900">
              {t.location}
            </h2>
            <p className="mt-2 flex items-center gap-1.5 text-slate-700">
              <PinIcon className="shrink-0 text-brand-700" />
              {location}
            </p>
            <PlotLocationMap plot={plot} tiles={mapTiles} />
          </section>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <DeferredSection component={EnquiryForm} props={{ plotId: plot.id, title: plot.title, titleTe: plot.titleTe, documentsChecked: checkedDocuments(plot.documents).length > 0 }} />
        </aside>
      </div>
    </article>
  );
}
