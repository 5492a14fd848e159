import { createHash, randomBytes } from 'node:crypto';

/** Visitors remembered per day at most: past it a view is not counted (a flood of addresses), and it is said once. */
const DAILY_VISITORS_MAX = 500_000;

/**
 * "One view per visitor per plot per India day" without storing a visitor (docs/decisions/018):
 * a set, in memory only, of SHA-256 hashes of (a random salt of the day, the address, the user
 * agent, the plot). The salt is made when the day starts and never written anywhere; at the day's
 * change the salt and the set are dropped together, so yesterday's hashes cannot be recomputed nor
 * compared with today's. A restart forgets the set (a visitor may then count twice that day).
 */
export interface DailyVisitors {
  /** True the first time this visitor is seen for this plot on `day` (YYYY-MM-DD, India); false after, and once the day is full. */
  firstView(day: string, visitor: { address: string; userAgent: string }, plotId: string): boolean;
  /** How many hashes the day holds (for tests and the log). */
  size(): number;
}

export function createDailyVisitors(options: { max?: number; onFull?: () => void } = {}): DailyVisitors {
  const max = options.max ?? DAILY_VISITORS_MAX;
  let current: { day: string; salt: Buffer; seen: Set<string>; full: boolean } | null = null;
  return {
    firstView(day, visitor, plotId) {
      if (current?.day !== day) current = { day, salt: randomBytes(32), seen: new Set(), full: false };
      const hash = createHash('sha256')
        .update(current.salt)
        // Lengths first, so that no two different triples read as the same bytes.
        .update(`${visitor.address.length}:${visitor.address}|${visitor.userAgent.length}:${visitor.userAgent}|${plotId}`)
        .digest('base64url');
      if (current.seen.has(hash)) return false;
      if (current.seen.size >= max) {
        if (!current.full) options.onFull?.();
        current.full = true;
        return false;
      }
      current.seen.add(hash);
      return true;
    },
    size: () => current?.seen.size ?? 0,
  };
}
