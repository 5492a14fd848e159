import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/** A plot was added: 'Total Properties' goes up by one. */
export async function handlePlotCreated(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'plot.created'>): Promise<void> {
  await applyCounters(deps, event);
}
