import { formatArea } from '@core/area-units';
import { formatInr } from '@core/emi';
import type { PriceBreakdown } from '@core/price-breakdown';
import { formatPlotPrice } from '@core/price';

/** 'Price breakdown': rate × area, then the charges on top (rows only when not zero), and the total in lakhs or crores. */
export function PlotPrice({ breakdown, areaSqFt }: { breakdown: PriceBreakdown; areaSqFt: number }) {
  const area = formatArea(areaSqFt, 'sqyd');
  return (
    <section aria-labelledby="plot-price-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plot-price-heading" className="text-lg font-semibold text-slate-900">
        Price breakdown
      </h2>
      <table className="mt-3 w-full text-sm" data-testid="price-breakdown">
        <caption className="sr-only">How the price of this plot adds up</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {breakdown.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                <span className="block font-medium text-slate-900">{row.label}</span>
                <span className="block text-xs text-slate-500 tabular-nums">
                  {formatInr(row.rate)}/sq.yd × {area}
                </span>
              </th>
              <td className="py-2.5 text-right font-medium text-slate-900 tabular-nums">{formatInr(row.rupees)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-200">
            <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
              Total
            </th>
            <td className="pt-3 text-right tabular-nums">
              <span className="block text-xl font-bold text-brand-700">{formatPlotPrice(breakdown.total)}</span>
              <span className="block text-xs text-slate-500">{formatInr(breakdown.total)}</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
