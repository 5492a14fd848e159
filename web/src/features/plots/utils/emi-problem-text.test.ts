import { emiInputProblems } from '@core/emi';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en/plot-page';
import te from '@/i18n/te/plot-page';
import { emiProblemText } from './emi-problem-text';

function said(words: typeof en.emi.fields, input: Parameters<typeof emiInputProblems>[0]) {
  return Object.fromEntries(Object.entries(emiInputProblems(input)).map(([field, problem]) => [field, emiProblemText(words, field as keyof typeof words, problem)]));
}

describe('the EMI calculator’s messages', () => {
  it('say in English what the calculator always said', () => {
    expect(said(en.emi.fields, { loanPercent: Number.NaN, annualRatePercent: 31, years: 2.5 })).toEqual({
      loanPercent: 'Enter the loan share',
      annualRatePercent: 'The interest rate must be between 0 and 30 % a year',
      years: 'The tenure must be a whole number of years',
    });
    expect(said(en.emi.fields, { loanPercent: 95, annualRatePercent: Number.NaN, years: 45 })).toEqual({
      loanPercent: 'The loan share must be between 0 and 90 %',
      annualRatePercent: 'Enter the interest rate',
      years: 'The tenure must be between 1 and 30 years',
    });
    expect(said(en.emi.fields, { loanPercent: 80, annualRatePercent: 8.5, years: Number.NaN })).toEqual({ years: 'Enter the tenure' });
  });

  it('say it in Telugu on a Telugu page, with the limits', () => {
    expect(said(te.emi.fields, { loanPercent: 95, annualRatePercent: Number.NaN, years: 2.5 })).toEqual({
      loanPercent: 'రుణం వాటా 0 నుండి 90 % మధ్య ఉండాలి',
      annualRatePercent: 'వడ్డీ రేటును నమోదు చేయండి',
      years: 'కాలవ్యవధి పూర్తి సంవత్సరాల్లో ఉండాలి',
    });
  });
});
