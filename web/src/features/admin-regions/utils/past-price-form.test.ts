import { addDays, siteDay } from '@core/dates';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAST_PRICE, pastPriceFieldOf, pastPriceFormSchema, pastPriceValuesOf } from './past-price-form';

const typed = { day: '2024-03-01', ResidentialPriceMin: '45,000', ResidentialPriceMax: '₹ 52000', CommercialPriceMin: '60000', CommercialPriceMax: '72000' };
const messages = (values: typeof typed) => pastPriceFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('pastPriceFormSchema', () => {
  it('reads prices as people type them and sends the core shape', () => {
    expect(pastPriceFormSchema.parse(typed)).toEqual({ day: '2024-03-01', prices: { ResidentialPriceMin: 45_000, ResidentialPriceMax: 52_000, CommercialPriceMin: 60_000, CommercialPriceMax: 72_000 } });
  });

  it('puts each refusal on its own input: a blank or wordy price, a lowest above the highest, a day missing or to come', () => {
    expect(messages({ ...typed, ResidentialPriceMax: '' })).toEqual([['ResidentialPriceMax', 'priceNotANumber']]);
    expect(messages({ ...typed, CommercialPriceMin: 'a lot' })).toEqual([['CommercialPriceMin', 'priceNotANumber']]);
    expect(messages({ ...typed, CommercialPriceMin: '80000' })).toEqual([['CommercialPriceMin', 'priceMinAboveMax']]);
    expect(messages({ ...typed, day: '' })).toEqual([['day', 'priceDayInvalid']]);
    expect(messages({ ...typed, day: addDays(siteDay(new Date()), 1) })).toEqual([['day', 'priceDayInFuture']]);
    expect(pastPriceFormSchema.safeParse({ ...typed, day: siteDay(new Date()) }).success).toBe(true);
    expect(messages({ ...EMPTY_PAST_PRICE, day: '2024-03-01' })?.length).toBe(4);
  });
});

describe('pastPriceValuesOf and pastPriceFieldOf', () => {
  it('fills the form with an entry, and finds the input for a server path', () => {
    const entry = { id: 'e', regionId: 'r', day: '2023-01-01', prices: { ResidentialPriceMin: 1, ResidentialPriceMax: 2, CommercialPriceMin: 3, CommercialPriceMax: 4 }, previous: null, source: 'past' as const, corrects: '', by: null, at: '' };
    expect(pastPriceValuesOf(entry)).toEqual({ day: '2023-01-01', ResidentialPriceMin: '1', ResidentialPriceMax: '2', CommercialPriceMin: '3', CommercialPriceMax: '4' });
    expect(pastPriceFieldOf('prices.CommercialPriceMax')).toBe('CommercialPriceMax');
    expect(pastPriceFieldOf('day')).toBe('day');
    expect(pastPriceFieldOf('_form')).toBeNull();
  });
});
