import { describe, expect, it } from 'vitest';
import { buyingCostsFormSchema, buyingCostsValuesOf } from './buying-costs-form';

const SAVED = { stampDutyPercent: 5, transferDutyPercent: 1.5, registrationFeePercent: 1, brokeragePercent: 0, checkedOn: '2026-11-27' };

describe('the costs of buying form', () => {
  it('gives back what it was filled with', () => {
    expect(buyingCostsFormSchema.parse(buyingCostsValuesOf(SAVED))).toEqual(SAVED);
  });

  it('names the field of each wrong value, in the core message', () => {
    const result = buyingCostsFormSchema.safeParse({ ...buyingCostsValuesOf(SAVED), stampDutyPercent: '', brokeragePercent: '25', checkedOn: '27/11/2026' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['stampDutyPercent', 'ratePercentInvalid?max=20'],
      ['brokeragePercent', 'ratePercentInvalid?max=20'],
      ['checkedOn', 'ratesCheckedOnInvalid'],
    ]);
  });
});
