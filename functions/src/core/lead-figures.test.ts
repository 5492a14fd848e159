import { describe, expect, it } from 'vitest';
import { FIGURE_WEEKS, leadFigures, median, weekStart } from './lead-figures';
import type { Lead } from './schemas/lead';

// 10:00 in India on Thursday 26 November 2026; its week began on Monday 23 November.
const NOW = new Date('2026-11-26T04:30:00.000Z');
const THIS_MONDAY = '2026-11-23';
// Eleven weeks before that Monday: the oldest of the twelve weeks.
const FIRST_MONDAY = '2026-09-07';

let ids = 0;

/** A stored lead with every field, created at `createdAt` (ISO); `overrides` change any of them. */
function lead(createdAt: string, overrides: Partial<Lead> = {}): Lead {
  ids += 1;
  return {
    id: `lead-${ids}`,
    name: `Lead ${ids}`,
    phone: '9848012345',
    email: `lead${ids}@example.com`,
    status: 'new',
    source: 'contact',
    details: null,
    origin: null,
    followUpDate: null,
    assignedTo: null,
    firstResponseAt: null,
    createdAt,
    updatedAt: null,
    ...overrides,
  };
}

/** A lead made long before the twelve weeks: counted in the share resolved, nowhere in the weekly figures. */
const OLD = '2025-01-15T06:00:00.000Z';

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

function weekOf(figures: ReturnType<typeof leadFigures>, start: string) {
  const week = figures.weeks.find((candidate) => candidate.start === start);
  if (!week) throw new Error(`no week starting ${start}`);
  return week;
}

describe('weekStart', () => {
  it('is the Monday of the week, a Monday being its own', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-28')).toBe('2026-11-23');
  });

  it('puts a Sunday at the end of its week, not the start of the next', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });

  it('goes back across months, years and a leap day', () => {
    expect(weekStart('2026-10-01')).toBe('2026-09-28');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(weekStart('2028-03-01')).toBe('2028-02-28');
  });
});

describe('median', () => {
  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });

  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([7])).toBe(7);
    expect(median([30, 5, 12])).toBe(12);
    expect(median([9, 1, 8, 2, 3])).toBe(3);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1])).toBe(2.5);
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('sorts numbers as numbers and leaves its input alone', () => {
    const values = [100, 9, 25];
    expect(median(values)).toBe(25);
    expect(values).toEqual([100, 9, 25]);
  });
});

