import { describe, expect, it } from 'vitest';
import { changeOver, monthlyPoints, standingEntries } from '../core/price-history';
import { pricesOf } from '../core/region-prices';
import { demoPriceHistory, DEMO_HISTORY_MONTHS } from './demo-price-history';
import { DEMO_REGIONS } from './demo-regions';

const TODAY = '2026-11-27';

/** The entries as the store would give them back (an id and a time each). */
function stored(name: string) {
  const region = DEMO_REGIONS.find((one) => one.region === name)!;
  return demoPriceHistory('r1', name, pricesOf(region), TODAY).map((entry, index) => ({ ...entry, id: `e${index}`, at: '2026-11-27T00:00:00.000Z' }));
}

describe('demoPriceHistory', () => {
  it('gives every demo village a price on the first of each month for three years back and this month, ending at its prices today', () => {
    for (const region of DEMO_REGIONS) {
      const entries = demoPriceHistory('r1', region.region, pricesOf(region), TODAY);
      expect(entries).toHaveLength(DEMO_HISTORY_MONTHS);
      expect(entries[0]!.day).toBe('2023-11-01');
      expect(entries.at(-1)).toMatchObject({ day: '2026-11-01', prices: pricesOf(region), source: 'past', by: null });
      for (const { prices } of entries) {
        expect(prices.ResidentialPriceMin).toBeLessThanOrEqual(prices.ResidentialPriceMax);
        expect(prices.CommercialPriceMin).toBeLessThanOrEqual(prices.CommercialPriceMax);
        expect(prices.ResidentialPriceMin % 500).toBe(0);
      }
    }
  });

  it('makes a chart of 36 monthly points, rising over three years, the same on every run', () => {
    const entries = standingEntries(stored('Rayapudi'));
    expect(monthlyPoints(entries, TODAY)).toHaveLength(36);
    const threeYears = changeOver(entries, 'residential', TODAY, 3)!;
    expect(threeYears).toBeGreaterThan(20);
    expect(threeYears).toBeLessThan(100);
    expect(changeOver(entries, 'residential', TODAY, 1)).toBeGreaterThan(0);
    expect(stored('Rayapudi')).toEqual(stored('Rayapudi'));
    expect(stored('Rayapudi').map((entry) => entry.prices)).not.toEqual(stored('Velagapudi').map((entry) => entry.prices));
  });
});
