import { INTEREST_COUNTS, interestChange, type InterestCounts, type InterestDelta } from '../../core/interest';

/**
 * The rules of `interest.apply` both store adapters follow (ports/store.ts InterestRepository).
 *
 * The event id is recorded under a name of its own: a lead event counts in the dashboard counters
 * and in its plots' enquiries, each once, with the same id.
 */
export function interestEventKey(eventId: string): string {
  if (eventId.length === 0) throw new TypeError('An event id is required');
  return `interest:${eventId}`;
}

/**
 * The deltas as one change per (plot, day), every count present and whole; a plot id of '' is
 * skipped (it names no plot) and a change of nothing at all too.
 */
export function interestChanges(deltas: readonly InterestDelta[]): { plotId: string; day: string; change: InterestCounts }[] {
  const merged = new Map<string, { plotId: string; day: string; change: InterestCounts }>();
  for (const delta of deltas) {
    const change = interestChange(delta);
    if (delta.plotId === '') continue;
    const key = `${delta.day} ${delta.plotId}`;
    const kept = merged.get(key);
    if (kept) for (const name of INTEREST_COUNTS) kept.change[name] += change[name];
    else merged.set(key, { plotId: delta.plotId, day: delta.day, change });
  }
  return [...merged.values()].filter(({ change }) => INTEREST_COUNTS.some((name) => change[name] !== 0));
}