describe('leadFigures', () => {
  it('says nothing but zeros for no leads', () => {
    const figures = leadFigures([], NOW);
    expect(figures.today).toBe('2026-11-26');
    expect(figures.overdueFollowUps).toBe(0);
    expect(figures.weeks).toHaveLength(FIGURE_WEEKS);
    expect(figures.weeks.every((week) => Object.values(week.counts).every((count) => count === 0))).toBe(true);
    expect(figures.firstResponse).toEqual({ medianMinutes: null, answered: 0, waiting: 0 });
    expect(figures.resolved).toEqual({ resolved: 0, total: 0 });
    expect(figures.upcomingVisits).toEqual([]);
  });

  describe('leads per week', () => {
    it('has twelve weeks, oldest first, each starting on a Monday seven days after the one before, the last this week', () => {
      const { weeks } = leadFigures([], NOW);
      expect(FIGURE_WEEKS).toBe(12);
      expect(weeks[0]!.start).toBe(FIRST_MONDAY);
      expect(weeks.at(-1)!.start).toBe(THIS_MONDAY);
      for (const week of weeks) expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
      for (let index = 1; index < weeks.length; index += 1) {
        expect(Date.parse(weeks[index]!.start) - Date.parse(weeks[index - 1]!.start)).toBe(7 * 24 * 60 * 60 * 1000);
      }
      expect(weeks[0]!.counts).toEqual({ contact: 0, sell: 0, 'plot-enquiry': 0 });
    });

    it('counts each lead in the week of its India day, by source', () => {
      const figures = leadFigures(
        [
          lead('2026-11-26T03:00:00.000Z', { source: 'contact' }),
          lead('2026-11-24T10:00:00.000Z', { source: 'contact' }),
          lead('2026-11-23T09:00:00.000Z', { source: 'sell' }),
          lead('2026-11-25T12:00:00.000Z', { source: 'plot-enquiry' }),
          lead('2026-10-14T06:00:00.000Z', { source: 'plot-enquiry' }),
          lead('2026-10-18T06:00:00.000Z', { source: 'plot-enquiry' }),
        ],
        NOW,
      );
      expect(weekOf(figures, THIS_MONDAY).counts).toEqual({ contact: 2, sell: 1, 'plot-enquiry': 1 });
      expect(weekOf(figures, '2026-10-12').counts).toEqual({ contact: 0, sell: 0, 'plot-enquiry': 2 });
      const total = figures.weeks.reduce((sum, week) => sum + week.counts.contact + week.counts.sell + week.counts['plot-enquiry'], 0);
      expect(total).toBe(6);
    });

    it("reads the day in India: 00:30 on a Monday there is Sunday evening in UTC, and it is the new week's", () => {
      const figures = leadFigures(
        [
          // Monday 23 November, 00:30 in India.
          lead('2026-11-22T19:00:00.000Z'),
          // Sunday 22 November, 23:30 in India.
          lead('2026-11-22T18:00:00.000Z'),
        ],
        NOW,
      );
      expect(weekOf(figures, THIS_MONDAY).counts.contact).toBe(1);
      expect(weekOf(figures, '2026-11-16').counts.contact).toBe(1);
    });

    it('leaves out leads before the first Monday (India midnight), after this week, or with an unreadable time', () => {
      const figures = leadFigures(
        [
          // Sunday 6 September, 23:59:59 in India: the week before the first.
          lead('2026-09-06T18:29:59.000Z', { source: 'sell' }),
          // Monday 7 September, 00:00 in India: the first week.
          lead('2026-09-06T18:30:00.000Z', { source: 'sell' }),
          // Monday 30 November in India: next week (a clock ahead of the server's).
          lead('2026-11-30T05:00:00.000Z', { source: 'sell' }),
          lead(OLD, { source: 'sell' }),
          lead('not a time', { source: 'sell' }),
        ],
        NOW,
      );
      expect(weekOf(figures, FIRST_MONDAY).counts.sell).toBe(1);
      expect(figures.weeks.reduce((sum, week) => sum + week.counts.sell, 0)).toBe(1);
      // Outside the weeks, and so neither answered nor waiting.
      expect(figures.firstResponse).toEqual({ medianMinutes: null, answered: 0, waiting: 1 });
      // Every lead is still one of the leads of the share resolved.
      expect(figures.resolved.total).toBe(5);
    });

    it('starts its weeks from the India day of `now`: just after midnight on a Monday there, a new week is the last', () => {
      // Monday 30 November 2026, 00:10 in India (Sunday 18:40 UTC).
      const figures = leadFigures([lead('2026-11-29T18:45:00.000Z')], new Date('2026-11-29T18:40:00.000Z'));
      expect(figures.today).toBe('2026-11-30');
      expect(figures.weeks.at(-1)!.start).toBe('2026-11-30');
      expect(figures.weeks[0]!.start).toBe('2026-09-14');
      expect(figures.weeks.at(-1)!.counts.contact).toBe(1);
    });
  });

  describe('time to first response', () => {
    it('takes the median minutes of the answered leads of the twelve weeks and counts those still waiting', () => {
      const a = '2026-11-20T04:00:00.000Z';
      const b = '2026-11-10T04:00:00.000Z';
      const c = '2026-10-01T04:00:00.000Z';
      const figures = leadFigures(
        [
          lead(a, { status: 'in_progress', firstResponseAt: minutesAfter(a, 30) }),
          lead(b, { status: 'resolved', firstResponseAt: minutesAfter(b, 190) }),
          lead(c, { status: 'in_progress', firstResponseAt: minutesAfter(c, 3 * 24 * 60) }),
          lead('2026-11-25T04:00:00.000Z'),
          lead('2026-11-01T04:00:00.000Z', { status: 'in_progress' }),
          // Answered, but made before the twelve weeks: not part of this figure.
          lead(OLD, { status: 'resolved', firstResponseAt: minutesAfter(OLD, 5) }),
        ],
        NOW,
      );
      expect(figures.firstResponse).toEqual({ medianMinutes: 190, answered: 3, waiting: 2 });
    });

    it('rounds the median of an even count to whole minutes', () => {
      const a = '2026-11-20T04:00:00.000Z';
      const b = '2026-11-21T04:00:00.000Z';
      const figures = leadFigures([lead(a, { firstResponseAt: minutesAfter(a, 10) }), lead(b, { firstResponseAt: minutesAfter(b, 25) })], NOW);
      expect(figures.firstResponse).toEqual({ medianMinutes: 18, answered: 2, waiting: 0 });
    });

    it('counts an answer stamped before the lead (clocks apart) as 0 minutes, and an unreadable one as waiting', () => {
      const a = '2026-11-20T04:00:00.000Z';
      const figures = leadFigures([lead(a, { firstResponseAt: minutesAfter(a, -3) }), lead('2026-11-21T04:00:00.000Z', { firstResponseAt: 'garbled' })], NOW);
      expect(figures.firstResponse).toEqual({ medianMinutes: 0, answered: 1, waiting: 1 });
    });

    it('is null with nobody answered', () => {
      expect(leadFigures([lead('2026-11-25T04:00:00.000Z')], NOW).firstResponse).toEqual({ medianMinutes: null, answered: 0, waiting: 1 });
    });
  });

  describe('overdue follow-ups', () => {
    it('counts only open leads whose follow-up day is before today (India)', () => {
      const figures = leadFigures(
        [
          lead(OLD, { followUpDate: '2026-11-25' }),
          lead(OLD, { status: 'in_progress', followUpDate: '2026-01-02' }),
          // An unknown status is shown in New: still open.
          lead(OLD, { status: 'archived', followUpDate: '2026-11-20' }),
          // Nothing to chase on a resolved lead.
          lead(OLD, { status: 'resolved', followUpDate: '2026-11-01' }),
          // Due today or later: not overdue yet.
          lead(OLD, { status: 'in_progress', followUpDate: '2026-11-26' }),
          lead(OLD, { followUpDate: '2026-12-01' }),
          lead(OLD),
        ],
        NOW,
      );
      expect(figures.overdueFollowUps).toBe(3);
    });

    it('turns over at midnight in India, not UTC', () => {
      const leads = [lead(OLD, { followUpDate: '2026-11-26' })];
      // 23:59 on 26 November in India.
      expect(leadFigures(leads, new Date('2026-11-26T18:29:00.000Z')).overdueFollowUps).toBe(0);
      // 00:01 on 27 November in India (still the 26th in UTC).
      expect(leadFigures(leads, new Date('2026-11-26T18:31:00.000Z')).overdueFollowUps).toBe(1);
    });
  });

  describe('share resolved', () => {
    it('counts resolved leads among every lead, of any age', () => {
      const figures = leadFigures(
        [
          lead(OLD, { status: 'resolved' }),
          lead('2026-11-25T04:00:00.000Z', { status: 'resolved' }),
          lead('2026-11-25T05:00:00.000Z', { status: 'in_progress' }),
          lead('2026-11-25T06:00:00.000Z'),
          lead('2026-11-25T07:00:00.000Z', { status: 'archived' }),
        ],
        NOW,
      );
      expect(figures.resolved).toEqual({ resolved: 2, total: 5 });
    });
  });

  describe('upcoming site visits', () => {
    const visit = (name: string, visitDate: string, visitSlot?: string, overrides: Partial<Lead> = {}) =>
      lead(OLD, {
        name,
        source: 'plot-enquiry',
        details: { plotId: `plot-${name}`, plotTitle: `Plot of ${name}`, visitDate, ...(visitSlot ? { visitSlot } : {}) },
        ...overrides,
      });

    it('lists the visits from today to today + 13 by day, days without visits left out', () => {
      const figures = leadFigures(
        [
          visit('yesterday', '2026-11-25', 'morning'),
          visit('today', '2026-11-26', 'evening'),
          visit('last day', '2026-12-09', 'morning'),
          visit('too far', '2026-12-10', 'morning'),
          visit('next week', '2026-12-02', 'afternoon'),
          visit('no day', 'soon', 'morning'),
          lead(OLD, { name: 'no visit', details: { message: 'Call me' } }),
        ],
        NOW,
      );
      expect(figures.upcomingVisits.map(({ day, visits }) => [day, visits.map((item) => item.name)])).toEqual([
        ['2026-11-26', ['today']],
        ['2026-12-02', ['next week']],
        ['2026-12-09', ['last day']],
      ]);
    });

    it('leaves out the visits of resolved leads', () => {
      const figures = leadFigures([visit('Done deal', '2026-11-27', 'morning', { status: 'resolved' }), visit('Open', '2026-11-27', 'evening')], NOW);
      expect(figures.upcomingVisits.flatMap(({ visits }) => visits.map((item) => item.name))).toEqual(['Open']);
    });

    it('says who, how to call, which plot and when', () => {
      const figures = leadFigures([visit('Ravi', '2026-11-27', 'afternoon', { id: 'ravi-1', phone: '9876543210', status: 'in_progress' })], NOW);
      expect(figures.upcomingVisits).toEqual([
        {
          day: '2026-11-27',
          visits: [{ leadId: 'ravi-1', name: 'Ravi', phone: '9876543210', slot: 'afternoon', plotId: 'plot-Ravi', plotTitle: 'Plot of Ravi', status: 'in_progress' }],
        },
      ]);
    });

    it('orders a day morning, afternoon, evening, then visits without a part of the day, and by name within a part', () => {
      const figures = leadFigures(
        [
          visit('Zara', '2026-11-28'),
          visit('Evening', '2026-11-28', 'evening'),
          visit('Meena', '2026-11-28', 'morning'),
          visit('Anil', '2026-11-28'),
          visit('Afternoon', '2026-11-28', 'afternoon'),
          visit('Bala', '2026-11-28', 'morning'),
          // An unknown part of the day reads as none.
          visit('Old slot', '2026-11-28', 'night'),
        ],
        NOW,
      );
      const [day] = figures.upcomingVisits;
      expect(day!.visits.map((item) => [item.name, item.slot])).toEqual([
        ['Bala', 'morning'],
        ['Meena', 'morning'],
        ['Afternoon', 'afternoon'],
        ['Evening', 'evening'],
        ['Anil', null],
        ['Old slot', null],
        ['Zara', null],
      ]);
    });

    it('keeps a visit without a plot, its plot fields null', () => {
      const figures = leadFigures([lead(OLD, { name: 'Walk-in', details: { visitDate: '2026-11-26', visitSlot: 'morning' } })], NOW);
      expect(figures.upcomingVisits[0]!.visits[0]).toMatchObject({ name: 'Walk-in', plotId: null, plotTitle: null, slot: 'morning' });
    });
  });
});
