import { formatRupees } from '@core/price';
import type { Plot } from '@core/schemas/plot';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatPlotPrice } from '@/i18n/formats';

/** The total in lakhs or crores and the rate per sq.yd, side by side (a card, larger on a plot's page). */
export function PlotPriceLine({ plot, large = false }: { plot: Pick<Plot, 'price' | 'priceUnit' | 'pricePerSqYard'>; large?: boolean }) {
  const language = useLanguage();
  const t = useT('parts').plot;
  return (
    <div className={`flex flex-wrap items-baseline gap-x-3 ${large ? 'mt-3 gap-y-1' : 'mt-2 justify-between'}`}>
      <p className={`${large ? 'text-3xl' : 'text-2xl'} font-bold text-brand-700 tabular-nums`} data-testid="plot-price">
        {formatPlotPrice(plot.price, plot.priceUnit, language)}
      </p>
      <p className={`${large ? '' : 'text-sm'} text-slate-600 tabular-nums`}>{formatRupees(plot.pricePerSqYard)}{t.perSqYd}</p>
    </div>
  );
}
