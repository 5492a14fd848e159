import type { Lead, LeadUpdate } from './schemas/lead';
import type { HistoryActor, LeadHistoryEntry, NewLeadHistoryEntry } from './schemas/lead-history';
import { visitKey, visitOf } from './visit-date';

/**
 * The history entries an admin's change writes: one per field whose value really changes (a
 * status set to what it is records nothing). `emailOf` names an assigned admin by id, so the
 * history still reads right after that admin is gone.
 */
export function historyOfUpdate(before: Lead, update: LeadUpdate, by: HistoryActor, emailOf: (adminId: string) => string): NewLeadHistoryEntry[] {
  const entries: NewLeadHistoryEntry[] = [];
  const record = (kind: NewLeadHistoryEntry['kind'], from: string | null, to: string | null) => {
    if (from !== to) entries.push({ by, kind, from, to, text: null });
  };
  if (update.status !== undefined) record('status', before.status, update.status);
  if (update.followUpDate !== undefined) record('followUp', before.followUpDate, update.followUpDate);
  if (update.assignedTo !== undefined) {
    const name = (id: string | null) => (id === null ? null : emailOf(id));
    if (before.assignedTo !== update.assignedTo) record('assigned', name(before.assignedTo), name(update.assignedTo));
  }
  if (update.visit !== undefined) record('visit', visitKey(visitOf(before.details)), visitKey(update.visit));
  return entries;
}

/** A note as a history entry. */
export function noteEntry(text: string, by: HistoryActor): NewLeadHistoryEntry {
  return { by, kind: 'note', from: null, to: null, text };
}

/** Whether these entries answer the lead (its first response is its first status change or note). */
export function isResponse(entries: readonly Pick<NewLeadHistoryEntry, 'kind'>[]): boolean {
  return entries.some((entry) => entry.kind === 'status' || entry.kind === 'note');
}

/** The whole history of a lead: its creation (by the visitor, from the lead itself) and then the stored entries, oldest first. */
export function leadTimeline(lead: Lead, stored: readonly LeadHistoryEntry[]): LeadHistoryEntry[] {
  const created: LeadHistoryEntry = { id: `${lead.id}-created`, leadId: lead.id, at: lead.createdAt, by: null, kind: 'created', from: null, to: null, text: null };
  return [created, ...[...stored].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))];
}
