import { describe, expect, it } from 'vitest';
import { emi, emiInputProblems, monthlyInstalment } from './emi';

describe('EMI', () => {
  it('follows the reducing-balance formula', () => {
    // ₹10,00,000 at 12 % a year (1 % a month) over 12 months: a known 88,848.79.
    expect(monthlyInstalment(1_000_000, 0.01, 12)).toBeCloseTo(88_848.79, 2);
    // ₹50,00,000 at 8.5 % over 20 years: 43,391.16 (any bank's calculator).
    expect(monthlyInstalment(5_000_000, 8.5 / 1200, 240)).toBeCloseTo(43_391.16, 1);
  });

  it('divides evenly at 0 %', () => {
    expect(monthlyInstalment(1_200_000, 0, 120)).toBe(10_000);
    expect(emi({ price: 1_500_000, loanPercent: 80, annualRatePercent: 0, years: 10 })).toEqual({
      principal: 1_200_000,
      downPayment: 300_000,
      months: 120,
      emi: 10_000,
      totalInterest: 0,
      totalPayable: 1_200_000,
    });
  });

  it('gives the loan, the down payment and the totals in whole rupees', () => {
    const result = emi({ price: 6_250_000, loanPercent: 80, annualRatePercent: 8.5, years: 20 });
    expect(result?.principal).toBe(5_000_000);
    expect(result?.downPayment).toBe(1_250_000);
    expect(result?.emi).toBe(43_391);
    expect(result?.totalPayable).toBe(Math.round(monthlyInstalment(5_000_000, 8.5 / 1200, 240) * 240));
    expect(result?.totalInterest).toBe((result?.totalPayable ?? 0) - 5_000_000);
  });

  it('says what is wrong instead of computing NaN', () => {
    expect(emiInputProblems({ loanPercent: Number.NaN, annualRatePercent: 31, years: 2.5 })).toEqual({
      loanPercent: { kind: 'missing' },
      annualRatePercent: { kind: 'outOfRange', min: 0, max: 30 },
      years: { kind: 'notWhole' },
    });
    expect(emiInputProblems({ loanPercent: 80, annualRatePercent: 8.5, years: 45 })).toEqual({ years: { kind: 'outOfRange', min: 1, max: 30 } });
    // Only the tenure must be whole.
    expect(emiInputProblems({ loanPercent: 72.5, annualRatePercent: 8.55, years: 20 })).toEqual({});
    expect(emiInputProblems({ loanPercent: 80, annualRatePercent: 8.5, years: 20 })).toEqual({});
    expect(emi({ price: 1_000_000, loanPercent: 95, annualRatePercent: 8, years: 10 })).toBeUndefined();
    expect(emi({ price: Number.NaN, loanPercent: 80, annualRatePercent: 8, years: 10 })).toBeUndefined();
  });
});
