import { describe, expect, it } from 'vitest';
import { changeOver, middlePrice, monthlyPoints, pricesOn, standingEntries, standingToToday, yearsBefore } from './price-history';
import { pastPriceInputSchema, type PriceEntry } from './schemas/price-history';
import type { RegionPrices } from './region-prices';

const prices = (residential: number, commercial = residential * 2): RegionPrices => ({
  ResidentialPriceMin: residential,
  ResidentialPriceMax: residential + 1000,
  CommercialPriceMin: commercial,
  CommercialPriceMax: commercial + 2000,
});

let written = 0;
function entry(id: string, day: string, residential: number, more: Partial<PriceEntry> = {}): PriceEntry {
  written += 1;
  return { id, regionId: 'r1', day, prices: prices(residential), previous: null, source: 'past', corrects: '', by: null, at: `2026-01-01T00:00:${String(written).padStart(2, '0')}.000Z`, ...more };
}

describe('standingEntries', () => {
  it('orders by day, then by when written', () => {
    const later = entry('b', '2025-03-01', 2000);
    const earlier = entry('a', '2024-01-01', 1000);
    const sameDayLater = entry('c', '2025-03-01', 2500);
    expect(standingEntries([sameDayLater, later, earlier]).map((one) => one.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a correction in the place of the entry it corrects, on its own day, and a correction of a correction in place of both', () => {
    const wrong = entry('wrong', '2024-05-01', 90_000);
    const fixed = entry('fixed', '2024-06-01', 9000, { source: 'correction', corrects: 'wrong' });
    const fixedAgain = entry('again', '2024-06-01', 9500, { source: 'correction', corrects: 'fixed' });
    const other = entry('other', '2024-01-01', 8000);
    expect(standingEntries([wrong, fixed, other]).map((one) => one.id)).toEqual(['other', 'fixed']);
    expect(standingEntries([wrong, fixed, fixedAgain, other]).map((one) => one.id)).toEqual(['other', 'again']);
  });
});

describe('pricesOn', () => {
  const standing = standingEntries([entry('a', '2024-01-10', 1000), entry('b', '2024-03-01', 2000)]);
  it('is the last entry on or before the day', () => {
    expect(pricesOn(standing, '2024-03-01')?.ResidentialPriceMin).toBe(2000);
    expect(pricesOn(standing, '2024-02-29')?.ResidentialPriceMin).toBe(1000);
  });
  it('is null before the first', () => {
    expect(pricesOn(standing, '2024-01-09')).toBeNull();
  });
});

describe('monthlyPoints', () => {
  it('gives each month the prices at its end, today for the month we are in, and none before the first entry', () => {
    const standing = standingEntries([entry('a', '2026-01-31', 1000), entry('b', '2026-02-15', 2000), entry('c', '2026-04-02', 3000)]);
    const points = monthlyPoints(standing, '2026-04-01');
    expect(points.map((point) => [point.month, point.prices.ResidentialPriceMin])).toEqual([
      ['2026-01', 1000],
      ['2026-02', 2000],
      ['2026-03', 2000],
      // Today is the 1st: the change of the 2nd is not in yet.
      ['2026-04', 2000],
    ]);
  });

  it('goes back no more than the months asked, across a year end', () => {
    const standing = standingEntries([entry('a', '2020-06-01', 1000)]);
    const points = monthlyPoints(standing, '2026-02-10', 3);
    expect(points.map((point) => point.month)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('is empty without entries', () => {
    expect(monthlyPoints([], '2026-02-10')).toEqual([]);
  });
});

describe('changeOver', () => {
  it('measures the middle of the range against the same day years before, in % to one decimal', () => {
    // Residential 4000–5000 (middle 4500) three years ago, 6000–7000 (6500) a year ago, 8000–9000 (8500) now.
    const standing = standingEntries([entry('a', '2023-01-01', 4000), entry('b', '2025-06-01', 6000), entry('c', '2026-06-01', 8000)]);
    expect(changeOver(standing, 'residential', '2026-06-15', 1)).toBe(30.8);
    expect(changeOver(standing, 'residential', '2026-06-15', 3)).toBe(88.9);
    // Commercial: 8000–10000 (9000) three years ago, 16000–18000 (17000) now.
    expect(changeOver(standing, 'commercial', '2026-06-15', 3)).toBe(88.9);
  });

  it('is null when the history does not reach back that far, or the price then was 0', () => {
    const standing = standingEntries([entry('a', '2025-01-01', 4000)]);
    expect(changeOver(standing, 'residential', '2026-06-15', 3)).toBeNull();
    const fromNothing = standingEntries([entry('z', '2020-01-01', 0, { prices: { ResidentialPriceMin: 0, ResidentialPriceMax: 0, CommercialPriceMin: 0, CommercialPriceMax: 0 } }), entry('b', '2026-01-01', 4000)]);
    expect(changeOver(fromNothing, 'residential', '2026-06-15', 1)).toBeNull();
  });

  it('falls a price', () => {
    const standing = standingEntries([entry('a', '2025-01-01', 9000), entry('b', '2026-01-01', 4000)]);
    // 9000–10000 (9500) to 4000–5000 (4500).
    expect(changeOver(standing, 'residential', '2026-02-01', 1)).toBe(-52.6);
  });
});

describe('middlePrice and yearsBefore', () => {
  it('takes the middle of a range', () => {
    expect(middlePrice(prices(4000), 'residential')).toBe(4500);
    expect(middlePrice(prices(4000), 'commercial')).toBe(9000);
  });
  it('moves a day back whole years, 29 February to the 28th', () => {
    expect(yearsBefore('2026-11-27', 3)).toBe('2023-11-27');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
  });
});

describe('pastPriceInputSchema', () => {
  it('takes a day and four prices', () => {
    expect(pastPriceInputSchema.parse({ day: '2024-04-01', prices: prices(4000) })).toEqual({ day: '2024-04-01', prices: prices(4000) });
  });
  it('refuses a lowest price above the highest, on that field', () => {
    const result = pastPriceInputSchema.safeParse({ day: '2024-04-01', prices: { ...prices(4000), CommercialPriceMin: 99_000 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['prices.CommercialPriceMin', 'priceMinAboveMax']]);
  });
  it('refuses a day that is no day, a negative price, a price that is no number and fields it does not know', () => {
    const messages = (input: unknown) => pastPriceInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ day: '2024-02-30', prices: prices(4000) })).toEqual(['priceDayInvalid']);
    expect(messages({ day: '2024-04-01', prices: { ...prices(4000), ResidentialPriceMin: -5 } })).toEqual(['priceNegative']);
    expect(messages({ day: '2024-04-01', prices: { ...prices(4000), ResidentialPriceMax: 'lots' } })).toEqual(['priceNotANumber']);
    expect(pastPriceInputSchema.safeParse({ day: '2024-04-01', prices: prices(4000), region: 'x' }).success).toBe(false);
  });
});

describe('standingToToday', () => {
  const current = prices(30_000);
  it('ends with today\'s prices when the history says otherwise for today', () => {
    const standing = standingToToday([entry('a', '2026-01-01', 20_000)], current, 'r1', '2026-06-01');
    expect(standing.map((one) => [one.day, one.prices.ResidentialPriceMin])).toEqual([
      ['2026-01-01', 20_000],
      ['2026-06-01', 30_000],
    ]);
  });
  it('leaves a history that already ends at today\'s prices as it is, and gives one without entries today\'s prices', () => {
    expect(standingToToday([entry('a', '2026-01-01', 30_000)], current, 'r1', '2026-06-01').map((one) => one.id)).toEqual(['a']);
    expect(standingToToday([], current, 'r1', '2026-06-01').map((one) => one.day)).toEqual(['2026-06-01']);
  });
});
