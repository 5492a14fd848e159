import type { DomainEvent } from '../ports/events';
import { counterDeltas } from './counter-deltas';
import type { EventDeps } from './event-deps';

/**
 * Applies an event's counter change (counterDeltas) once per event id (the store records the id
 * in the same transaction). An event that changes no counter records nothing. A redelivered
 * event is normal for Cloud triggers (at least once): it is logged, not an error.
 */
export async function applyCounters(deps: Pick<EventDeps, 'store' | 'log'>, event: DomainEvent): Promise<boolean> {
  const deltas = counterDeltas(event);
  if (!deltas) return false;
  const applied = await deps.store.stats.apply(event.id, deltas);
  if (!applied) deps.log.info('event_already_applied', { eventId: event.id, type: event.type });
  return applied;
}
