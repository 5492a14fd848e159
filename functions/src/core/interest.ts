import { addDays } from './dates';

/**
 * Interest per listing (docs/product.md §2.24, docs/decisions/018): what a plot's page draws, per
 * India day — views (one per visitor a day), taps on its WhatsApp and call links, and enquiries
 * (the leads that name it, on the day they came). The counts, never who made them.
 */

/** What the plot page's beacon reports. */
export const INTEREST_KINDS = ['view', 'whatsapp', 'call'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** What a day of a plot holds: one count per name, stored under these names in both stores. */
export const INTEREST_COUNTS = ['views', 'whatsapp', 'calls', 'enquiries'] as const;
type InterestCount = (typeof INTEREST_COUNTS)[number];
export type InterestCounts = Record<InterestCount, number>;

/** One value per count, made by `value`: how the stores build their increments from the one list. */
export function perInterestCount<V>(value: (name: InterestCount) => V): Record<InterestCount, V> {
  return Object.fromEntries(INTEREST_COUNTS.map((name) => [name, value(name)])) as Record<InterestCount, V>;
}

/** The count a beacon of each kind adds to. */
export const COUNT_OF_KIND: Readonly<Record<InterestKind, InterestCount>> = { view: 'views', whatsapp: 'whatsapp', call: 'calls' };

/** One plot's change on one India day (YYYY-MM-DD): whole numbers, absent counts unchanged. */
export interface InterestDelta extends Partial<InterestCounts> {
  plotId: string;
  day: string;
}

/** A plot's interest over the last 7 and the last 30 India days, today included. */
export interface PlotInterest {
  views7: number;
  views30: number;
  whatsapp30: number;
  calls30: number;
  enquiries30: number;
}

export const NO_INTEREST: Readonly<PlotInterest> = Object.freeze({ views7: 0, views30: 0, whatsapp30: 0, calls30: 0, enquiries30: 0 });

/** The days the figures cover, ending `today`: the first day of the last 7 and of the last 30. */
export function interestWindow(today: string): { from7: string; from30: string } {
  return { from7: addDays(today, -6), from30: addDays(today, -29) };
}

/** A plot's figures from its days (any order; days outside the 30 are left out). */
function plotInterestOf(days: readonly (Partial<InterestCounts> & { day: string })[], today: string): PlotInterest {
  const { from7, from30 } = interestWindow(today);
  const interest = { ...NO_INTEREST };
  for (const day of days) {
    if (day.day < from30 || day.day > today) continue;
    const views = day.views ?? 0;
    interest.views30 += views;
    if (day.day >= from7) interest.views7 += views;
    interest.whatsapp30 += day.whatsapp ?? 0;
    interest.calls30 += day.calls ?? 0;
    interest.enquiries30 += day.enquiries ?? 0;
  }
  return interest;
}

/** Each plot's figures from the days of many plots (a store's rows or documents), by plot id. */
export function interestByPlot(days: readonly (Partial<InterestCounts> & { plotId: string; day: string })[], today: string): Record<string, PlotInterest> {
  const byPlot = new Map<string, (typeof days)[number][]>();
  for (const day of days) byPlot.set(day.plotId, [...(byPlot.get(day.plotId) ?? []), day]);
  return Object.fromEntries([...byPlot].map(([plotId, list]) => [plotId, plotInterestOf(list, today)]));
}

/** The figures of several plots added up (a village's, a venture's). */
export function sumInterest(all: readonly PlotInterest[]): PlotInterest {
  const total = { ...NO_INTEREST };
  for (const one of all) for (const key of Object.keys(total) as (keyof PlotInterest)[]) total[key] += one[key];
  return total;
}

/** Enquiries per 100 views over the 30 days, one decimal; null without a view (nothing to divide by). */
export function enquiriesPer100Views(interest: Pick<PlotInterest, 'views30' | 'enquiries30'>): number | null {
  if (interest.views30 <= 0) return null;
  return Math.round((interest.enquiries30 / interest.views30) * 1000) / 10;
}

/** "Many views, no enquiry": at least this many views in 30 days and not one enquiry. */
export const MANY_VIEWS_NO_ENQUIRY_MIN = 20;

/** How many plots each of the dashboard's two lists shows. */
export const INTEREST_LIST_LENGTH = 5;

/** The change a delta makes, every count present (absent: 0); throws on a fraction or a malformed day, a caller's bug. */
export function interestChange(delta: InterestDelta): InterestCounts {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(delta.day)) throw new TypeError(`"${delta.day}" is not a day`);
  return perInterestCount((name) => {
    const value = delta[name] ?? 0;
    if (!Number.isSafeInteger(value)) throw new TypeError(`Interest count ${name} must change by a whole number, got ${String(value)}`);
    return value;
  });
}
