import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { applyVentureCounts } from './apply-venture-counts';
import type { EventDeps } from './event-deps';

/**
 * A plot was deleted (moved to the bin: decision 020): one property fewer, and one fewer in its
 * venture's count of its status. Its photos stay while it is in the bin: they go when it leaves the
 * bin for good (handle-bin-purged.ts).
 */
export async function handlePlotDeleted(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'plot.deleted'>): Promise<void> {
  await applyCounters(deps, event);
  await applyVentureCounts(deps, event);
}
