/**
 * Home-loan EMI by the reducing-balance formula banks use:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, n the months; at 0 % it is P / n.
 * No zod here: the plot page checks its inputs with `emiInputProblems` and shows no figure
 * (never NaN) until they are right.
 */
export interface EmiInput {
  /** The plot's total price in rupees. */
  price: number;
  /** The share of the price borrowed, in percent (0–90). */
  loanPercent: number;
  /** Interest, percent per year (0–30). */
  annualRatePercent: number;
  /** Years to repay (1–30). */
  years: number;
}

export interface EmiResult {
  principal: number;
  downPayment: number;
  months: number;
  emi: number;
  totalInterest: number;
  totalPayable: number;
}

export const EMI_LIMITS = {
  loanPercent: { min: 0, max: 90 },
  annualRatePercent: { min: 0, max: 30 },
  years: { min: 1, max: 30 },
} as const;

/** The monthly instalment for a principal, rate per month and number of months (not rounded). */
export function monthlyInstalment(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) return 0;
  if (monthlyRate === 0) return principal / months;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}

export type EmiField = Exclude<keyof EmiInput, 'price'>;

/**
 * What is wrong with an input: left blank (or not a number), outside its limits, or a tenure
 * that is not a whole number of years. The page words it in its language (the plot page's words).
 */
export type EmiInputProblem = { kind: 'missing' } | { kind: 'outOfRange'; min: number; max: number } | { kind: 'notWhole' };

/** Only whole years: a bank's tenure. */
const WHOLE: Record<EmiField, boolean> = { loanPercent: false, annualRatePercent: false, years: true };

/** What is wrong with each input; empty when all are fine. */
export function emiInputProblems(input: Record<EmiField, number>): Partial<Record<EmiField, EmiInputProblem>> {
  const problems: Partial<Record<EmiField, EmiInputProblem>> = {};
  for (const field of Object.keys(EMI_LIMITS) as EmiField[]) {
    const value = input[field];
    const { min, max } = EMI_LIMITS[field];
    if (!Number.isFinite(value)) problems[field] = { kind: 'missing' };
    else if (value < min || value > max) problems[field] = { kind: 'outOfRange', min, max };
    else if (WHOLE[field] && !Number.isInteger(value)) problems[field] = { kind: 'notWhole' };
  }
  return problems;
}

/** The loan, its EMI and totals in whole rupees; undefined when any input is out of range. */
export function emi(input: EmiInput): EmiResult | undefined {
  if (!Number.isFinite(input.price) || input.price < 0) return undefined;
  if (Object.keys(emiInputProblems(input)).length > 0) return undefined;
  const principal = Math.round((input.price * input.loanPercent) / 100);
  const months = input.years * 12;
  const exact = monthlyInstalment(principal, input.annualRatePercent / 1200, months);
  const instalment = Math.round(exact);
  const totalPayable = Math.round(exact * months);
  return {
    principal,
    downPayment: input.price - principal,
    months,
    emi: instalment,
    totalInterest: totalPayable - principal,
    totalPayable,
  };
}
