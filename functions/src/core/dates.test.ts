import { describe, expect, it } from 'vitest';
import { longDate, shortDate, shortDateTime } from './dates';

describe('dates in India time', () => {
  it('formats like MMMM d, yyyy on the Indian calendar day', () => {
    expect(longDate('2025-01-05T10:00:00.000Z')).toBe('January 5, 2025');
    // 20:00 UTC is 01:30 the next morning in Amaravati.
    expect(longDate('2025-01-05T20:00:00.000Z')).toBe('January 6, 2025');
  });

  it('has short forms for the back office', () => {
    expect(shortDate('2025-03-31T19:00:00.000Z')).toBe('1 Apr 2025');
    expect(shortDateTime('2025-03-31T09:34:00.000Z')).toMatch(/^31 Mar 2025, 3:04\s?pm$/);
  });

  it('answers empty for a missing or unreadable date', () => {
    expect(longDate(null)).toBe('');
    expect(shortDate('not a date')).toBe('');
    expect(shortDateTime(undefined)).toBe('');
  });
});

describe('dates in Telugu', () => {
  it('writes MMMM d, yyyy with Telugu month names, in India time', () => {
    expect(longDate('2025-01-05T10:00:00.000Z', 'te')).toBe('జనవరి 5, 2025');
    // 20:00 UTC on 31 October is already 1 November in Amaravati.
    expect(longDate('2025-10-31T20:00:00.000Z', 'te')).toBe('నవంబర్ 1, 2025');
    expect(longDate('not a date', 'te')).toBe('');
  });
});
