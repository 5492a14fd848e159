/**
 * The bin (docs/decisions/020-bin.md): a deleted item waits there BIN_DAYS days, restorable whole,
 * before it and its images are gone for good. The kinds it holds so far.
 */
export const BIN_KINDS = ['plot', 'blog', 'region', 'lead', 'venture'] as const;
export type BinKind = (typeof BIN_KINDS)[number];

/** How long an item waits in the bin before the daily purge removes it for good. */
export const BIN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isBinKind(value: unknown): value is BinKind {
  return typeof value === 'string' && (BIN_KINDS as readonly string[]).includes(value);
}

/** When an item binned at `deletedAt` (ISO) leaves the bin by itself. */
export function binExpiresAt(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + BIN_DAYS * DAY_MS);
}

/** Whole days left before the purge takes it (0 on its last day and after), as the bin list shows it. */
export function binDaysLeft(deletedAt: string, now: Date): number {
  return Math.max(0, Math.ceil((binExpiresAt(deletedAt).getTime() - now.getTime()) / DAY_MS));
}

/** The moment before which a binned item is due for the purge. */
export function binCutoff(now: Date): Date {
  return new Date(now.getTime() - BIN_DAYS * DAY_MS);
}

/** An item of the bin as GET /api/admin/bin lists it. */
export interface BinItem {
  kind: BinKind;
  id: string;
  title: string;
  /** ISO. */
  deletedAt: string;
  /** Who deleted it (their email as it was then); null when unknown. */
  deletedBy: { id: string; email: string } | null;
  /** ISO: when the daily purge takes it. */
  expiresAt: string;
  daysLeft: number;
}
