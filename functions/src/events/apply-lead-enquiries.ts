import { leadEnquiryDeltas } from '../core/lead-enquiries';
import type { EventOf } from '../ports/events';
import type { EventDeps } from './event-deps';

/**
 * Counts a lead that names plots as an enquiry about each, once per event id (the store records the
 * id with the change, apart from the dashboard counters' record of the same event; decision 004).
 * A lead naming no plot records nothing.
 */
export async function applyLeadEnquiries(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'lead.created'> | EventOf<'lead.deleted'>): Promise<boolean> {
  const deltas = leadEnquiryDeltas(event.lead, event.type === 'lead.created' ? 1 : -1);
  if (deltas.length === 0) return false;
  const applied = await deps.store.interest.apply(event.id, deltas);
  if (!applied) deps.log.info('event_already_applied', { eventId: event.id, type: event.type, counters: 'interest' });
  return applied;
}
