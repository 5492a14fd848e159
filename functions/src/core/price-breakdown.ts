import { sqFtToSqYd, totalPriceRupees } from './price';

/** What a row charges for: the plot itself (rate × area), development charges, the corner / facing premium. The page names it in its language. */
export type PriceBreakdownItem = 'plot' | 'development' | 'premium';

interface PriceBreakdownRow {
  item: PriceBreakdownItem;
  /** Rupees per square yard the row charges. */
  rate: number;
  rupees: number;
}

export interface PriceBreakdown {
  /** The rate × area row first, then development charges and the premium when they are not zero. */
  rows: PriceBreakdownRow[];
  total: number;
}

interface Priced {
  area: number;
  pricePerSqYard: number;
  developmentChargesPerSqYard: number;
  premiumPerSqYard: number;
}

/**
 * What a plot costs, row by row: rate × area (the listed price, `totalPriceRupees`), then the
 * per-square-yard charges on top. No zod here (the plot page's price section).
 */
export function priceBreakdown(plot: Priced): PriceBreakdown {
  const perSqYard = (rate: number) => Math.round(sqFtToSqYd(plot.area) * rate);
  const rows: PriceBreakdownRow[] = [{ item: 'plot', rate: plot.pricePerSqYard, rupees: totalPriceRupees(plot.area, plot.pricePerSqYard) }];
  if (plot.developmentChargesPerSqYard > 0) rows.push({ item: 'development', rate: plot.developmentChargesPerSqYard, rupees: perSqYard(plot.developmentChargesPerSqYard) });
  if (plot.premiumPerSqYard > 0) rows.push({ item: 'premium', rate: plot.premiumPerSqYard, rupees: perSqYard(plot.premiumPerSqYard) });
  return { rows, total: rows.reduce((sum, row) => sum + row.rupees, 0) };
}
