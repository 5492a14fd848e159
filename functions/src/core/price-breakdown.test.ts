import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './price-breakdown';

describe('price breakdown', () => {
  it('is the listed price alone when there are no charges', () => {
    expect(priceBreakdown({ area: 1800, pricePerSqYard: 25_000, developmentChargesPerSqYard: 0, premiumPerSqYard: 0 })).toEqual({
      rows: [{ item: 'plot', rate: 25_000, rupees: 5_000_000 }],
      total: 5_000_000,
    });
  });

  it('adds development charges and the premium per square yard', () => {
    const breakdown = priceBreakdown({ area: 1800, pricePerSqYard: 25_000, developmentChargesPerSqYard: 1500, premiumPerSqYard: 1000 });
    expect(breakdown.rows.map((row) => [row.item, row.rupees])).toEqual([
      ['plot', 5_000_000],
      ['development', 300_000],
      ['premium', 200_000],
    ]);
    expect(breakdown.total).toBe(5_500_000);
  });

  it('rounds each row to whole rupees', () => {
    const breakdown = priceBreakdown({ area: 1000, pricePerSqYard: 10_001, developmentChargesPerSqYard: 0, premiumPerSqYard: 7 });
    expect(breakdown.rows[0]?.rupees).toBe(1_111_222);
    expect(breakdown.rows[1]?.rupees).toBe(778);
    expect(breakdown.total).toBe(1_112_000);
  });
});
