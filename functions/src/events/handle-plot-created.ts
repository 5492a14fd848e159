import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { applyVentureCounts } from './apply-venture-counts';
import type { EventDeps } from './event-deps';

/** A plot was added: 'Total Properties' goes up by one, and its venture's count of its status. */
export async function handlePlotCreated(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'plot.created'>): Promise<void> {
  await applyCounters(deps, event);
  await applyVentureCounts(deps, event);
}
