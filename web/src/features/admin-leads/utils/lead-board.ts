import { matchesLeadFilter, type LeadFilter } from '@core/lead-filter';
import { boardStatus, type LeadStatus } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';

export type LeadBoard = Record<LeadStatus, Lead[]>;

function createdTime(lead: Lead): number {
  const time = Date.parse(lead.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Cards a column shows at first, and how many more each "Show more" adds (thousands of cards would make the board slow). */
export const COLUMN_PAGE_SIZE = 50;

const EVERY_LEAD: LeadFilter = { query: '', source: 'all' };

/**
 * The board the admin sees (docs/product.md §4): each lead once (by id), in the column of its status — New
 * for a missing or unknown one (docs/product.md §11) — newest first by createdAt, filtered by the search,
 * the source and the follow-up.
 */
export function buildLeadBoard(leads: readonly Lead[], filter: LeadFilter = EVERY_LEAD): LeadBoard {
  const columns: Record<LeadStatus, { lead: Lead; time: number }[]> = { new: [], in_progress: [], resolved: [] };
  const seen = new Set<string>();
  for (const lead of leads) {
    if (seen.has(lead.id)) continue;
    seen.add(lead.id);
    if (!matchesLeadFilter(lead, filter)) continue;
    // Each time read once, not in every comparison (thousands of leads).
    columns[boardStatus(lead.status)].push({ lead, time: createdTime(lead) });
  }
  const sorted = (column: { lead: Lead; time: number }[]) => column.sort((a, b) => b.time - a.time).map((entry) => entry.lead);
  return { new: sorted(columns.new), in_progress: sorted(columns.in_progress), resolved: sorted(columns.resolved) };
}

/** How many leads the board holds (each id once), without building it. */
export function countLeads(leads: readonly Lead[]): number {
  return new Set(leads.map((lead) => lead.id)).size;
}

/** The leads with one lead's status replaced (the optimistic move). */
export function withLeadStatus(leads: readonly Lead[], id: string, status: string): Lead[] {
  return leads.map((lead) => (lead.id === id ? { ...lead, status } : lead));
}

/** The leads with one lead replaced by the server's copy (every duplicate of its id). */
export function withLead(leads: readonly Lead[], updated: Lead): Lead[] {
  return leads.map((lead) => (lead.id === updated.id ? updated : lead));
}
