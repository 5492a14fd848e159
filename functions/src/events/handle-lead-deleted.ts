import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/** A lead was deleted: one lead fewer, and one new lead fewer if it was still 'new'. */
export async function handleLeadDeleted(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.deleted'>): Promise<void> {
  await applyCounters(deps, event);
}
