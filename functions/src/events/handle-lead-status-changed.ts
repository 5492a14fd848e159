import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/** A lead moved on the board: 'New Leads' changes when it moved out of or into 'new' (counterDeltas); other moves change nothing. */
export async function handleLeadStatusChanged(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.statusChanged'>): Promise<void> {
  await applyCounters(deps, event);
}
