import { boardStatus } from './lead-status';
import type { Lead } from './schemas/lead';

/**
 * Where a lead's follow-up stands on `today` (YYYY-MM-DD, India): overdue when its day has
 * passed, due today, or later; null when it has none or the lead is resolved (nothing to chase).
 */
export function followUpState(lead: Pick<Lead, 'followUpDate' | 'status'>, today: string): 'overdue' | 'today' | 'later' | null {
  if (!lead.followUpDate || boardStatus(lead.status) === 'resolved') return null;
  if (lead.followUpDate < today) return 'overdue';
  return lead.followUpDate === today ? 'today' : 'later';
}
