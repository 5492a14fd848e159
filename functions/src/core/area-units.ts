import { SQ_FT_PER_SQ_YD, SQ_YD_PER_ACRE, SQ_YD_PER_CENT, type AreaUnit } from './constants';
import { formatNumber } from './price';

/**
 * Areas the way people here talk about them. Plots store square feet; a buyer asks in square
 * yards, cents or acres: 1 sq.yd = 9 sq.ft, 1 cent = 48.4 sq.yd, 1 acre = 4,840 sq.yd (100 cents).
 * No zod here: the plot cards (home page) use it.
 */
export const DEFAULT_AREA_UNIT: AreaUnit = 'sqyd';

const SQ_FT_PER_UNIT: Record<AreaUnit, number> = {
  sqft: 1,
  sqyd: SQ_FT_PER_SQ_YD,
  cents: SQ_YD_PER_CENT * SQ_FT_PER_SQ_YD,
  acres: SQ_YD_PER_ACRE * SQ_FT_PER_SQ_YD,
};

/** Each unit's words in a language: `short` after a number (`one` when the number is 1), `long` as a name. */
export type AreaUnitWords = Record<AreaUnit, { short: string; one: string; long: string }>;

/** The English words (the back office, the mails); a page takes its language's from web/src/i18n/<language>/formats.ts. */
export const ENGLISH_AREA_UNIT_WORDS: AreaUnitWords = {
  sqyd: { short: 'sq.yd', one: 'sq.yd', long: 'Square yards' },
  sqft: { short: 'sq.ft', one: 'sq.ft', long: 'Square feet' },
  cents: { short: 'cents', one: 'cent', long: 'Cents' },
  acres: { short: 'acres', one: 'acre', long: 'Acres' },
};

/** Decimals worth showing: whole square feet, two for square yards and cents, three for acres. */
const DECIMALS: Record<AreaUnit, number> = { sqft: 0, sqyd: 2, cents: 2, acres: 3 };

export function isAreaUnit(value: unknown): value is AreaUnit {
  return typeof value === 'string' && Object.hasOwn(SQ_FT_PER_UNIT, value);
}

/** An area in square feet expressed in `unit` (not rounded). */
export function fromSqFt(areaSqFt: number, unit: AreaUnit): number {
  return areaSqFt / SQ_FT_PER_UNIT[unit];
}

/** An area in `unit` in square feet (not rounded). */
export function toSqFt(area: number, unit: AreaUnit): number {
  return area * SQ_FT_PER_UNIT[unit];
}

/** '2,000 sq.yd', '41.32 cents', '0.413 acres', '1 acre' with the English words, '2,000 చ.గ.' with the Telugu (Indian digit grouping, trailing zeros dropped). */
export function formatArea(areaSqFt: number, unit: AreaUnit, unitWords: AreaUnitWords = ENGLISH_AREA_UNIT_WORDS): string {
  const value = fromSqFt(areaSqFt, unit);
  const scale = 10 ** DECIMALS[unit];
  const text = formatNumber(Math.round(value * scale) / scale);
  const words = unitWords[unit];
  return `${text} ${text === '1' ? words.one : words.short}`;
}
