import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSiteTime, startDailyTimer } from './daily-timer';

const NINE = { hour: 9, minute: 0 };

describe('nextSiteTime', () => {
  it('is 09:00 India time today while it is earlier in India, else tomorrow', () => {
    // 08:59 IST on 25 Nov = 03:29 UTC.
    expect(nextSiteTime(new Date('2026-11-25T03:29:00Z'), NINE).toISOString()).toBe('2026-11-25T03:30:00.000Z');
    // 09:00 IST exactly: the next one.
    expect(nextSiteTime(new Date('2026-11-25T03:30:00Z'), NINE).toISOString()).toBe('2026-11-26T03:30:00.000Z');
    // 23:00 UTC on 24 Nov is already 04:30 on 25 Nov in India.
    expect(nextSiteTime(new Date('2026-11-24T23:00:00Z'), NINE).toISOString()).toBe('2026-11-25T03:30:00.000Z');
    // The year's last evening in India.
    expect(nextSiteTime(new Date('2026-12-31T15:00:00Z'), NINE).toISOString()).toBe('2027-01-01T03:30:00.000Z');
  });
});

describe('startDailyTimer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task each day at the time in India, also after a failed run, until stopped', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T00:00:00Z'));
    const runs: string[] = [];
    const timer = startDailyTimer(NINE, async () => {
      runs.push(new Date().toISOString());
      if (runs.length === 1) throw new Error('mail server down');
    });
    await vi.advanceTimersByTimeAsync(3.5 * 60 * 60 * 1000 - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['2026-11-25T03:30:00.000Z']);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs).toEqual(['2026-11-25T03:30:00.000Z', '2026-11-26T03:30:00.000Z']);
    timer.stop();
    await vi.advanceTimersByTimeAsync(48 * 60 * 60 * 1000);
    expect(runs).toHaveLength(2);
  });
});
