import { describe, expect, it } from 'vitest';
import { createDailyVisitors } from './daily-visitors';

const phone = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14)' };

describe('createDailyVisitors', () => {
  it('sees a visitor once per plot and day; another plot, browser, address or day is a first view', () => {
    const visitors = createDailyVisitors();
    expect(visitors.firstView('2026-11-27', phone, 'p1')).toBe(true);
    expect(visitors.firstView('2026-11-27', phone, 'p1')).toBe(false);
    expect(visitors.firstView('2026-11-27', phone, 'p2')).toBe(true);
    expect(visitors.firstView('2026-11-27', { ...phone, userAgent: 'Mozilla/5.0 (Windows NT 10.0)' }, 'p1')).toBe(true);
    expect(visitors.firstView('2026-11-27', { ...phone, address: '203.0.113.8' }, 'p1')).toBe(true);
    expect(visitors.size()).toBe(4);
    // The day changes: the set (and its salt) are dropped.
    expect(visitors.firstView('2026-11-28', phone, 'p1')).toBe(true);
    expect(visitors.size()).toBe(1);
  });

  it('does not mistake one triple for another whose parts run together', () => {
    const visitors = createDailyVisitors();
    expect(visitors.firstView('2026-11-27', { address: '1.2.3.4|a', userAgent: 'b' }, 'p1')).toBe(true);
    expect(visitors.firstView('2026-11-27', { address: '1.2.3.4', userAgent: 'a|b' }, 'p1')).toBe(true);
  });

  it('counts no more new visitors once the day is full, and says so once', () => {
    let full = 0;
    const visitors = createDailyVisitors({ max: 2, onFull: () => (full += 1) });
    expect(['a', 'b', 'c', 'd'].map((plot) => visitors.firstView('2026-11-27', phone, plot))).toEqual([true, true, false, false]);
    expect(full).toBe(1);
    expect(visitors.firstView('2026-11-28', phone, 'a')).toBe(true);
  });
});
