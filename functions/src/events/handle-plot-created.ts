import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { applyVentureCounts } from './apply-venture-counts';
import type { EventDeps } from './event-deps';
import { enqueuePlotAlerts } from '../features/alerts/enqueue-alerts';

/** A plot was added: 'Total Properties' goes up by one, and its venture's count of its status; listed available, the saved searches it matches are alerted (enqueued). */
export async function handlePlotCreated(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'plot.created'>): Promise<void> {
  await applyCounters(deps, event);
  await applyVentureCounts(deps, event);
  await enqueuePlotAlerts(deps, event);
}
