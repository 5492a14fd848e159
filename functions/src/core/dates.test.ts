import { describe, expect, it } from 'vitest';
import { dayAtNoonUtc, longDate, longDay, shortDate, shortDateTime, shortDay, SITE_TIME_ZONE, siteDay } from './dates';

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

describe('long dates written without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });

  it('writes every month as Intl does, on the India day either side of midnight there', () => {
    for (let month = 0; month < 12; month += 1) {
      // 18:29 and 18:30 UTC: the last minute of one day in Amaravati and the first of the next.
      for (const instant of [Date.UTC(2026, month, 1, 18, 29), Date.UTC(2026, month, 1, 18, 30), Date.UTC(2027, month, 28, 0, 0)]) {
        const iso = new Date(instant).toISOString();
        expect(longDate(iso)).toBe(intl.format(new Date(instant)));
      }
    }
    // The last evening of a year in UTC is already the next year in India.
    expect(longDate('2026-12-31T19:00:00.000Z')).toBe('January 1, 2027');
  });

  it('takes the month words it is given, the day and year in the same order', () => {
    const numbered = Array.from({ length: 12 }, (_, index) => `m${index + 1}`);
    expect(longDate('2025-10-31T20:00:00.000Z', numbered)).toBe('m11 1, 2025');
    expect(longDate('not a date', numbered)).toBe('');
  });
});

describe('bare days (YYYY-MM-DD, India)', () => {
  it('reads a day at noon UTC, the same calendar day in India and in every zone', () => {
    expect(dayAtNoonUtc('2026-12-05')?.toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(shortDay('2026-12-05')).toBe('5 Dec 2026');
    expect(longDay('2026-12-05')).toBe('December 5, 2026');
    // The first and the last day of a year stay in their year.
    expect(shortDay('2027-01-01')).toBe('1 Jan 2027');
    expect(longDay('2026-12-31')).toBe('December 31, 2026');
    // With other months' words, the day's own parts: no zone moves it.
    const numbered = Array.from({ length: 12 }, (_, index) => `m${index + 1}`);
    expect(longDay('2027-01-01', numbered)).toBe('m1 1, 2027');
    expect(longDay('2026-12-31', numbered)).toBe('m12 31, 2026');
  });

  it('reads nothing from a missing value, a day that does not exist or anything else', () => {
    for (const day of [null, undefined, '', 'soon', '2026-02-30', '2026-13-01', '2026-12-05T10:00:00Z', ' 2026-12-05']) {
      expect(dayAtNoonUtc(day)).toBeNull();
      expect(shortDay(day)).toBe('');
      expect(longDay(day)).toBe('');
      expect(longDay(day, ['x'])).toBe('');
    }
  });
});

describe('the day in Amaravati', () => {
  it('is the day Intl gives for Asia/Kolkata, every hour of a year and across a midnight', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000) {
      for (const instant of [new Date(at), new Date(at + 29 * 60_000), new Date(at + 31 * 60_000)]) expect(siteDay(instant)).toBe(intl.format(instant));
    }
  });
});
