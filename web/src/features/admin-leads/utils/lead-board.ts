import { boardStatus, LEAD_STATUSES, matchesLeadFilter, type LeadSourceFilter, type LeadStatus } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';

export type LeadBoard = Record<LeadStatus, Lead[]>;

function createdTime(lead: Lead): number {
  const time = Date.parse(lead.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * The board the admin sees (docs/product.md §4): each lead once (by id), in the column of its status — New
 * for a missing or unknown one (docs/product.md §11) — newest first by createdAt, filtered by the search
 * and the source.
 */
export function buildLeadBoard(leads: readonly Lead[], query = '', source: LeadSourceFilter = 'all'): LeadBoard {
  const board: LeadBoard = { new: [], in_progress: [], resolved: [] };
  const seen = new Set<string>();
  for (const lead of leads) {
    if (seen.has(lead.id)) continue;
    seen.add(lead.id);
    if (!matchesLeadFilter(lead, { query, source })) continue;
    board[boardStatus(lead.status)].push(lead);
  }
  for (const status of LEAD_STATUSES) board[status].sort((a, b) => createdTime(b) - createdTime(a));
  return board;
}

/** The leads with one lead's status replaced (the optimistic move). */
export function withLeadStatus(leads: readonly Lead[], id: string, status: string): Lead[] {
  return leads.map((lead) => (lead.id === id ? { ...lead, status } : lead));
}

/** The leads with one lead replaced by the server's copy (every duplicate of its id). */
export function withLead(leads: readonly Lead[], updated: Lead): Lead[] {
  return leads.map((lead) => (lead.id === updated.id ? updated : lead));
}
