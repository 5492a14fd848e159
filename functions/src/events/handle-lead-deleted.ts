import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { applyLeadEnquiries } from './apply-lead-enquiries';
import type { EventDeps } from './event-deps';

/** A lead was deleted: one lead fewer, one new lead fewer if it was still 'new', and its plots' enquiries taken back. */
export async function handleLeadDeleted(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.deleted'>): Promise<void> {
  await applyCounters(deps, event);
  await applyLeadEnquiries(deps, event);
}
