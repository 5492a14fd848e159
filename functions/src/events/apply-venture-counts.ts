import type { DomainEvent } from '../ports/events';
import type { EventDeps } from './event-deps';
import { ventureCountDeltas } from './venture-count-deltas';

/**
 * Applies a plot event's change to its venture's counts by status (ventureCountDeltas) once per
 * event id (the store records the id in the same transaction, apart from the dashboard counters'
 * record of the same event): a redelivered event is logged, not counted again. An event that
 * changes no venture's counts records nothing.
 */
export async function applyVentureCounts(deps: Pick<EventDeps, 'store' | 'log'>, event: DomainEvent): Promise<boolean> {
  const deltas = ventureCountDeltas(event);
  if (!deltas) return false;
  const applied = await deps.store.stats.applyVenture(event.id, deltas);
  if (!applied) deps.log.info('event_already_applied', { eventId: event.id, type: event.type, counters: 'ventures' });
  return applied;
}
