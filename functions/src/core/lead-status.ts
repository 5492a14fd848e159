/** Lead states (docs/product.md §4). Unknown or missing statuses are shown in New (docs/product.md §11). */
export const LEAD_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_TITLES: Record<LeadStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The column a lead belongs in: its status if known, else New. */
export function boardStatus(value: unknown): LeadStatus {
  return isLeadStatus(value) ? value : 'new';
}

/** Dashboard label: underscores become spaces ('in_progress' → 'in progress'). */
export function leadStatusLabel(value: unknown): string {
  return typeof value === 'string' && value.length > 0 ? value.replace(/_/g, ' ') : 'new';
}

export const LEAD_SOURCES = ['contact', 'sell', 'plot-enquiry'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The words for where a lead came from (the board, the dashboard, the CSV export). */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = { contact: 'Contact form', sell: 'Sell enquiry', 'plot-enquiry': 'Plot enquiry' };

/** A lead as the search and the source filter read it. */
interface SearchableLead {
  name: string;
  email: string;
  phone: string;
  source: LeadSource;
  origin?: { page?: string; landing?: string; referrer?: string; utm?: Partial<Record<string, string>> } | null;
}

/** The words of where a lead came from that a search may find: pages, referrer, utm tags. */
function originWords(origin: SearchableLead['origin']): string[] {
  if (!origin) return [];
  return [origin.page, origin.landing, origin.referrer, ...Object.values(origin.utm ?? {})].filter((word): word is string => Boolean(word));
}

/**
 * Lead search (docs/product.md §5), the board's and the CSV export's: name, email and where the
 * lead came from (its pages, referrer and utm tags) as a case-insensitive substring, phone as a
 * plain substring. Surrounding spaces are ignored; an empty query matches every lead.
 */
export function matchesLeadSearch(lead: SearchableLead, query: string): boolean {
  const raw = query.trim();
  if (!raw) return true;
  const lower = raw.toLowerCase();
  return [lead.name, lead.email, ...originWords(lead.origin)].some((text) => text.toLowerCase().includes(lower)) || lead.phone.includes(raw);
}

/** The board's source filter: every lead, or those from one form or button. */
export type LeadSourceFilter = LeadSource | 'all';

export function isLeadSourceFilter(value: unknown): value is LeadSourceFilter {
  return value === 'all' || (typeof value === 'string' && (LEAD_SOURCES as readonly string[]).includes(value));
}
