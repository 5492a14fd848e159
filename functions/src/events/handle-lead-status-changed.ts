import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/**
 * A lead moved on the board. 'New Leads' counts status 'new' exactly (as the reconcile job
 * counts it), so only a move out of or into 'new' changes it; other moves change nothing.
 */
export async function handleLeadStatusChanged(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.statusChanged'>): Promise<void> {
  const newLeads = (event.after.status === 'new' ? 1 : 0) - (event.before.status === 'new' ? 1 : 0);
  if (newLeads === 0) return;
  await applyCounters(deps, event, { newLeads });
}
