import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('allows the limit, refuses beyond it until the window ends, per key', () => {
    let time = 0;
    const limiter = createAttemptLimiter({ limit: 2, windowMs: 1000, now: () => time });
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.blocked('a')).toBe(false);
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.blocked('a')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
    expect(limiter.hit('b')).toBe(true);
    time = 400;
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    time = 1000;
    expect(limiter.blocked('a')).toBe(false);
    expect(limiter.hit('a')).toBe(true);
  });

  it('says how long to wait, in whole seconds', () => {
    let time = 0;
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 15 * 60_000, now: () => time });
    limiter.hit('a');
    time = 60_000;
    expect(limiter.retryAfterSeconds('a')).toBe(14 * 60);
    expect(limiter.retryAfterSeconds('unknown')).toBe(1);
  });

  it('forgets a key on reset', () => {
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('a');
    expect(limiter.blocked('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.blocked('a')).toBe(false);
  });

  it('keeps at most maxKeys keys, dropping expired and then the oldest', () => {
    let time = 0;
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 1000, now: () => time, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    limiter.hit('d'); // full: 'a', the oldest, goes
    expect(limiter.blocked('a')).toBe(false);
    expect(limiter.blocked('d')).toBe(true);
    expect(limiter.blocked('c')).toBe(true);
    time = 2000;
    limiter.hit('e');
    expect(limiter.blocked('e')).toBe(true);
  });
});
