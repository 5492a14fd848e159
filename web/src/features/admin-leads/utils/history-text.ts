import { shortDay } from '@core/dates';
import { LEAD_SOURCE_LABELS, leadStatusLabel, isLeadStatus, LEAD_STATUS_TITLES, type LeadSource } from '@core/lead-status';
import type { LeadHistoryEntry } from '@core/schemas/lead-history';
import { visitOfKey, visitText } from '@core/visit-date';

function statusName(value: string | null): string {
  if (value === null) return 'New';
  return isLeadStatus(value) ? LEAD_STATUS_TITLES[value] : leadStatusLabel(value);
}

function dayName(value: string | null): string {
  return value ? shortDay(value) || value : '';
}

function visitName(value: string | null): string {
  const visit = visitOfKey(value);
  return visit ? visitText(visit) : '';
}

/**
 * One line of a lead's history, in words: 'Moved from New to In Progress', 'Follow-up set for
 * 5 Dec 2026', 'Site visit moved from … to …'. Who and when are shown beside it; a note's words
 * are shown under it.
 */
export function historyText(entry: LeadHistoryEntry, source: LeadSource): string {
  switch (entry.kind) {
    case 'created':
      return `Sent the ${LEAD_SOURCE_LABELS[source].toLowerCase()}`;
    case 'status':
      return `Moved from ${statusName(entry.from)} to ${statusName(entry.to)}`;
    case 'followUp':
      if (!entry.to) return `Follow-up of ${dayName(entry.from)} cleared`;
      return entry.from ? `Follow-up moved from ${dayName(entry.from)} to ${dayName(entry.to)}` : `Follow-up set for ${dayName(entry.to)}`;
    case 'assigned':
      if (!entry.to) return `No longer assigned to ${entry.from ?? 'anyone'}`;
      return entry.from ? `Reassigned from ${entry.from} to ${entry.to}` : `Assigned to ${entry.to}`;
    case 'visit':
      if (!entry.to) return `Site visit of ${visitName(entry.from)} cancelled`;
      return entry.from ? `Site visit moved from ${visitName(entry.from)} to ${visitName(entry.to)}` : `Site visit booked for ${visitName(entry.to)}`;
    case 'note':
      return 'Added a note';
  }
}

/** Who did it: the admin's email, or the visitor's name for what they sent. */
export function historyActor(entry: LeadHistoryEntry, leadName: string): string {
  return entry.by?.email ?? leadName;
}
