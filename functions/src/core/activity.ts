import type { HistoryActor } from './schemas/lead-history';

/**
 * The activity trail (docs/decisions/021-activity-trail.md): every admin write, append-only, with
 * who, when, what and from which address; kept ACTIVITY_YEARS years. The kinds of item it names:
 * a plot, a region (its prices), a blog post, the site settings, an admin, a lead, a venture.
 */
export const ACTIVITY_KINDS = ['plot', 'region', 'blog', 'settings', 'admin', 'lead', 'venture'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted', 'restored', 'purged'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One field an admin changed: its values before and after, as short text ('' when absent). */
export interface ActivityChange {
  field: string;
  before: string;
  after: string;
}

/** How long the trail keeps an entry. */
const ACTIVITY_YEARS = 2;

/** What the recorder hands the store: everything but the id and the time, which the store sets. */
export interface NewActivityEntry {
  actor: HistoryActor;
  /** The admin's address as the API saw it (Express's req.ip under `trust proxy`); '' when unknown. */
  ip: string;
  kind: ActivityKind;
  /** The item's id ('site' for the settings). */
  itemId: string;
  /** The item's name when it was written (a plot's title, an admin's email…). */
  itemTitle: string;
  action: ActivityAction;
  changes: ActivityChange[];
}

export interface ActivityEntry extends NewActivityEntry {
  id: string;
  /** ISO, the store's clock. */
  at: string;
  /** The India day of `at` (YYYY-MM-DD), what the day filter matches. */
  day: string;
  /**
   * Where the entry sorts, newest last: its time then its id, as text. A page's last cursor is
   * where the next page starts (strictly older).
   */
  cursor: string;
}

/** A page of the trail as GET /api/admin/activity answers: newest first; `next` is the cursor of the page after it, null at the end. */
export interface ActivityPage {
  items: ActivityEntry[];
  next: string | null;
}

/** What GET /api/admin/activity filters on; `before`: a cursor, only entries older than it. */
export interface ActivityQuery {
  actorId?: string;
  kind?: ActivityKind;
  itemId?: string;
  day?: string;
  before?: string;
  limit: number;
}

/** The sort key of an entry written at `atIso` with `id`: ISO times of one format sort as text. */
export function activityCursor(atIso: string, id: string): string {
  return `${atIso}~${id}`;
}

/** The moment before which an entry is due for the daily prune: two years before `now`. */
export function activityCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACTIVITY_YEARS);
  return cutoff;
}
