import { followUpState } from './lead-follow-up';
import { matchesLeadSearch, type LeadSourceFilter } from './lead-status';
import type { Lead } from './schemas/lead';

/** The board's follow-up filter: every lead, those whose follow-up day has passed, or those due today or overdue. */
export const FOLLOW_UP_FILTERS = ['all', 'overdue', 'due'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

export function isFollowUpFilter(value: unknown): value is FollowUpFilter {
  return typeof value === 'string' && (FOLLOW_UP_FILTERS as readonly string[]).includes(value);
}

export const FOLLOW_UP_FILTER_LABELS: Record<FollowUpFilter, string> = { all: 'Any follow-up', overdue: 'Follow-up overdue', due: 'Due today or overdue' };

/** What the board shows and the export writes: the search, the source and the follow-up, on `today` (India). */
export interface LeadFilter {
  query: string;
  source: LeadSourceFilter;
  followUp?: FollowUpFilter;
  /** YYYY-MM-DD, India; needed when followUp is not 'all'. */
  today?: string;
}

type FilterableLead = Parameters<typeof matchesLeadSearch>[0] & Pick<Lead, 'followUpDate' | 'status'>;

function matchesFollowUp(lead: FilterableLead, followUp: FollowUpFilter, today: string): boolean {
  if (followUp === 'all') return true;
  const state = followUpState(lead, today);
  return followUp === 'overdue' ? state === 'overdue' : state === 'overdue' || state === 'today';
}

/** The board's and the export's filter: the search, the source and the follow-up together. */
export function matchesLeadFilter(lead: FilterableLead, filter: LeadFilter): boolean {
  return (
    (filter.source === 'all' || lead.source === filter.source) &&
    matchesFollowUp(lead, filter.followUp ?? 'all', filter.today ?? '') &&
    matchesLeadSearch(lead, filter.query)
  );
}
