import { PLOT_STATUSES, type PlotStatus } from '../../core/constants';
import { emptyStatusCounts } from '../../core/plot-status';
import type { StatusCounts } from '../../core/schemas/venture';

/**
 * The rules of `stats.applyVenture` both store adapters follow (ports/store.ts StatsRepository).
 *
 * The event id is recorded under a name of its own: a trigger that changes the dashboard counters
 * and a venture's counts for the same event passes the same id to `apply` and `applyVenture`, and
 * each must count it once.
 */
export function ventureEventKey(eventId: string): string {
  if (eventId.length === 0) throw new TypeError('An event id is required');
  return `venture-counts:${eventId}`;
}

/**
 * The change per venture, every status present (absent ones change by 0) and whole. A plot of no
 * venture ('') counts nowhere, so its key is skipped. Throws on a fraction or a non-number: that is
 * a bug in the caller, and a count must never drift off the integers.
 */
export function ventureCountChanges(deltas: Readonly<Record<string, Partial<StatusCounts>>>): [ventureId: string, change: StatusCounts][] {
  return Object.entries(deltas)
    .filter(([ventureId]) => ventureId !== '')
    .map(([ventureId, delta]) => {
      const change = emptyStatusCounts();
      for (const status of PLOT_STATUSES) {
        const value = delta[status] ?? 0;
        if (!Number.isSafeInteger(value)) throw new TypeError(`Venture count ${status} must change by a whole number, got ${String(value)}`);
        change[status] = value;
      }
      return [ventureId, change];
    });
}

/** The stored field (SQLite column field, Firestore field) of each status's count: plain names both stores can address. */
export const COUNT_FIELDS = { available: 'available', reserved: 'reserved', booked: 'booked', sold: 'sold', 'not-for-sale': 'notForSale' } as const satisfies Record<PlotStatus, string>;
export type CountField = (typeof COUNT_FIELDS)[PlotStatus];

/** One stored value per status, made by `value`, keyed by its stored field. */
export function perCountField<V>(value: (status: PlotStatus) => V): Record<CountField, V> {
  return Object.fromEntries(PLOT_STATUSES.map((status) => [COUNT_FIELDS[status], value(status)])) as Record<CountField, V>;
}

/** The counts of a stored record (fields as COUNT_FIELDS names them). */
export function countsFrom(read: (field: CountField) => number): StatusCounts {
  const counts = emptyStatusCounts();
  for (const status of PLOT_STATUSES) counts[status] = read(COUNT_FIELDS[status]);
  return counts;
}

/** Counts to overwrite a venture's with (reconciliation): whole numbers only. */
export function wholeCounts(counts: StatusCounts): StatusCounts {
  for (const status of PLOT_STATUSES) {
    if (!Number.isSafeInteger(counts[status])) throw new TypeError(`Venture count ${status} must be a whole number, got ${String(counts[status])}`);
  }
  return counts;
}
