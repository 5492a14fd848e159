import { SQ_FT_PER_SQ_YD, SQ_YD_PER_ACRE, SQ_YD_PER_CENT, type AreaUnit } from './constants';

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

export const AREA_UNIT_LABELS: Record<AreaUnit, { short: string; long: string }> = {
  sqyd: { short: 'sq.yd', long: 'Square yards' },
  sqft: { short: 'sq.ft', long: 'Square feet' },
  cents: { short: 'cents', long: 'Cents' },
  acres: { short: 'acres', long: 'Acres' },
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

/** '2,000 sq.yd', '41.32 cents', '0.413 acres' (Indian digit grouping, trailing zeros dropped). */
export function formatArea(areaSqFt: number, unit: AreaUnit): string {
  const value = fromSqFt(areaSqFt, unit);
  const text = new Intl.NumberFormat('en-IN', { maximumFractionDigits: DECIMALS[unit] }).format(value);
  const label = text === '1' && unit === 'acres' ? 'acre' : AREA_UNIT_LABELS[unit].short;
  return `${text} ${label}`;
}
