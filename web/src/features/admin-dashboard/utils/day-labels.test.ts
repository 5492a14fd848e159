import { describe, expect, it } from 'vitest';
import { dayMonth, visitDayHeading, weekdayDayMonth } from './day-labels';

describe('day labels', () => {
  it('says a week by its Monday as day and short month', () => {
    expect(dayMonth('2026-11-03')).toBe('3 Nov');
    expect(dayMonth('2026-12-28')).toBe('28 Dec');
  });

  it('heads visit days Today, Tomorrow, then weekday, day and month', () => {
    expect(visitDayHeading('2026-11-26', '2026-11-26')).toBe('Today');
    expect(visitDayHeading('2026-11-27', '2026-11-26')).toBe('Tomorrow');
    expect(visitDayHeading('2026-11-28', '2026-11-26')).toBe('Sat 28 Nov');
    expect(visitDayHeading('2026-12-01', '2026-11-26')).toBe('Tue 1 Dec');
    // Tomorrow across a month and a year.
    expect(visitDayHeading('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });

  it('says any day as weekday, day and month', () => {
    expect(weekdayDayMonth('2026-11-26')).toBe('Thu 26 Nov');
  });

  it('keeps the day whatever the zone the code runs in (read at noon UTC, shown in India)', () => {
    // The earliest and latest zones are 26 hours apart; noon UTC is the same date in India.
    expect(dayMonth('2026-01-01')).toBe('1 Jan');
    expect(dayMonth('2026-12-31')).toBe('31 Dec');
  });
});
