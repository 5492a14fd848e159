import { describe, expect, it } from 'vitest';
import { typedPercent, typedPrice } from './typed-number';

describe('numbers as typed', () => {
  it('reads prices with rupee signs, commas and spaces; nothing else', () => {
    expect(['45000', '45,000', '₹ 45,000', ' 1,20,000 ', '8500.5'].map(typedPrice)).toEqual([45_000, 45_000, 45_000, 120_000, 8500.5]);
    for (const text of ['', '   ', 'abc', '12a', '1.2.3']) expect(typedPrice(text)).toBeUndefined();
  });

  it('reads rates with a decimal point or comma and an optional % sign; nothing else', () => {
    expect([' 5 ', '1.5', '7,5', '2 %', '.5', '0'].map(typedPercent)).toEqual([5, 1.5, 7.5, 2, 0.5, 0]);
    for (const text of ['', 'five', '-1', '1.2.3']) expect(typedPercent(text)).toBeNaN();
  });
});
