import { formatRupees } from '@core/price';
import type { PriceBreakdown } from '@core/price-breakdown';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatArea, formatPlotPrice } from '@/i18n/formats';

/** 'Price breakdown': rate × area, then the charges on top (rows only when not zero), and the total in lakhs or crores. */
export function PlotPrice({ breakdown, areaSqFt }: { breakdown: PriceBreakdown; areaSqFt: number }) {
  const language = useLanguage();
  const t = useT('plotPage').price;
  const { perSqYd } = useT('parts').plot;
  const area = formatArea(areaSqFt, 'sqyd', language);
  return (
    <section aria-labelledby="plot-price-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plot-price-heading" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <table className="mt-3 w-full text-sm" data-testid="price-breakdown">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {breakdown.rows.map((row) => (
            <tr key={row.item}>
              <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                <span className="block font-medium text-slate-900">{t.items[row.item]}</span>
                <span className="block text-xs text-slate-500 tabular-nums">
                  {formatRupees(row.rate)}
                  {perSqYd} × {area}
                </span>
              </th>
              <td className="py-2.5 text-right font-medium text-slate-900 tabular-nums">{formatRupees(row.rupees)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-200">
            <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
              {t.total}
            </th>
            <td className="pt-3 text-right tabular-nums">
              <span className="block text-xl font-bold text-brand-700">{formatPlotPrice(breakdown.total, undefined, language)}</span>
              <span className="block text-xs text-slate-500">{formatRupees(breakdown.total)}</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
