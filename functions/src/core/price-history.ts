import type { PriceEntry } from './schemas/price-history';
import { PRICE_RANGES, pricesDiffer, type PriceCategory, type RegionPrices } from './region-prices';

/**
 * Reading a village's price history (the entries of ports/store.ts, in any order): what it says
 * once corrections are applied, the prices in force on a day, a point per month for the chart,
 * and the change over a span of years. Pure: the store keeps, this reads.
 */

/**
 * The entries that stand, by day then by when they were written: a correction takes the place of
 * the entry it corrects (and a correction of a correction of both), on its own day and prices.
 */
export function standingEntries(entries: readonly PriceEntry[]): PriceEntry[] {
  const corrected = new Set(entries.filter((entry) => entry.source === 'correction' && entry.corrects).map((entry) => entry.corrects));
  return entries.filter((entry) => !corrected.has(entry.id)).sort(byDayThenWritten);
}

function byDayThenWritten(a: PriceEntry, b: PriceEntry): number {
  return a.day.localeCompare(b.day) || a.at.localeCompare(b.at) || a.id.localeCompare(b.id);
}

/**
 * The standing entries with today's prices as the last word: the history may lag the table (a
 * region priced before its history was kept, a past entry dated after the last change), and the
 * page shows one set of prices for today.
 */
export function standingToToday(entries: readonly PriceEntry[], current: RegionPrices, regionId: string, today: string): PriceEntry[] {
  const standing = standingEntries(entries);
  const onToday = pricesOn(standing, today);
  if (onToday && !pricesDiffer(onToday, current)) return standing;
  return [...standing, { id: 'today', regionId, day: today, prices: current, previous: null, source: 'change', corrects: '', by: null, at: '' }];
}

/** The prices in force on a day: those of the last standing entry on or before it; null before the first. */
export function pricesOn(standing: readonly PriceEntry[], day: string): RegionPrices | null {
  let found: RegionPrices | null = null;
  for (const entry of standing) {
    if (entry.day > day) break;
    found = entry.prices;
  }
  return found;
}

/** One point of the chart: a month ('2025-04') and the prices in force at its end (or on `today`, for the month we are in). */
export interface MonthPoint {
  month: string;
  prices: RegionPrices;
}

/** The last day of a month ('2025-02' → '2025-02-28'). */
function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/** The month after ('2025-12' → '2026-01'). */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * A point per month from the first standing entry's month (or `months` back from today's, whichever
 * is later) to today's month, each with the prices in force at the month's end; no point before
 * the first entry. Today's month ends today.
 */
export function monthlyPoints(standing: readonly PriceEntry[], today: string, months = 36): MonthPoint[] {
  const first = standing[0];
  if (!first) return [];
  const thisMonth = today.slice(0, 7);
  let month = first.day.slice(0, 7);
  const [year, number] = thisMonth.split('-').map(Number) as [number, number];
  const earliest = new Date(Date.UTC(year, number - 1 - (months - 1), 1)).toISOString().slice(0, 7);
  if (month < earliest) month = earliest;
  const points: MonthPoint[] = [];
  for (; month <= thisMonth; month = nextMonth(month)) {
    const end = month === thisMonth ? today : lastDayOf(month);
    const prices = pricesOn(standing, end);
    if (prices) points.push({ month, prices });
  }
  return points;
}

/** A category's price as one number: the middle of its range (its only price when min = max). */
export function middlePrice(prices: RegionPrices, category: PriceCategory): number {
  const range = PRICE_RANGES.find((candidate) => candidate.category === category)!;
  return (prices[range.min] + prices[range.max]) / 2;
}

/** The same day `years` earlier (29 February → 28 February). */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year - years, month - 1, date));
  // 29 February of a year that has none rolls into March: the day before it is the month's last.
  if (moved.getUTCMonth() !== month - 1) moved.setUTCDate(0);
  return moved.toISOString().slice(0, 10);
}

/**
 * How a category's price moved over `years` to `today`, in % of the price then (the middle of each
 * range), rounded to one decimal; null when the history does not reach that far back or the price
 * then was 0 (no base to measure from).
 */
export function changeOver(standing: readonly PriceEntry[], category: PriceCategory, today: string, years: number): number | null {
  const then = pricesOn(standing, yearsBefore(today, years));
  const now = pricesOn(standing, today);
  if (!then || !now) return null;
  const before = middlePrice(then, category);
  if (before === 0) return null;
  return Math.round(((middlePrice(now, category) - before) / before) * 1000) / 10;
}
