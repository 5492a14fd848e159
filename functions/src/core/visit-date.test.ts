import { describe, expect, it } from 'vitest';
import { VISIT_DAYS, VISIT_SLOTS } from './constants';
import { addDays, siteDay } from './dates';
import { MESSAGES } from './messages';
import { detailsWithVisit, isVisitSlot, VISIT_SLOT_LABELS, visitDateProblem, visitDateWindow, visitKey, visitOf, visitOfKey, visitText } from './visit-date';

// 19:00 UTC on 31 March is 00:30 on 1 April in Amaravati.
const NOW = new Date('2026-03-31T19:00:00.000Z');

describe('visit dates', () => {
  it('counts days on the Indian calendar', () => {
    expect(siteDay(NOW)).toBe('2026-04-01');
    expect(siteDay(new Date('2026-03-31T18:00:00.000Z'))).toBe('2026-03-31');
    expect(siteDay(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(siteDay(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
    expect(addDays('2026-12-20', 13)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts today and the 13 days after it, India time: 14 days in all', () => {
    expect(VISIT_DAYS).toBe(14);
    expect(visitDateWindow(NOW)).toEqual({ earliest: '2026-04-01', latest: '2026-04-14' });
    for (let day = 0; day < 14; day += 1) expect(visitDateProblem(addDays('2026-04-01', day), NOW)).toBeNull();
  });

  it('refuses yesterday (in India) and day 15', () => {
    expect(visitDateProblem('2026-03-31', NOW)).toBe('visitDateTooEarly');
    expect(MESSAGES.visitDateTooEarly).toBe('Pick today or a later day for the visit');
    expect(visitDateProblem('2026-04-15', NOW)).toBe('visitDateTooLate');
    expect(MESSAGES.visitDateTooLate).toBe('Pick a day within the next 14 days for the visit');
  });

  it('moves the window with the Indian day, across a month and a year', () => {
    expect(visitDateWindow(new Date('2026-12-25T12:00:00.000Z'))).toEqual({ earliest: '2026-12-25', latest: '2027-01-07' });
    // 18:29 UTC is 23:59 in India: still the 31st.
    expect(visitDateWindow(new Date('2026-12-31T18:29:00.000Z')).earliest).toBe('2026-12-31');
    expect(visitDateWindow(new Date('2026-12-31T18:30:00.000Z')).earliest).toBe('2027-01-01');
  });
});

describe('visit slots', () => {
  it('knows the three parts of the day, and nothing else', () => {
    expect(VISIT_SLOTS).toEqual(['morning', 'afternoon', 'evening']);
    for (const slot of VISIT_SLOTS) expect(isVisitSlot(slot)).toBe(true);
    for (const value of ['Morning', 'night', '', ' morning', null, undefined, 1, {}]) expect(isVisitSlot(value)).toBe(false);
  });

  it('writes each in English with its hours', () => {
    expect(VISIT_SLOT_LABELS).toEqual({ morning: 'Morning (9 am – 12 pm)', afternoon: 'Afternoon (12 – 4 pm)', evening: 'Evening (4 – 7 pm)' });
  });
});

describe('a site visit', () => {
  it('is written with its day as the site writes dates, then its time of day', () => {
    expect(visitText({ date: '2026-12-05', slot: 'morning' })).toBe('5 Dec 2026, Morning (9 am – 12 pm)');
    expect(visitText({ date: '2026-12-05', slot: null })).toBe('5 Dec 2026');
    // The day stays the day in any time zone (read at noon UTC).
    expect(visitText({ date: '2027-01-01', slot: 'evening' })).toBe('1 Jan 2027, Evening (4 – 7 pm)');
  });

  it('is read from a lead’s details: a day and maybe a known slot; none without a well-formed day', () => {
    expect(visitOf({ visitDate: '2026-12-05', visitSlot: 'afternoon' })).toEqual({ date: '2026-12-05', slot: 'afternoon' });
    expect(visitOf({ visitDate: '2026-12-05' })).toEqual({ date: '2026-12-05', slot: null });
    expect(visitOf({ visitDate: '2026-12-05', visitSlot: 'midnight' })).toEqual({ date: '2026-12-05', slot: null });
    expect(visitOf({ visitSlot: 'morning' })).toBeNull();
    expect(visitOf({ visitDate: 'soon', visitSlot: 'morning' })).toBeNull();
    expect(visitOf({ visitDate: '' })).toBeNull();
    expect(visitOf({})).toBeNull();
    expect(visitOf(null)).toBeNull();
    expect(visitOf(undefined)).toBeNull();
  });

  it('is one history value and back again', () => {
    expect(visitKey({ date: '2026-12-05', slot: 'morning' })).toBe('2026-12-05 morning');
    expect(visitKey({ date: '2026-12-05', slot: null })).toBe('2026-12-05');
    expect(visitKey(null)).toBeNull();
    for (const visit of [{ date: '2026-12-05', slot: 'evening' as const }, { date: '2026-12-05', slot: null }]) expect(visitOfKey(visitKey(visit))).toEqual(visit);
    expect(visitOfKey(null)).toBeNull();
    expect(visitOfKey('')).toBeNull();
    expect(visitOfKey('not a day')).toBeNull();
    expect(visitOfKey('2026-12-05 midnight')).toEqual({ date: '2026-12-05', slot: null });
  });

  it('replaces the visit of a lead’s details, keeping the rest; nothing left is null', () => {
    const details = { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-12-05', visitSlot: 'morning' };
    expect(detailsWithVisit(details, { date: '2026-12-07', slot: 'evening' })).toEqual({ plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-12-07', visitSlot: 'evening' });
    expect(detailsWithVisit(details, { date: '2026-12-07', slot: null })).toEqual({ plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-12-07' });
    expect(detailsWithVisit(details, null)).toEqual({ plotId: 'p1', plotTitle: 'Corner plot' });
    expect(details).toEqual({ plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-12-05', visitSlot: 'morning' });
    expect(detailsWithVisit(null, { date: '2026-12-07', slot: 'afternoon' })).toEqual({ visitDate: '2026-12-07', visitSlot: 'afternoon' });
    expect(detailsWithVisit({ visitDate: '2026-12-05', visitSlot: 'morning' }, null)).toBeNull();
    expect(detailsWithVisit(null, null)).toBeNull();
  });
});
