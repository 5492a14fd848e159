import { formatArea } from '@core/area-units';
import { COMPARE_MIN } from '@core/constants';
import { formatPlotPrice, formatRupees } from '@core/price';
import type { Plot } from '@core/schemas/plot';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AreaUnitSwitch } from '@/components/ui/area-unit-switch';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { compareIds } from '@/lib/compare-tray';
import { toast } from '@/lib/toast';
import { useAreaUnit } from '@/lib/use-area-unit';
import { useComparedPlots } from '../../api/get-compared-plots';

export const COMPARE_LINK_COPIED = 'Link to this comparison copied';

const ROWS: { label: string; value: (plot: Plot, unit: ReturnType<typeof useAreaUnit>[0]) => ReactNode }[] = [
  { label: 'Price', value: (plot) => <span className="text-lg font-bold text-brand-700">{formatPlotPrice(plot.price, plot.priceUnit)}</span> },
  { label: 'Rate per sq.yd', value: (plot) => formatRupees(plot.pricePerSqYard) },
  { label: 'Area', value: (plot, unit) => formatArea(plot.area, unit) },
  { label: 'Facing', value: (plot) => plot.roadFacing },
  { label: 'Road width', value: (plot) => `${plot.roadWidth} m` },
  { label: 'Venture', value: (plot) => plot.ventureName || '—' },
  { label: 'Layout permit', value: (plot) => (plot.layoutPermitNumber ? `${plot.layoutAuthority} LP No. ${plot.layoutPermitNumber}` : '—') },
  { label: 'AP RERA number', value: (plot) => (plot.reraNumber ? <span className="font-mono">{plot.reraNumber}</span> : '—') },
  { label: 'Status', value: (plot) => (plot.status === 'sold' ? 'Sold' : 'Available') },
];

function BrowseLink() {
  return (
    <Link to={paths.properties.href()} className={buttonClass('primary', 'mt-4')}>
      Browse properties
    </Link>
  );
}

/**
 * /compare?ids=a,b: the plots side by side (price, rate, area in the chosen unit, facing, road,
 * approvals, status), one column each; on a phone the table scrolls sideways under a fixed first
 * column. The address is the comparison, so it can be shared; unknown ids are named as missing.
 */
export function ComparePage() {
  const [params, setParams] = useSearchParams();
  const ids = compareIds(params.get('ids'));
  const compared = useComparedPlots(ids);
  const [unit] = useAreaUnit();

  const missing = compared.filter((slot) => slot.missing).map((slot) => slot.id);
  const found = compared.flatMap((slot) => (slot.plot ? [slot.plot] : []));
  const loading = compared.some((slot) => !slot.plot && !slot.missing && !slot.error);
  const failed = compared.some((slot) => !slot.plot && !slot.missing && slot.error);

  function keep(next: readonly string[]) {
    setParams(next.length > 0 ? { ids: next.join(',') } : {}, { preventScrollReset: true });
  }
  async function copyLink() {
    const url = new URL(paths.compare.href(found.map((plot) => plot.id)), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(COMPARE_LINK_COPIED, { id: 'compare-link' });
    } catch {
      toast.error(`Could not copy the link. Copy it from here: ${url}`, { id: 'compare-link' });
    }
  }

  const missingNote =
    missing.length > 0 ? (
      <p role="note" data-testid="compare-missing" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {missing.length === 1 ? 'This plot is' : 'These plots are'} no longer listed: {missing.join(', ')}.
      </p>
    ) : null;

  let body: ReactNode;
  if (ids.length < COMPARE_MIN) {
    body = (
      <EmptyState title={`Pick at least ${COMPARE_MIN} plots to compare`}>
        Tap “Compare” on plot cards or in your favourites, then “Compare” in the tray at the foot of the page.
        <div>
          <BrowseLink />
        </div>
      </EmptyState>
    );
  } else if (loading && found.length + missing.length < ids.length) {
    body = <Spinner label="Loading the plots…" className="min-h-60" />;
  } else if (failed) {
    body = <ErrorState message="We could not load every plot of this comparison." onRetry={() => window.location.reload()} />;
  } else if (found.length < COMPARE_MIN) {
    body = (
      <>
        {missingNote}
        <EmptyState title={`Fewer than ${COMPARE_MIN} of these plots are still listed`}>
          Pick other plots to compare them.
          <div>
            <BrowseLink />
          </div>
        </EmptyState>
      </>
    );
  } else {
    body = (
      <>
        {missingNote}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <AreaUnitSwitch />
          <button type="button" onClick={() => void copyLink()} className={buttonClass('secondary')}>
            Copy link
          </button>
        </div>
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Comparison table (scrolls sideways)">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="compare-table">
            <caption className="sr-only">The {found.length} plots compared</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 w-32 bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:w-44">
                  Plot
                </th>
                {found.map((plot) => (
                  <th key={plot.id} scope="col" className="min-w-44 bg-slate-50 px-3 py-3 align-top">
                    <Link to={paths.plot.href(plot)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                      {plot.title}
                    </Link>
                    <span className="block text-xs font-normal text-slate-500">{plot.location}</span>
                    <button
                      type="button"
                      onClick={() => keep(ids.filter((id) => id !== plot.id))}
                      className="mt-1 min-h-9 text-xs font-semibold text-slate-600 underline hover:text-slate-900"
                    >
                      Remove<span className="sr-only"> {plot.title}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label} className="border-t border-slate-100">
                  <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-3 font-medium text-slate-600 shadow-[1px_0_0_#e2e8f0]">
                    {row.label}
                  </th>
                  {found.map((plot) => (
                    <td key={plot.id} className="px-3 py-3 text-slate-900 tabular-nums">
                      {row.value(plot, unit)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{body}</div>;
}
