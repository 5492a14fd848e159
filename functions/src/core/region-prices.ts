/**
 * A village's prices as fields and categories, without Zod: the village page's chart and table
 * read them as the page comes alive, and the schemas (schemas/price-history.ts) would bring Zod
 * with them.
 */

/** A village's four prices per sq.yd, the ones its history keeps. */
export const REGION_PRICE_FIELDS = ['ResidentialPriceMin', 'ResidentialPriceMax', 'CommercialPriceMin', 'CommercialPriceMax'] as const;
export type RegionPriceField = (typeof REGION_PRICE_FIELDS)[number];
export type RegionPrices = Record<RegionPriceField, number>;

/** Each category's lowest and highest price, as a pair of fields. */
export const PRICE_RANGES = [
  { category: 'residential', min: 'ResidentialPriceMin', max: 'ResidentialPriceMax' },
  { category: 'commercial', min: 'CommercialPriceMin', max: 'CommercialPriceMax' },
] as const satisfies readonly { category: string; min: RegionPriceField; max: RegionPriceField }[];
export type PriceCategory = (typeof PRICE_RANGES)[number]['category'];

/** The four prices of a region (or of anything holding them), in the history's field order. */
export function pricesOf(source: RegionPrices): RegionPrices {
  return { ResidentialPriceMin: source.ResidentialPriceMin, ResidentialPriceMax: source.ResidentialPriceMax, CommercialPriceMin: source.CommercialPriceMin, CommercialPriceMax: source.CommercialPriceMax };
}

/** Whether two sets of prices differ in any field. */
export function pricesDiffer(a: RegionPrices, b: RegionPrices): boolean {
  return REGION_PRICE_FIELDS.some((field) => a[field] !== b[field]);
}
