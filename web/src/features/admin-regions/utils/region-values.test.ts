import { describe, expect, it } from 'vitest';
import { matchesRegionSearch, parsePrice, parseRegionName, parseRegionTeluguName } from './region-values';

describe('region values', () => {
  it('parses prices as numbers and rejects anything else', () => {
    expect(parsePrice('ResidentialPriceMin', '45,000')).toEqual({ ok: true, value: 45000 });
    expect(parsePrice('ResidentialPriceMin', '₹ 52000.5')).toEqual({ ok: true, value: 52000.5 });
    expect(parsePrice('CommercialPriceMax', 'abc')).toEqual({ ok: false, message: 'priceNotANumber' });
    expect(parsePrice('CommercialPriceMax', '')).toMatchObject({ ok: false });
    expect(parsePrice('CommercialPriceMax', '12abc')).toMatchObject({ ok: false });
    expect(parsePrice('CommercialPriceMax', '-5')).toEqual({ ok: false, message: 'priceNegative' });
  });

  it('trims names and refuses an empty one', () => {
    expect(parseRegionName('  Thullur   East ')).toEqual({ ok: true, value: 'Thullur East' });
    expect(parseRegionName('   ')).toMatchObject({ ok: false });
  });

  it('trims the Telugu name, takes an empty one (no Telugu name) and refuses one over 200 characters', () => {
    expect(parseRegionTeluguName('  తుళ్లూరు   తూర్పు ')).toEqual({ ok: true, value: 'తుళ్లూరు తూర్పు' });
    expect(parseRegionTeluguName('   ')).toEqual({ ok: true, value: '' });
    expect(parseRegionTeluguName('అ'.repeat(201))).toEqual({ ok: false, message: 'textTooLong?max=200' });
  });

  it('searches case-insensitively by substring', () => {
    expect(matchesRegionSearch('Thullur', 'HUL')).toBe(true);
    expect(matchesRegionSearch('Thullur', 'x')).toBe(false);
    expect(matchesRegionSearch('Thullur', '  ')).toBe(true);
  });
});
