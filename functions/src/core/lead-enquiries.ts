import { siteDay } from './dates';
import type { InterestDelta } from './interest';
import { plotIdsNamedBy, type Lead } from './schemas/lead';

/**
 * A lead's enquiries per plot (interest per listing): one for each plot it names, on the India day
 * it came; -1 each to take them back when it is deleted. The event handlers and the reconcile job
 * count by this one rule.
 */
export function leadEnquiryDeltas(lead: Pick<Lead, 'createdAt' | 'details'>, sign: 1 | -1): InterestDelta[] {
  const day = siteDay(new Date(lead.createdAt));
  return plotIdsNamedBy(lead.details).map((plotId) => ({ plotId, day, enquiries: sign }));
}
