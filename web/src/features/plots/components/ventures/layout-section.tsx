import { ROAD_FACINGS } from '@core/constants';
import { VENTURE_POLL_SECONDS } from '@core/venture-constants';
import { toSqFt } from '@core/area-units';
import { LANGUAGE_TAGS, pathInLanguage } from '@core/languages';
import type { StatusCounts, VenturePage, VenturePlot } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import { useCallback, useMemo, useRef, useState } from 'react';
import { AreaUnitSwitch } from '@/components/ui/area-unit-switch';
import { formatArea } from '@/i18n/formats';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAreaUnit } from '@/lib/use-area-unit';
import { PLAN_CONTENT_STYLE, PLAN_VIEWPORT_STYLE, usePlanZoom } from '../../hooks/use-plan-zoom';
import { facingsOf, filtersSet, plotLabelSize, plotMatches, type LayoutFilters as Filters, type LivePlots } from '../../utils/venture-layout';
import { LayoutFilters, EMPTY_LAYOUT_FILTER_VALUES, type LayoutFilterValues } from './layout-filters';
import { LayoutLegend } from './layout-legend';
import { LayoutPlan } from './layout-plan';
import { PlotPanel } from './plot-panel';

/** A bound as typed, in square feet; null when blank or not a number. */
function boundSqFt(text: string, unit: Parameters<typeof toSqFt>[1]): number | null {
  const value = Number(text.replace(/,/g, '').trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : toSqFt(value, unit);
}

const ZOOM_BUTTON =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-lg font-semibold text-slate-800 shadow-sm hover:border-brand-700 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:border-slate-300';

/**
 * 'Layout plan': the plan with every plot coloured by its live status, the legend with counts, the
 * highlight filters, zoom and pan once live, and the panel of the tapped plot. `plots` and
 * `counts` are live (the page polls the venture's availability).
 */
export function LayoutSection({
  page,
  plots,
  counts,
  ventureName,
  whatsappNumber,
  chosen,
  onEnquire,
}: {
  page: VenturePage;
  plots: LivePlots;
  counts: StatusCounts;
  ventureName: string;
  whatsappNumber: string | undefined;
  chosen: ReadonlySet<string>;
  onEnquire: (plotId: string) => void;
}) {
  const language = useLanguage();
  const [unit] = useAreaUnit();
  const t = useT('ventures');
  const words = useT('parts').plot;
  const [values, setValues] = useState<LayoutFilterValues>(EMPTY_LAYOUT_FILTER_VALUES);
  const [selected, setSelected] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const zoom = usePlanZoom(viewport, content);
  const image = page.venture.layout.image;

  const filters = useMemo<Filters>(
    () => ({ availableOnly: values.availableOnly, areaMinSqFt: boundSqFt(values.areaMin, unit), areaMaxSqFt: boundSqFt(values.areaMax, unit), facing: values.facing }),
    [values, unit],
  );
  const active = filtersSet(filters);
  const matching = useMemo(() => (active ? [...plots.values()].filter((plot) => plotMatches(plot, filters)).length : plots.size), [active, plots, filters]);
  const facings = useMemo(() => facingsOf(plots.values(), ROAD_FACINGS), [plots]);
  const labelSize = useMemo(() => plotLabelSize(page.shapes), [page.shapes]);

  const plotName = useCallback(
    (plot: VenturePlot) =>
      t.layout.plotName({
        number: plot.number,
        area: plot.areaSqFt > 0 ? formatArea(plot.areaSqFt, unit, language) : '',
        facing: words.facings[plot.roadFacing],
        status: t.statuses[plot.status],
      }),
    [t, words, unit, language],
  );
  const plotHref = useCallback((plot: VenturePlot) => pathInLanguage(sitePaths.plotAt(plot.segment), language), [language]);
  const areaName = useCallback((kind: keyof typeof t.areaKinds) => t.areaKinds[kind], [t]);
  const dimmed = useCallback((plot: VenturePlot) => active && !plotMatches(plot, filters), [active, filters]);
  const pick = useCallback((plotId: string) => {
    setSelected(plotId);
    // The panel takes the focus (a keyboard's Enter, a screen reader's click) and comes into view
    // on a phone, where it is under the plan.
    requestAnimationFrame(() => {
      panel.current?.focus({ preventScroll: true });
      panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
  }, []);
  const close = () => {
    const plot = selected ? plots.get(selected) : undefined;
    setSelected(null);
    // Back to the plot's link, so a keyboard goes on from where it was.
    if (plot) viewport.current?.querySelector<SVGAElement>(`a[href="${CSS.escape(plotHref(plot))}"]`)?.focus();
  };

  return (
    <section aria-labelledby="venture-layout-heading" className="space-y-4" data-testid="venture-layout">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="venture-layout-heading" className="text-xl font-bold text-slate-900">
            {t.layout.heading}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-brand-600" />
            {t.layout.live(VENTURE_POLL_SECONDS)}
          </p>
        </div>
        <AreaUnitSwitch />
      </div>
      <LayoutLegend counts={counts} />
      {image ? (
        <>
          {/* The plan comes first, high on a phone's first screen; the tapped plot's panel, then the
              filters, beside it on a wide screen and right under it on a phone (the panel scrolls into view). */}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <div
                ref={viewport}
                className="relative max-h-[75vh] w-full overflow-hidden rounded-xl border border-slate-200 bg-white"
                // The box keeps the plan's shape from the first paint: nothing moves when the image arrives.
                style={{ ...PLAN_VIEWPORT_STYLE, aspectRatio: `${image.width} / ${image.height}` }}
              >
                <div ref={content} className="h-full w-full" style={PLAN_CONTENT_STYLE}>
                  <LayoutPlan
                    image={image}
                    shapes={page.shapes}
                    plots={plots}
                    label={t.layout.label(ventureName)}
                    plotName={plotName}
                    plotHref={plotHref}
                    labelLanguage={language === 'en' ? undefined : LANGUAGE_TAGS.en}
                    areaName={areaName}
                    labelSize={labelSize}
                    dimmed={dimmed}
                    selected={selected}
                    chosen={chosen}
                    onPick={pick}
                  />
                </div>
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-600">{t.layout.hint}</p>
                <div role="group" aria-label={t.layout.controls} className="flex gap-2">
                  <button type="button" onClick={zoom?.zoomOut} disabled={!zoom?.zoomed} aria-label={t.layout.zoomOut} className={ZOOM_BUTTON}>
                    <span aria-hidden="true">−</span>
                  </button>
                  <button type="button" onClick={zoom?.zoomIn} disabled={!zoom} aria-label={t.layout.zoomIn} className={ZOOM_BUTTON}>
                    <span aria-hidden="true">+</span>
                  </button>
                  <button type="button" onClick={zoom?.reset} disabled={!zoom?.zoomed} className={`${ZOOM_BUTTON} text-sm`}>
                    {t.layout.reset}
                  </button>
                </div>
              </div>
            </div>
            <div className="space-y-4">
              <PlotPanel
                ref={panel}
                plot={selected ? plots.get(selected) : undefined}
                ventureName={ventureName}
                whatsappNumber={whatsappNumber}
                inEnquiry={selected !== null && chosen.has(selected)}
                onEnquire={onEnquire}
                onClose={close}
              />
              <LayoutFilters values={values} onChange={setValues} facings={facings} unit={unit} matching={matching} total={plots.size} active={active} />
            </div>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">{t.layout.noPlan}</p>
      )}
    </section>
  );
}
