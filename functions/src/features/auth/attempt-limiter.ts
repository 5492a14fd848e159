/**
 * Counts attempts per key (a client address, an email) in fixed windows, in memory. One process
 * standalone; on Cloud Functions each instance counts on its own, which still caps one client.
 * The number of keys is bounded, so a flood of made-up emails cannot grow it without end.
 */

export interface AttemptLimiter {
  /** Counts one attempt; true while the count is within the limit. */
  hit(key: string): boolean;
  /** True when the limit is used up (the next attempt would be refused), without counting. */
  blocked(key: string): boolean;
  /** Seconds until the key's window ends (at least 1). */
  retryAfterSeconds(key: string): number;
  /** Forgets the key (after a successful sign-in). */
  reset(key: string): void;
}

interface Entry {
  count: number;
  resetAt: number;
}

export function createAttemptLimiter(options: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }): AttemptLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const entries = new Map<string, Entry>();

  function current(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function makeRoom(): void {
    if (entries.size < maxKeys) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
    // Still full: drop the oldest windows first (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  return {
    hit(key) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return entry.count <= options.limit;
      }
      makeRoom();
      entries.set(key, { count: 1, resetAt: now() + options.windowMs });
      return 1 <= options.limit;
    },
    blocked(key) {
      const entry = current(key);
      return entry !== undefined && entry.count >= options.limit;
    },
    retryAfterSeconds(key) {
      const entry = current(key);
      return entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 1;
    },
    reset(key) {
      entries.delete(key);
    },
  };
}
