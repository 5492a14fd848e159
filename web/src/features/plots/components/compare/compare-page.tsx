import { COMPARE_MIN, type AreaUnit } from '@core/constants';
import { pathInLanguage, type Language } from '@core/languages';
import { formatRupees } from '@core/price';
import type { Plot } from '@core/schemas/plot';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AreaUnitSwitch } from '@/components/ui/area-unit-switch';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import type { Dictionaries } from '@/i18n/namespaces';
import { useLanguage, useT } from '@/i18n/use-language';
import { compareIds } from '@/lib/compare-tray';
import { toast } from '@/lib/toast';
import { useAreaUnit } from '@/lib/use-area-unit';
import { useComparedPlots } from '../../api/get-compared-plots';
import { formatArea, formatPlotPrice } from '@/i18n/formats';
import { plotStatusText } from '../../utils/plot-status-text';

interface Row {
  key: string;
  label: string;
  value: (plot: Plot) => ReactNode;
}

/** The table's rows in the page's language: the area in the chosen unit, the facts' words from `parts`. */
function compareRows(language: Language, unit: AreaUnit, words: Dictionaries['compare'], plotWords: Dictionaries['parts']['plot']): Row[] {
  const rows = words.rows;
  return [
    {
      key: 'price',
      label: rows.price,
      value: (plot) => <span className="text-lg font-bold text-brand-700">{formatPlotPrice(plot.price, plot.priceUnit, language)}</span>,
    },
    { key: 'rate', label: rows.rate, value: (plot) => formatRupees(plot.pricePerSqYard) },
    { key: 'area', label: plotWords.area, value: (plot) => formatArea(plot.area, unit, language) },
    { key: 'facing', label: plotWords.facing, value: (plot) => plotWords.facings[plot.roadFacing] },
    { key: 'roadWidth', label: rows.roadWidth, value: (plot) => plotWords.metres(plot.roadWidth) },
    { key: 'venture', label: rows.venture, value: (plot) => (plot.ventureName ? <Localized english={plot.ventureName} /> : '—') },
    {
      key: 'layoutPermit',
      label: rows.layoutPermit,
      value: (plot) => (plot.layoutPermitNumber ? words.layoutPermitNumber(plot.layoutAuthority, plot.layoutPermitNumber) : '—'),
    },
    { key: 'rera', label: rows.rera, value: (plot) => (plot.reraNumber ? <span className="font-mono">{plot.reraNumber}</span> : '—') },
    { key: 'status', label: plotWords.status, value: (plot) => plotStatusText(plot, plotWords, language) },
  ];
}

function BrowseLink() {
  const t = useT('compare');
  return (
    <Link to={paths.properties.href()} className={buttonClass('primary', 'mt-4')}>
      {t.browse}
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
  const language = useLanguage();
  const t = useT('compare');
  const plotWords = useT('parts').plot;
  const text = useLocalizedText();

  const missing = compared.filter((slot) => slot.missing).map((slot) => slot.id);
  const found = compared.flatMap((slot) => (slot.plot ? [slot.plot] : []));
  const loading = compared.some((slot) => !slot.plot && !slot.missing && !slot.error);
  const failed = compared.some((slot) => !slot.plot && !slot.missing && slot.error);

  function keep(next: readonly string[]) {
    setParams(next.length > 0 ? { ids: next.join(',') } : {}, { preventScrollReset: true });
  }
  async function copyLink() {
    const url = new URL(pathInLanguage(paths.compare.href(found.map((plot) => plot.id)), language), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.linkCopied, { id: 'compare-link' });
    } catch {
      toast.error(t.copyFailed(url), { id: 'compare-link' });
    }
  }

  const missingNote =
    missing.length > 0 ? (
      <p role="note" data-testid="compare-missing" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t.missing(missing)}
      </p>
    ) : null;

  let body: ReactNode;
  if (ids.length < COMPARE_MIN) {
    body = (
      <EmptyState title={t.pickMore}>
        {t.pickMoreHint}
        <div>
          <BrowseLink />
        </div>
      </EmptyState>
    );
  } else if (loading && found.length + missing.length < ids.length) {
    body = <Spinner label={t.loading} className="min-h-60" />;
  } else if (failed) {
    body = <ErrorState message={t.failed} onRetry={() => window.location.reload()} />;
  } else if (found.length < COMPARE_MIN) {
    body = (
      <>
        {missingNote}
        <EmptyState title={t.tooFewLeft}>
          {t.pickOthers}
          <div>
            <BrowseLink />
          </div>
        </EmptyState>
      </>
    );
  } else {
    const rows = compareRows(language, unit, t, plotWords);
    body = (
      <>
        {missingNote}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <AreaUnitSwitch />
          <button type="button" onClick={() => void copyLink()} className={buttonClass('secondary')}>
            {t.copyLink}
          </button>
        </div>
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label={t.tableLabel}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="compare-table">
            <caption className="sr-only">{t.caption(found.length)}</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 w-32 bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:w-44">
                  {t.plot}
                </th>
                {found.map((plot) => (
                  <th key={plot.id} scope="col" className="min-w-44 bg-slate-50 px-3 py-3 align-top">
                    <Link to={paths.plot.href(plot)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                      <Localized english={plot.title} telugu={plot.titleTe} />
                    </Link>
                    <span className="block text-xs font-normal text-slate-500">
                      <Localized english={plot.location} />
                    </span>
                    <button
                      type="button"
                      onClick={() => keep(ids.filter((id) => id !== plot.id))}
                      className="mt-1 min-h-9 text-xs font-semibold text-slate-600 underline hover:text-slate-900"
                    >
                      {t.remove}
                      <span className="sr-only">{t.removeFor(text(plot.title, plot.titleTe))}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-100">
                  <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-3 font-medium text-slate-600 shadow-[1px_0_0_#e2e8f0]">
                    {row.label}
                  </th>
                  {found.map((plot) => (
                    <td key={plot.id} className="px-3 py-3 text-slate-900 tabular-nums">
                      {row.value(plot)}
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
