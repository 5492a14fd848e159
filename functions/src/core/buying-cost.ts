import type { PriceBreakdown, PriceBreakdownItem } from './price-breakdown';
import { sqFtToSqYd } from './price';

/**
 * What buying a plot costs in all (the plot page's "full cost of buying"): the agreed price row by
 * row (the plot, its development charges and premium: core/price-breakdown.ts), then the Andhra
 * Pradesh charges on registering the sale deed — stamp duty, transfer duty and the registration
 * fee — each a rate of the higher of the agreed price and the government's market value of the
 * land (its value per sq.yd × the area), then the brokerage, a rate of the agreed price when the
 * business charges one. The rates are settings (they change; docs/product.md says where they come
 * from). No zod here: the plot page reckons it as the visitor types.
 */
export interface BuyingCostRates {
  stampDutyPercent: number;
  transferDutyPercent: number;
  registrationFeePercent: number;
  brokeragePercent: number;
}

/** The rates with the day an admin last checked them against the government's (YYYY-MM-DD). */
export interface BuyingCostSettings extends BuyingCostRates {
  checkedOn: string;
}

export type BuyingCharge = 'stampDuty' | 'transferDuty' | 'registrationFee' | 'brokerage';

export type BuyingCostRow = { item: PriceBreakdownItem; percent: null; rupees: number } | { item: BuyingCharge; percent: number; rupees: number };

export interface BuyingCost {
  /** The price agreed: the price breakdown's total. */
  agreedPrice: number;
  /** What the duties are reckoned on: the higher of the agreed price and the market value. */
  chargedOn: number;
  /** The market value of the land (value per sq.yd × area); null when no value per sq.yd is known. */
  marketValue: number | null;
  rows: BuyingCostRow[];
  total: number;
}

/**
 * The full cost of a plot of `areaSqFt` priced as `price`, with the government value per sq.yd
 * (0 or null: not known, the charges are on the agreed price alone). A rate of 0 leaves its row out
 * (no brokerage row when the business charges none).
 */
export function buyingCost(input: { price: PriceBreakdown; areaSqFt: number; marketValuePerSqYd: number | null }, rates: BuyingCostRates): BuyingCost {
  const agreedPrice = input.price.total;
  const marketValue = input.marketValuePerSqYd && input.marketValuePerSqYd > 0 ? Math.round(sqFtToSqYd(input.areaSqFt) * input.marketValuePerSqYd) : null;
  const chargedOn = Math.max(agreedPrice, marketValue ?? 0);
  const share = (base: number, percent: number) => Math.round((base * percent) / 100);
  const rows: BuyingCostRow[] = input.price.rows.map((row) => ({ item: row.item, percent: null, rupees: row.rupees }));
  const charges: [BuyingCharge, number, number][] = [
    ['stampDuty', rates.stampDutyPercent, chargedOn],
    ['transferDuty', rates.transferDutyPercent, chargedOn],
    ['registrationFee', rates.registrationFeePercent, chargedOn],
    ['brokerage', rates.brokeragePercent, agreedPrice],
  ];
  for (const [item, percent, base] of charges) if (percent > 0) rows.push({ item, percent, rupees: share(base, percent) });
  return { agreedPrice, chargedOn, marketValue, rows, total: rows.reduce((sum, row) => sum + row.rupees, 0) };
}
