import { buyingCost, type BuyingCostRow, type BuyingCostSettings } from '@core/buying-cost';
import { messageKey } from '@core/message-key';
import { formatRupees } from '@core/price';
import type { PriceBreakdown } from '@core/price-breakdown';
import type { PlotVillageLink } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import { useId, useState } from 'react';
import { fieldControlClass } from '@/components/ui/form-field';
import { useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useMessageText } from '@/i18n/message-text';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatArea, formatPlotPrice, longDay } from '@/i18n/formats';
import { typedPrice } from '@/lib/typed-number';
import { useAreaUnit } from '@/lib/use-area-unit';

interface PlotPriceProps {
  breakdown: PriceBreakdown;
  areaSqFt: number;
  /** The plot's village, whose market value the duties are reckoned on when an admin entered one. */
  village: PlotVillageLink | null;
  /** The rates of the full cost of buying; without them (a failed read) the section is the price alone. */
  rates: BuyingCostSettings | undefined;
}

/** A market value as the visitor types it: blank is none; anything but a price above 0 is a mistake, named under the box. */
function typedMarketValue(text: string): { value: number | null; wrong: boolean } {
  if (text.trim() === '') return { value: null, wrong: false };
  const value = typedPrice(text);
  return value !== undefined && value > 0 ? { value, wrong: false } : { value: null, wrong: true };
}

/** One line of the table: what it is, how it is reckoned, and its rupees. */
function CostRow({ label, detail, rupees }: { label: string; detail: string; rupees: number }) {
  return (
    <tr>
      <th scope="row" className="py-2.5 pr-3 text-left font-normal">
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500 tabular-nums">{detail}</span>
      </th>
      <td className="py-2.5 text-right font-medium text-slate-900 tabular-nums">{formatRupees(rupees)}</td>
    </tr>
  );
}

/**
 * A sum under its lines: in lakhs or crores with the full rupees. The `final` one (the full cost) is
 * the brand's colour and is announced when a typed market value changes it.
 */
function SumRow({ label, rupees, testId, final = false }: { label: string; rupees: number; testId: string; final?: boolean }) {
  const language = useLanguage();
  const amount = (
    <>
      <span className={`block font-bold ${final ? 'text-xl text-brand-700' : 'text-lg text-slate-900'}`}>{formatPlotPrice(rupees, undefined, language)}</span>
      <span className="block text-xs text-slate-500">{formatRupees(rupees)}</span>
    </>
  );
  return (
    <tr className="border-t-2 border-slate-200">
      <th scope="row" className={`${final ? 'pt-3' : 'py-3'} text-left font-semibold text-slate-900`}>
        {label}
      </th>
      <td className={`${final ? 'pt-3' : 'py-3'} text-right tabular-nums`} data-testid={testId}>
        {final ? (
          <span aria-live="polite" aria-atomic="true" className="block">
            {amount}
          </span>
        ) : (
          amount
        )}
      </td>
    </tr>
  );
}

/**
 * 'Price and full cost of buying': rate × area and the charges on top (rows only when not zero) to
 * the price, then the duties of registering the sale deed and the brokerage, each with its rate
 * and what it is reckoned on (core/buying-cost.ts), to the full cost in lakhs or crores. The duties
 * are reckoned on the higher of the price and the government market value: the village's when an
 * admin entered it, else one the visitor types (recomputed as they type; blank: the price).
 */
export function PlotPrice({ breakdown, areaSqFt, village, rates }: PlotPriceProps) {
  const language = useLanguage();
  const t = useT('plotPage').price;
  const { perSqYd } = useT('parts').plot;
  const localized = useLocalizedText();
  const messageText = useMessageText();
  const [unit] = useAreaUnit();
  const id = useId();
  const [typed, setTyped] = useState('');
  const sqYd = formatArea(areaSqFt, 'sqyd', language);
  // The area in the visitor's unit, with the square yards the rates are per beside it.
  const area = unit === 'sqyd' ? sqYd : `${formatArea(areaSqFt, unit, language)} (${sqYd})`;
  const known = village && village.marketValuePerSqYd > 0 ? village.marketValuePerSqYd : null;
  const entered = typedMarketValue(typed);
  const cost = rates ? buyingCost({ price: breakdown, areaSqFt, marketValuePerSqYd: known ?? entered.value }, rates) : null;
  const charges = cost ? cost.rows.filter((row): row is Extract<BuyingCostRow, { percent: number }> => row.percent !== null) : [];
  const reckonedOn = cost ? formatRupees(cost.chargedOn) : '';
  const chargedOnNote = !cost ? '' : cost.marketValue === null ? t.chargedOn.priceOnly : cost.chargedOn > cost.agreedPrice ? t.chargedOn.market : t.chargedOn.price;

  return (
    <section aria-labelledby="plot-price-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="plot-cost">
      <h2 id="plot-price-heading" className="text-lg font-semibold text-slate-900">
        {cost ? t.heading : t.priceOnlyHeading}
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
            <CostRow key={row.item} label={t.items[row.item]} detail={`${formatRupees(row.rate)}${perSqYd} × ${area}`} rupees={row.rupees} />
          ))}
        </tbody>
        <tbody>
          <SumRow label={t.total} rupees={breakdown.total} testId="plot-price-total" />
        </tbody>
        {cost ? (
          <>
            <tbody className="divide-y divide-slate-100 border-t border-slate-200" data-testid="buying-charges">
              {charges.map((row) => (
                <CostRow key={row.item} label={t.charges[row.item]} detail={row.item === 'brokerage' ? t.brokerageOf(row.percent) : t.chargeOf(row.percent, reckonedOn)} rupees={row.rupees} />
              ))}
            </tbody>
            <tfoot>
              <SumRow label={t.fullCost} rupees={cost.total} testId="full-cost" final />
            </tfoot>
          </>
        ) : null}
      </table>
      {cost && rates ? (
        <div className="mt-4 space-y-3 text-sm text-slate-600">
          {known !== null && village && cost.marketValue !== null ? (
            <p data-testid="market-value">
              {t.marketValueLine(localized(village.name, village.nameTe), formatRupees(known), area, formatRupees(cost.marketValue))}{' '}
              <Link to={sitePaths.village(village)} className="font-semibold text-brand-700 underline">
                {t.villageLink(localized(village.name, village.nameTe))}
              </Link>
            </p>
          ) : (
            <div>
              <label htmlFor={`${id}-market`} className="mb-1.5 block font-semibold text-slate-800">
                {t.marketValueLabel}
              </label>
              <input
                id={`${id}-market`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-invalid={entered.wrong}
                aria-describedby={`${id}-market-${entered.wrong ? 'error' : 'hint'}`}
                className={fieldControlClass(entered.wrong, 'max-w-xs tabular-nums')}
              />
              {entered.wrong ? (
                <p id={`${id}-market-error`} className="mt-1.5 font-medium text-red-700">
                  {messageText(messageKey('marketValueInvalid'))}
                </p>
              ) : (
                <p id={`${id}-market-hint`} className="mt-1.5 text-xs text-slate-500">
                  {t.marketValueHint}
                </p>
              )}
            </div>
          )}
          <p>{chargedOnNote}</p>
          <p className="text-xs text-slate-500">{t.checked(longDay(rates.checkedOn, language))}</p>
        </div>
      ) : null}
    </section>
  );
}
