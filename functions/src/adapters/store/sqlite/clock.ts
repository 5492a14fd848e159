import { randomBytes } from 'node:crypto';

/** 16 url-safe characters (96 random bits): short enough for URLs, far too many to guess or collide. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Server time in milliseconds that never repeats within one store: two writes in the same
 * millisecond get distinct, increasing timestamps, so "newest first" matches creation order.
 */
export function createClock(now: () => number = Date.now): () => number {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1);
    return last;
  };
}

export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

export function toIsoOrNull(ms: number | null): string | null {
  return ms === null ? null : toIso(ms);
}
