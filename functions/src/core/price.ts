import {
  CRORE,
  LAKH,
  PRICE_BAND_HIGH_FROM,
  PRICE_BAND_MEDIUM_FROM,
  SQ_FT_PER_SQ_YD,
  type PriceUnit,
} from './constants';

/** Pure price maths. No zod here: the home page imports this and must stay small. */

export function sqFtToSqYd(areaSqFt: number): number {
  return areaSqFt / SQ_FT_PER_SQ_YD;
}

/** Total price in whole rupees: area (sq ft) / 9 × price per sq yd. */
export function totalPriceRupees(areaSqFt: number, pricePerSqYard: number): number {
  return Math.round(sqFtToSqYd(areaSqFt) * pricePerSqYard);
}

/** The unit a total is shown in: crores from 10,000,000 rupees, else lakhs. */
export function priceUnitFor(rupees: number): PriceUnit {
  return rupees >= CRORE ? 'crores' : 'lakhs';
}

/** The total expressed in its unit (e.g. 12,500,000 → 1.25 crores), rounded to two decimals. */
export function priceInUnit(rupees: number, unit: PriceUnit = priceUnitFor(rupees)): number {
  const divisor = unit === 'crores' ? CRORE : LAKH;
  return Math.round((rupees / divisor) * 100) / 100;
}

/** The words for lakh and crore after a number, on a card and in the pricing table. */
export type PriceUnitWords = Record<PriceUnit, { card: string; table: string }>;

/**
 * English keeps the original site's 'L' and 'Cr' (the back office, the mails); a page takes its
 * language's words from web/src/i18n/<language>/formats.ts.
 */
export const ENGLISH_PRICE_UNIT_WORDS: PriceUnitWords = { lakhs: { card: ' L', table: 'L' }, crores: { card: ' Cr', table: 'Cr' } };

/** Plot card price: '₹1.25 Cr' / '₹45.5 L' (docs/product.md: 'Cr' when unit is crores, else 'L'), with the words given. */
export function formatPlotPrice(rupees: number, unit: PriceUnit = priceUnitFor(rupees), words: PriceUnitWords = ENGLISH_PRICE_UNIT_WORDS): string {
  const value = priceInUnit(rupees, unit);
  return `₹${formatNumber(value)}${words[unit].card}`;
}

/** Pricing table cell: ≥10M as '₹x.xCr', ≥100k as '₹x.xL', else the plain number; null/undefined as ₹0. */
export function formatTablePrice(value: number | null | undefined, words: PriceUnitWords = ENGLISH_PRICE_UNIT_WORDS): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '₹0';
  if (value >= CRORE) return `₹${(value / CRORE).toFixed(1)}${words.crores.table}`;
  if (value >= LAKH) return `₹${(value / LAKH).toFixed(1)}${words.lakhs.table}`;
  return `₹${formatNumber(value)}`;
}

/** Indian digit grouping (1,23,456) without depending on the runtime's ICU data. */
export function formatNumber(value: number): string {
  const negative = value < 0;
  const [intPart, fraction] = Math.abs(value).toString().split('.');
  const digits = intPart ?? '0';
  let grouped = digits;
  if (digits.length > 3) {
    const head = digits.slice(0, -3);
    const tail = digits.slice(-3);
    grouped = `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`;
  }
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** At most one decimal, grouped as formatNumber ('12.5', '1,234'): a change in %, a distance in km. */
export function formatOneDecimal(value: number): string {
  return formatNumber(Math.round(value * 10) / 10);
}

export function formatRupees(value: number): string {
  return `₹${formatNumber(Math.round(value))}`;
}

export type PriceBand = 'low' | 'medium' | 'high';

/** Colour band by the average of min and max: <45,000 low; 45,000 to <55,000 medium; ≥55,000 high. */
export function priceBand(min: number | null | undefined, max: number | null | undefined): PriceBand {
  const average = ((min ?? 0) + (max ?? 0)) / 2;
  if (average >= PRICE_BAND_HIGH_FROM) return 'high';
  if (average >= PRICE_BAND_MEDIUM_FROM) return 'medium';
  return 'low';
}
