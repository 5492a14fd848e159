import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/** A lead arrived (contact form, sell enquiry): one more lead, and one more new lead while it is 'new'. */
export async function handleLeadCreated(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.created'>): Promise<void> {
  await applyCounters(deps, event);
}
