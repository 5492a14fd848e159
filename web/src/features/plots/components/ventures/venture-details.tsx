import { ENQUIRY_PLOTS_MAX } from '@core/venture-constants';
import { hasLocation } from '@core/plot-links';
import { totalOf } from '@core/plot-status';
import type { VenturePage } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import { pathInLanguage } from '@core/languages';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { LazyMap } from '@/components/map/lazy-map';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import type { MapTiles } from '@/components/map/map-points';
import { paths } from '@/config/paths';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { toast } from '@/lib/toast';
import { useVentureAvailability } from '../../api/get-venture-availability';
import { liveCounts, livePlots, pageAvailability } from '../../utils/venture-layout';
import { PinIcon } from '../plot-icons';
import { PlotGallery } from '../plot-page/plot-gallery';
import { LayoutSection } from './layout-section';
import { VentureApprovals } from './venture-approvals';
import { SaleStatusBadge } from './sale-status-badge';

// The enquiry carries the forms' code (Zod and the lead schemas): it loads as the form comes into
// view or is touched (components/ui/deferred.tsx), as on a plot's page; the server renders it whole.
const EnquiryForm = deferred(() => import('./venture-enquiry-form').then((m) => m.VentureEnquiryForm));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One venture's page (docs/product.md: the venture page): its name, village, developer and
 * approvals, the layout plan with every plot's live status, the panel of a tapped plot, the
 * highlight filters, its photos, amenities, description and map, and an enquiry naming the plots
 * the visitor picked on the plan.
 */
