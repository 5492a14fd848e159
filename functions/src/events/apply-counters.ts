import type { DomainEvent } from '../ports/events';
import type { StatDeltas } from '../ports/store';
import type { EventDeps } from './event-deps';

/**
 * Applies a counter change once per event id (the store records the id in the same transaction).
 * A redelivered event is normal for Cloud triggers (at least once): it is logged, not an error.
 */
export async function applyCounters(deps: Pick<EventDeps, 'store' | 'log'>, event: DomainEvent, deltas: StatDeltas): Promise<boolean> {
  const applied = await deps.store.stats.apply(event.id, deltas);
  if (!applied) deps.log.info('event_already_applied', { eventId: event.id, type: event.type });
  return applied;
}
