import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { applyLeadEnquiries } from './apply-lead-enquiries';
import type { EventDeps } from './event-deps';

/** A lead arrived (contact form, sell or plot enquiry): one more lead, one more new lead while it is 'new', and an enquiry for each plot it names. */
export async function handleLeadCreated(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.created'>): Promise<void> {
  await applyCounters(deps, event);
  await applyLeadEnquiries(deps, event);
}
