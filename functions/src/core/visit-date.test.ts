import { describe, expect, it } from 'vitest';
import { addDays, siteDay } from './dates';
import { visitDateProblem, visitDateWindow } from './visit-date';

describe('visit dates', () => {
  it('counts days on the Indian calendar', () => {
    // 19:00 UTC on 31 March is 00:30 on 1 April in Amaravati.
    expect(siteDay(new Date('2026-03-31T19:00:00.000Z'))).toBe('2026-04-01');
    expect(siteDay(new Date('2026-03-31T18:00:00.000Z'))).toBe('2026-03-31');
    expect(addDays('2026-12-20', 90)).toBe('2027-03-20');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts today up to 90 days ahead, India time', () => {
    const now = new Date('2026-03-31T19:00:00.000Z');
    expect(visitDateWindow(now)).toEqual({ earliest: '2026-04-01', latest: '2026-06-30' });
    expect(visitDateProblem('2026-04-01', now)).toBeNull();
    expect(visitDateProblem('2026-06-30', now)).toBeNull();
  });

  it('refuses yesterday (in India) and day 91', () => {
    const now = new Date('2026-03-31T19:00:00.000Z');
    expect(visitDateProblem('2026-03-31', now)).toBe('Pick today or a later day for the visit');
    expect(visitDateProblem('2026-07-01', now)).toBe('Pick a day within the next 90 days for the visit');
  });
});
