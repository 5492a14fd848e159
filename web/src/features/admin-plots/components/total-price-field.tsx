import { priceInUnit, priceUnitFor, totalPriceRupees, formatRupees } from '@core/price';
import { previewNumber } from '../utils/plot-form-values';

/**
 * The read-only total (docs/product.md §5): area / 9 × price per sq.yd, in lakhs below ₹1 crore and in
 * crores from there, two decimals. The server computes the stored total the same way.
 */
export function TotalPriceField({ id, area, pricePerSqYard }: { id: string; area: string; pricePerSqYard: string }) {
  const rupees = totalPriceRupees(previewNumber(area), previewNumber(pricePerSqYard));
  const unit = priceUnitFor(rupees);
  const label = unit === 'crores' ? 'Crores' : 'Lakhs';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        Total Price ({label})
      </label>
      <input
        id={id}
        type="text"
        readOnly
        value={priceInUnit(rupees, unit).toFixed(2)}
        aria-describedby={`${id}-hint`}
        data-unit={unit}
        className="block min-h-11 w-full rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 text-base font-semibold text-slate-900 tabular-nums"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Computed: area ÷ 9 × price per sq.yd = {formatRupees(rupees)}
      </p>
    </div>
  );
}
