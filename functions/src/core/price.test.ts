import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatOneDecimal,
  formatPlotPrice,
  formatRupees,
  formatTablePrice,
  priceBand,
  priceInUnit,
  priceUnitFor,
  sqFtToSqYd,
  totalPriceRupees,
} from './price';

describe('area and total price', () => {
  it('converts square feet to square yards at 9 to 1', () => {
    expect(sqFtToSqYd(900)).toBe(100);
    expect(sqFtToSqYd(0)).toBe(0);
    expect(sqFtToSqYd(1)).toBeCloseTo(0.1111, 4);
  });

  it('computes the total as area / 9 × price per sq yd, in whole rupees', () => {
    expect(totalPriceRupees(1800, 45_000)).toBe(9_000_000);
    expect(totalPriceRupees(2000, 30_000)).toBe(6_666_667);
    expect(totalPriceRupees(0, 50_000)).toBe(0);
  });
});

describe('lakhs / crores switch', () => {
  it('is lakhs just below ten million and crores at exactly ten million', () => {
    expect(priceUnitFor(9_999_999)).toBe('lakhs');
    expect(priceUnitFor(10_000_000)).toBe('crores');
    expect(priceUnitFor(0)).toBe('lakhs');
  });

  it('expresses the total in its unit with two decimals', () => {
    expect(priceInUnit(12_500_000)).toBe(1.25);
    expect(priceInUnit(4_550_000)).toBe(45.5);
    expect(priceInUnit(10_000_000)).toBe(1);
    expect(priceInUnit(9_999_999)).toBe(100);
    expect(priceInUnit(0)).toBe(0);
  });

  it('formats plot prices with Cr or L', () => {
    expect(formatPlotPrice(12_500_000)).toBe('₹1.25 Cr');
    expect(formatPlotPrice(4_550_000)).toBe('₹45.5 L');
    expect(formatPlotPrice(10_000_000)).toBe('₹1 Cr');
    expect(formatPlotPrice(4_550_000, 'crores')).toBe('₹0.46 Cr');
  });
});

describe('pricing table format', () => {
  it('shows ten million and above in crores with one decimal', () => {
    expect(formatTablePrice(10_000_000)).toBe('₹1.0Cr');
    expect(formatTablePrice(27_500_000)).toBe('₹2.8Cr');
    expect(formatTablePrice(32_000_000)).toBe('₹3.2Cr');
  });

  it('shows one hundred thousand up to ten million in lakhs', () => {
    expect(formatTablePrice(100_000)).toBe('₹1.0L');
    expect(formatTablePrice(9_999_999)).toBe('₹100.0L');
  });

  it('shows smaller values as the plain number', () => {
    expect(formatTablePrice(99_999)).toBe('₹99,999');
    expect(formatTablePrice(45_000)).toBe('₹45,000');
    expect(formatTablePrice(0)).toBe('₹0');
  });

  it('shows null, undefined and NaN as ₹0', () => {
    expect(formatTablePrice(null)).toBe('₹0');
    expect(formatTablePrice(undefined)).toBe('₹0');
    expect(formatTablePrice(Number.NaN)).toBe('₹0');
  });
});

describe('Indian digit grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '1,00,000'],
    [12345678, '1,23,45,678'],
    [-4500, '-4,500'],
    [45.5, '45.5'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([12.5, 12.25, 12.04, 0.05, 3, 1234.56, 100000.04, 7.95])('writes %d with at most one decimal as Intl would (en-IN)', (value) => {
    expect(formatOneDecimal(value)).toBe(value.toLocaleString('en-IN', { maximumFractionDigits: 1 }));
  });

  it('writes whole rupees the Indian way', () => {
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
    expect(formatRupees(43_391)).toBe('₹43,391');
    expect(formatRupees(43_390.6)).toBe('₹43,391');
  });
});

describe('price colour bands by the average of min and max', () => {
  it('is low below 45,000', () => {
    expect(priceBand(40_000, 49_998)).toBe('low');
    expect(priceBand(0, 0)).toBe('low');
  });

  it('is medium at exactly 45,000 and below 55,000', () => {
    expect(priceBand(45_000, 45_000)).toBe('medium');
    expect(priceBand(40_000, 50_000)).toBe('medium');
    expect(priceBand(54_999, 54_999)).toBe('medium');
  });

  it('is high at exactly 55,000 and above', () => {
    expect(priceBand(55_000, 55_000)).toBe('high');
    expect(priceBand(50_000, 60_000)).toBe('high');
  });

  it('treats null as 0', () => {
    expect(priceBand(null, 90_000)).toBe('medium');
    expect(priceBand(undefined, null)).toBe('low');
  });
});
