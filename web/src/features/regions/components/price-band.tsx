import { formatTablePrice, PRICE_BAND_LABELS, priceBand, type PriceBand } from '@core/price';

/** Colours of the price bands: text and background pairs that keep AA contrast. */
export const BAND_STYLES: Record<PriceBand, { cell: string; swatch: string; name: string }> = {
  low: { cell: 'bg-emerald-50 text-emerald-900 ring-emerald-200', swatch: 'bg-emerald-500', name: 'Low' },
  medium: { cell: 'bg-amber-50 text-amber-900 ring-amber-200', swatch: 'bg-amber-500', name: 'Medium' },
  high: { cell: 'bg-rose-50 text-rose-900 ring-rose-200', swatch: 'bg-rose-500', name: 'High' },
};

/** One price range, coloured by its own band (average of min and max); a missing price shows ₹0 as docs/product.md says. */
export function PriceRange({
  min,
  max,
  compact = false,
}: {
  min: number | null | undefined;
  max: number | null | undefined;
  compact?: boolean;
}) {
  const size = compact ? 'px-2 py-0.5 text-[13px]' : 'px-2.5 py-1 text-sm';
  const band = priceBand(min, max);
  return (
    <span
      data-band={band}
      className={`inline-block rounded-md font-semibold whitespace-nowrap tabular-nums ring-1 ${size} ${BAND_STYLES[band].cell}`}
    >
      {formatTablePrice(min)} – {formatTablePrice(max)}
      <span className="sr-only"> per sq.yd, {BAND_STYLES[band].name.toLowerCase()} price band</span>
    </span>
  );
}

/** The colour legend of the pricing table. */
export function PriceBandLegend() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
      <h3 className="text-sm font-semibold text-slate-700">Price bands:</h3>
      <ul aria-label="Price band legend" className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-5">
        {(Object.keys(PRICE_BAND_LABELS) as PriceBand[]).map((band) => (
          <li key={band} className="flex items-center gap-2 text-sm text-slate-700">
            <span aria-hidden="true" className={`h-3.5 w-3.5 rounded-full ${BAND_STYLES[band].swatch}`} />
            <span className="font-semibold">{BAND_STYLES[band].name}</span>
            <span className="text-slate-600">{PRICE_BAND_LABELS[band]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
