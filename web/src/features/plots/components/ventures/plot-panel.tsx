import { whatsappLink } from '@core/links';
import { PLOT_STATUS_COLOURS } from '@core/plot-status-colours';
import { formatRupees } from '@core/price';
import type { VenturePlot } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import type { Ref } from 'react';
import { buttonClass } from '@/components/ui/button';
import { bookVenturePlotText, formatArea, formatPlotPrice, longDay } from '@/i18n/formats';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAreaUnit } from '@/lib/use-area-unit';
import { CloseIcon } from '@/components/layout/layout-icons';
import { WhatsAppGlyph } from '../plot-icons';

/**
 * The tapped plot's details beside the plan (under it on a phone): its number, area in the
 * visitor's unit, facing, price, rate and status (live), and what to do next: Enquire (adds it to
 * the page's enquiry), Book Now (WhatsApp naming the venture and the plot) and Open plot page.
 * Without a plot, a line saying how to pick one.
 */
export function PlotPanel({
  plot,
  ventureName,
  whatsappNumber,
  inEnquiry,
  onEnquire,
  onClose,
  ref,
}: {
  plot: VenturePlot | undefined;
  ventureName: string;
  whatsappNumber: string | undefined;
  inEnquiry: boolean;
  onEnquire: (plotId: string) => void;
  onClose: () => void;
  /** The panel, which takes the focus when a plot is picked. */
  ref?: Ref<HTMLElement>;
}) {
  const language = useLanguage();
  const [unit] = useAreaUnit();
  const t = useT('ventures');
  const words = useT('parts').plot;

  if (!plot) {
    return (
      <div ref={ref as Ref<HTMLDivElement>} tabIndex={-1} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600 outline-none" data-testid="plot-panel">
        {t.panel.prompt}
      </div>
    );
  }

  const reservedUntil = plot.status === 'reserved' && plot.reservedUntil ? longDay(plot.reservedUntil, language) : '';
  const facts: [string, string][] = [
    [words.area, plot.areaSqFt > 0 ? formatArea(plot.areaSqFt, unit, language) : '—'],
    [words.facing, words.facings[plot.roadFacing]],
    [t.panel.price, plot.price > 0 ? formatPlotPrice(plot.price, plot.priceUnit, language) : '—'],
    [t.panel.rate, plot.pricePerSqYard > 0 ? `${formatRupees(plot.pricePerSqYard)}${words.perSqYd}` : '—'],
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="plot-panel-heading"
      // Scrolled into view with room below it: the floating WhatsApp button (bottom right) would otherwise cover its last button on a phone.
      className="scroll-mt-24 scroll-mb-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      data-testid="plot-panel"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id="plot-panel-heading" className="text-lg font-bold text-slate-900">
            {t.panel.title(plot.number)}
          </h3>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-800" data-testid="plot-panel-status">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm ring-1 ring-slate-500/60" style={{ backgroundColor: PLOT_STATUS_COLOURS[plot.status].fill }} />
            {reservedUntil ? t.panel.reservedUntil(reservedUntil) : t.statuses[plot.status]}
          </p>
        </div>
        <button type="button" onClick={onClose} aria-label={t.panel.close} className="-mt-1 -mr-1 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <CloseIcon />
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-2">
        <button type="button" onClick={() => onEnquire(plot.id)} className={buttonClass('primary', 'w-full')}>
          {t.panel.enquire}
          {inEnquiry ? <span className="text-xs font-normal">({t.panel.inEnquiry})</span> : null}
        </button>
        {plot.status === 'available' && whatsappNumber ? (
          <a
            href={whatsappLink(whatsappNumber, bookVenturePlotText(ventureName, plot.number, language))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('whatsapp', 'w-full')}
          >
            <WhatsAppGlyph width={16} height={16} />
            {words.bookNow}
            <span className="sr-only">{words.bookNowFor(t.panel.title(plot.number))}</span>
          </a>
        ) : null}
        <Link to={sitePaths.plotAt(plot.segment)} className={buttonClass('secondary', 'w-full')}>
          {t.panel.openPage}
        </Link>
      </div>
    </section>
  );
}