export function VentureDetails({ page, whatsappNumber, mapTiles }: { page: VenturePage; whatsappNumber: string | undefined; mapTiles: MapTiles | undefined }) {
  const { venture, summary } = page;
  const language = useLanguage();
  const t = useT('ventures');
  const common = useT('common');
  const localizedText = useLocalizedText();
  const initialAvailability = useMemo(() => pageAvailability(page.plots, summary.counts), [page.plots, summary.counts]);
  const availability = useVentureAvailability(venture.id, initialAvailability);
  const plots = useMemo(() => livePlots(page.plots, availability), [page.plots, availability]);
  const counts = liveCounts(summary.counts, availability);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const nameText = localizedText(venture.name, venture.nameTe);
  const name = <Localized english={venture.name} telugu={venture.nameTe} />;
  const village = summary.village ? <Localized english={summary.village.name} telugu={summary.village.nameTe} /> : null;

  const enquire = (plotId: string) => {
    if (!chosenSet.has(plotId) && chosen.length >= ENQUIRY_PLOTS_MAX) {
      toast.error(t.enquiry.tooMany(ENQUIRY_PLOTS_MAX));
      return;
    }
    // The form's code first: a deferred section given new props while its code is still on the
    // way would give up the server's HTML (components/ui/deferred.tsx). Without the code (offline)
    // the plot is added all the same.
    EnquiryForm.open();
    void EnquiryForm.preload()
      .catch(() => undefined)
      .then(() => {
        setChosen((list) => (list.includes(plotId) ? list : [...list, plotId]));
        document.getElementById('venture-enquiry')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        document.getElementById('venture-enquiry-name')?.focus({ preventScroll: true });
      });
  };
  // Kept by value between renders (the numbers are the page's: the live statuses do not change
  // them), so the deferred form is left alone until the visitor picks a plot.
  const chosenPlots = useMemo(
    () =>
      chosen.flatMap((id) => {
        const plot = page.plots.find((candidate) => candidate.id === id);
        return plot ? [{ id, number: plot.number }] : [];
      }),
    [chosen, page.plots],
  );
  const unchoose = useCallback((id: string) => setChosen((list) => list.filter((other) => other !== id)), []);

  return (
    <article aria-labelledby="venture-title" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-venture-id={venture.id}>
      <nav aria-label={t.page.breadcrumb} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home.href()} className="hover:text-brand-700 hover:underline">
              {common.nav.home}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.ventures.href()} className="hover:text-brand-700 hover:underline">
              {common.nav.ventures}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="max-w-[16rem] truncate font-medium text-slate-900">
            {name}
          </li>
        </ol>
      </nav>

      <header>
        <SaleStatusBadge status={venture.saleStatus} />
        <h1 id="venture-title" className="mt-2 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
          {name}
        </h1>
        {village ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-slate-600">
            <PinIcon className="shrink-0 text-brand-700" />
            {village}
          </p>
        ) : null}
        <p className="mt-2 text-lg font-semibold text-brand-800" data-testid="venture-availability">
          {t.plotsAvailable(counts.available, totalOf(counts))}
        </p>
      </header>

      <div className="mt-6">
        <LayoutSection page={page} plots={plots} counts={counts} ventureName={nameText} whatsappNumber={whatsappNumber} chosen={chosenSet} onEnquire={enquire} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="venture-facts-heading">
            <h2 id="venture-facts-heading" className="text-lg font-semibold text-slate-900">
              {t.page.facts}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              {village ? <Fact label={t.page.village}>{village}</Fact> : null}
              {venture.developer ? (
                <Fact label={t.page.developer}>
                  <Localized english={venture.developer} />
                </Fact>
              ) : null}
              {venture.totalExtentAcres > 0 ? <Fact label={t.page.extent}>{t.page.acres(venture.totalExtentAcres)}</Fact> : null}
              <Fact label={t.page.plots}>{totalOf(counts)}</Fact>
              <Fact label={t.page.saleStatus}>{t.saleStatuses[venture.saleStatus]}</Fact>
            </dl>
          </section>

          <VentureApprovals venture={venture} />

          {venture.images.length > 0 ? (
            <section aria-labelledby="venture-photos-heading">
              <h2 id="venture-photos-heading" className="mb-3 text-lg font-semibold text-slate-900">
                {t.page.photos}
              </h2>
              <PlotGallery images={venture.images} title={nameText} status={null} />
            </section>
          ) : null}

          {venture.description || venture.amenities.length > 0 ? (
            <section aria-labelledby="venture-about-heading">
              <h2 id="venture-about-heading" className="text-lg font-semibold text-slate-900">
                {t.page.about}
              </h2>
              {venture.description ? (
                <p className="mt-2 whitespace-pre-line text-slate-700">
                  <Localized english={venture.description} telugu={venture.descriptionTe} />
                </p>
              ) : null}
              {venture.amenities.length > 0 ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.page.amenities}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {venture.amenities.map((amenity) => (
                      <li key={amenity} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
                        <Localized english={amenity} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ) : null}

          {hasLocation(venture.coordinates) ? (
            <section aria-labelledby="venture-location-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="venture-location-heading" className="text-lg font-semibold text-slate-900">
                {t.page.location}
              </h2>
              {village ? (
                <p className="mt-2 flex items-center gap-1.5 text-slate-700">
                  <PinIcon className="shrink-0 text-brand-700" />
                  {village}
                </p>
              ) : null}
              <div className="mt-3">
                <LazyMap
                  points={[
                    {
                      id: venture.id,
                      latitude: venture.coordinates.latitude,
                      longitude: venture.coordinates.longitude,
                      title: nameText,
                      detail: summary.village ? localizedText(summary.village.name, summary.village.nameTe) : '',
                      href: pathInLanguage(sitePaths.venture(venture), language),
                    },
                  ]}
                  tiles={mapTiles}
                  label={t.page.mapLabel(nameText)}
                />
              </div>
            </section>
          ) : null}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <DeferredSection
            component={EnquiryForm}
            props={{ ventureId: venture.id, ventureName: venture.name, ventureNameTe: venture.nameTe, plots: chosenPlots, onRemove: unchoose }}
          />
          <div className="mt-4 flex flex-col gap-3">
            <FollowAlert kind="ventureFreed" alert={{ kind: 'venture', target: { ventureId: venture.id } }} />
            <FollowAlert kind="newPlots" alert={{ kind: 'search', target: { ventureId: venture.id } }} />
          </div>
        </aside>
      </div>
    </article>
  );
}
