import { describe, expect, it } from 'vitest';
import { formatArea, fromSqFt, isAreaUnit, toSqFt } from './area-units';

describe('area units', () => {
  it('converts square feet to the units people use', () => {
    expect(fromSqFt(9, 'sqyd')).toBe(1);
    expect(fromSqFt(1800, 'sqft')).toBe(1800);
    expect(fromSqFt(48.4 * 9, 'cents')).toBeCloseTo(1, 10);
    expect(fromSqFt(4840 * 9, 'acres')).toBeCloseTo(1, 10);
    expect(fromSqFt(4840 * 9, 'cents')).toBeCloseTo(100, 10);
  });

  it('goes back to square feet', () => {
    expect(toSqFt(1, 'sqyd')).toBe(9);
    expect(toSqFt(1, 'cents')).toBeCloseTo(435.6, 10);
    expect(toSqFt(1, 'acres')).toBe(43_560);
    expect(fromSqFt(toSqFt(3.7, 'cents'), 'cents')).toBeCloseTo(3.7, 10);
  });

  it('formats with Indian grouping and sensible decimals', () => {
    expect(formatArea(1_800_000, 'sqft')).toBe('18,00,000 sq.ft');
    expect(formatArea(1800, 'sqyd')).toBe('200 sq.yd');
    expect(formatArea(2000, 'sqyd')).toBe('222.22 sq.yd');
    expect(formatArea(1800, 'cents')).toBe('4.13 cents');
    expect(formatArea(43_560, 'acres')).toBe('1 acre');
    expect(formatArea(18_000, 'acres')).toBe('0.413 acres');
  });

  it('knows its units', () => {
    expect(isAreaUnit('cents')).toBe(true);
    expect(isAreaUnit('hectares')).toBe(false);
    expect(isAreaUnit('toString')).toBe(false);
    expect(isAreaUnit(undefined)).toBe(false);
  });
});
