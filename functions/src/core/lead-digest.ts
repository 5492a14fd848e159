import { VISIT_SLOTS } from './constants';
import { siteDay } from './dates';
import { followUpState } from './lead-follow-up';
import type { Lead } from './schemas/lead';
import { visitOf } from './visit-date';

/**
 * What the morning mail (09:00 India time) to each admin reports: the leads of the last 24 hours,
 * the leads still untouched after 24 hours (status New), the follow-ups due (today or overdue, open
 * leads) and the site visits of today. Nothing to report, no mail. The mail itself is
 * features/notices/mails/lead-digest-mail.tsx.
 */
export interface LeadDigest {
  /** The India day it is for (YYYY-MM-DD). */
  day: string;
  newLeads: Lead[];
  untouched: Lead[];
  /** Open leads whose follow-up day is today or has passed, the most overdue first. */
  followUpsDue: Lead[];
  visitsToday: Lead[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sorts the leads into the digest's lists, newest first in each; today's visits by their time of
 * day (morning first, a visit without one last), newest first within one. A lead may be in two
 * (new and visiting today).
 */
export function buildLeadDigest(leads: readonly Lead[], now: Date): LeadDigest {
  const day = siteDay(now);
  const since = now.getTime() - DAY_MS;
  const newest = [...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const created = (lead: Lead) => Date.parse(lead.createdAt);
  return {
    day,
    newLeads: newest.filter((lead) => created(lead) > since && created(lead) <= now.getTime()),
    untouched: newest.filter((lead) => lead.status === 'new' && created(lead) <= since),
    followUpsDue: newest
      .filter((lead) => followUpState(lead, day) === 'overdue' || followUpState(lead, day) === 'today')
      .sort((a, b) => (a.followUpDate ?? '').localeCompare(b.followUpDate ?? '')),
    visitsToday: newest.filter((lead) => lead.details?.visitDate === day && lead.status !== 'resolved').sort((a, b) => slotOrder(a) - slotOrder(b)),
  };
}

/** Where a visit's time of day puts it in the day: 0 for the morning…, after them all for none. */
function slotOrder(lead: Lead): number {
  const slot = visitOf(lead.details)?.slot;
  return slot ? VISIT_SLOTS.indexOf(slot) : VISIT_SLOTS.length;
}

export function digestIsEmpty(digest: LeadDigest): boolean {
  return digest.newLeads.length + digest.untouched.length + digest.followUpsDue.length + digest.visitsToday.length === 0;
}

