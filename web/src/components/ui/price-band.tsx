import { priceBand, type PriceBand } from '@core/price';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatTablePrice } from '@/i18n/formats';

/** Colours of the price bands: text and background pairs that keep AA contrast. */
const BAND_STYLES: Record<PriceBand, { cell: string; swatch: string }> = {
  low: { cell: 'bg-emerald-50 text-emerald-900 ring-emerald-200', swatch: 'bg-emerald-500' },
  medium: { cell: 'bg-amber-50 text-amber-900 ring-amber-200', swatch: 'bg-amber-500' },
  high: { cell: 'bg-rose-50 text-rose-900 ring-rose-200', swatch: 'bg-rose-500' },
};

const BANDS = Object.keys(BAND_STYLES) as PriceBand[];

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
  const language = useLanguage();
  const bands = useT('pricing').bands;
  const size = compact ? 'px-2 py-0.5 text-[13px]' : 'px-2.5 py-1 text-sm';
  const band = priceBand(min, max);
  return (
    <span
      data-band={band}
      className={`inline-block rounded-md font-semibold whitespace-nowrap tabular-nums ring-1 ${size} ${BAND_STYLES[band].cell}`}
    >
      {formatTablePrice(min, language)} – {formatTablePrice(max, language)}
      <span className="sr-only">{bands[band].spoken}</span>
    </span>
  );
}

/** The colour legend of the pricing table. */
export function PriceBandLegend() {
  const t = useT('pricing');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
      <h3 className="text-sm font-semibold text-slate-700">{t.legendHeading}</h3>
      <ul aria-label={t.legendLabel} className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-5">
        {BANDS.map((band) => (
          <li key={band} className="flex items-center gap-2 text-sm text-slate-700">
            <span aria-hidden="true" className={`h-3.5 w-3.5 rounded-full ${BAND_STYLES[band].swatch}`} />
            <span className="font-semibold">{t.bands[band].name}</span>
            <span className="text-slate-600">{t.bands[band].range}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
