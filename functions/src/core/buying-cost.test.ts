import { describe, expect, it } from 'vitest';
import { buyingCost } from './buying-cost';
import { priceBreakdown } from './price-breakdown';

const AP_RATES = { stampDutyPercent: 5, transferDutyPercent: 1.5, registrationFeePercent: 1, brokeragePercent: 0 };

describe('buyingCost, against examples worked by hand', () => {
  it('a 200 sq.yd plot whose agreed price is above the market value: the charges on the agreed price, with a 1 % brokerage', () => {
    // 200 sq.yd = 1,800 sq.ft at ₹20,000 + ₹500 development = ₹41,00,000 agreed; the market value
    // ₹8,000 × 200 = ₹16,00,000 is lower. Stamp duty 5 % = 2,05,000; transfer duty 1.5 % = 61,500;
    // registration 1 % = 41,000; brokerage 1 % of the agreed price = 41,000. Total ₹44,48,500.
    const price = priceBreakdown({ area: 1800, pricePerSqYard: 20_000, developmentChargesPerSqYard: 500, premiumPerSqYard: 0 });
    const cost = buyingCost({ price, areaSqFt: 1800, marketValuePerSqYd: 8000 }, { ...AP_RATES, brokeragePercent: 1 });
    expect(cost.agreedPrice).toBe(4_100_000);
    expect(cost.marketValue).toBe(1_600_000);
    expect(cost.chargedOn).toBe(4_100_000);
    expect(cost.rows).toEqual([
      { item: 'plot', percent: null, rupees: 4_000_000 },
      { item: 'development', percent: null, rupees: 100_000 },
      { item: 'stampDuty', percent: 5, rupees: 205_000 },
      { item: 'transferDuty', percent: 1.5, rupees: 61_500 },
      { item: 'registrationFee', percent: 1, rupees: 41_000 },
      { item: 'brokerage', percent: 1, rupees: 41_000 },
    ]);
    expect(cost.total).toBe(4_448_500);
  });

  it('a 1-acre plot whose market value is above the agreed price: the charges on the market value, no brokerage row', () => {
    // 1 acre = 4,840 sq.yd = 43,560 sq.ft at ₹5,000 = ₹2,42,00,000 agreed; the market value
    // ₹6,000 × 4,840 = ₹2,90,40,000 is higher. Stamp duty 5 % = 14,52,000; transfer duty 1.5 % =
    // 4,35,600; registration 1 % = 2,90,400. Total ₹2,63,78,000.
    const price = priceBreakdown({ area: 43_560, pricePerSqYard: 5000, developmentChargesPerSqYard: 0, premiumPerSqYard: 0 });
    const cost = buyingCost({ price, areaSqFt: 43_560, marketValuePerSqYd: 6000 }, AP_RATES);
    expect(cost.agreedPrice).toBe(24_200_000);
    expect(cost.marketValue).toBe(29_040_000);
    expect(cost.chargedOn).toBe(29_040_000);
    expect(cost.rows.map((row) => [row.item, row.rupees])).toEqual([
      ['plot', 24_200_000],
      ['stampDuty', 1_452_000],
      ['transferDuty', 435_600],
      ['registrationFee', 290_400],
    ]);
    expect(cost.total).toBe(26_378_000);
  });

  it('reckons on the agreed price alone when no market value is known', () => {
    for (const marketValuePerSqYd of [0, null]) {
      // 100 sq.yd at ₹10,000 = ₹10,00,000; 7.5 % of it in charges.
      const price = priceBreakdown({ area: 900, pricePerSqYard: 10_000, developmentChargesPerSqYard: 0, premiumPerSqYard: 0 });
      const cost = buyingCost({ price, areaSqFt: 900, marketValuePerSqYd }, AP_RATES);
      expect(cost.marketValue).toBeNull();
      expect(cost.chargedOn).toBe(1_000_000);
      expect(cost.total).toBe(1_075_000);
    }
  });
});
