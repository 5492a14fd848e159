import { priceChart } from '@core/price-chart';
import { middlePrice, type MonthPoint } from '@core/price-history';
import { PRICE_RANGES, type PriceCategory } from '@core/region-prices';
import { useId, useMemo } from 'react';
import { formatMonth, formatTablePrice } from '@/i18n/formats';
import { useLanguage, useT } from '@/i18n/use-language';

/** Each line's colour and dash: told apart without colour too. */
const LINE_STYLES: Record<PriceCategory, { stroke: string; dash?: string; swatch: string }> = {
  residential: { stroke: '#047857', swatch: 'border-emerald-700' },
  commercial: { stroke: '#b45309', dash: '6 4', swatch: 'border-amber-700 border-dashed' },
};

/**
 * A village's prices month by month: an SVG drawn from the same numbers on the server and in the
 * browser (no chart library, nothing to wait for), its size fixed by its viewBox so nothing moves
 * as it loads, and the numbers as a table under it for screen readers and crawlers.
 */
export function PriceHistoryChart({ points, village }: { points: readonly MonthPoint[]; village: string }) {
  const t = useT('villages');
  const language = useLanguage();
  const titleId = useId();
  const chart = useMemo(() => priceChart(points), [points]);
  if (points.length === 0) return <p className="text-slate-600">{t.history.none}</p>;
  return (
    <figure className="flex max-w-3xl flex-col gap-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {PRICE_RANGES.map(({ category }) => (
          <li key={category} className="flex items-center gap-2">
            <span className={`inline-block w-6 border-t-[3px] ${LINE_STYLES[category].swatch}`} />
            {t.categories[category]}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby={titleId} className="h-auto w-full" data-testid="price-chart">
        <title id={titleId}>{t.history.chartLabel(village)}</title>
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={chart.area.left} x2={chart.area.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
            <text x={chart.area.left - 8} y={tick.y + 6} textAnchor="end" fontSize="18" fill="#475569">
              {formatTablePrice(tick.value, language)}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <g key={tick.label + tick.x}>
            <line x1={tick.x} x2={tick.x} y1={chart.area.bottom} y2={chart.area.bottom + 5} stroke="#94a3b8" />
            <text x={tick.x} y={chart.area.bottom + 26} textAnchor="middle" fontSize="18" fill="#475569">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.lines.map((line) => (
          <g key={line.category}>
            <path d={line.path} fill="none" stroke={LINE_STYLES[line.category].stroke} strokeWidth="3" strokeDasharray={LINE_STYLES[line.category].dash} strokeLinejoin="round" strokeLinecap="round" />
            <circle cx={line.last.x} cy={line.last.y} r="4.5" fill={LINE_STYLES[line.category].stroke} />
          </g>
        ))}
      </svg>
      <figcaption className="text-sm text-slate-600">{t.history.lead}</figcaption>
      <details className="rounded-lg border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-800">{t.history.tableToggle}</summary>
        <div className="max-h-96 overflow-auto">
          <table className="w-full border-collapse text-left text-sm tabular-nums" data-testid="price-history-table">
            <caption className="sr-only">{t.history.tableCaption(village)}</caption>
            <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.history.month}
                </th>
                {PRICE_RANGES.map(({ category }) => (
                  <th key={category} scope="col" className="px-3 py-2">
                    {t.categories[category]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.month} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                    {formatMonth(point.month, language)}
                  </th>
                  {PRICE_RANGES.map(({ category, min, max }) => (
                    <td key={category} className="px-3 py-1.5 whitespace-nowrap" title={formatTablePrice(middlePrice(point.prices, category), language)}>
                      {formatTablePrice(point.prices[min], language)} – {formatTablePrice(point.prices[max], language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
