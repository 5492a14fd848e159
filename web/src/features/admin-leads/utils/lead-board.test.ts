import { describe, expect, it } from 'vitest';
import { followUpState } from '@core/lead-follow-up';
import { matchesLeadSearch } from '@core/lead-status';
import { aLead } from '@/testing/a-lead';
import { buildLeadBoard, withLead, withLeadStatus } from './lead-board';

describe('matchesLeadSearch', () => {
  const ravi = aLead({ id: 'a', name: 'Ravi Kumar', email: 'Ravi.K@Example.com', phone: '9876543210' });

  it('matches name and email case-insensitively, as substrings', () => {
    expect(matchesLeadSearch(ravi, 'ravi')).toBe(true);
    expect(matchesLeadSearch(ravi, 'KUMAR')).toBe(true);
    expect(matchesLeadSearch(ravi, 'k@example')).toBe(true);
    expect(matchesLeadSearch(ravi, 'sita')).toBe(false);
  });

  it('matches the phone as a plain substring and ignores surrounding spaces', () => {
    expect(matchesLeadSearch(ravi, '5432')).toBe(true);
    expect(matchesLeadSearch(ravi, '  6543 ')).toBe(true);
    expect(matchesLeadSearch(ravi, '1234')).toBe(false);
  });

  it('matches everything when the query is empty', () => {
    expect(matchesLeadSearch(ravi, '')).toBe(true);
    expect(matchesLeadSearch(ravi, '   ')).toBe(true);
  });
});

describe('buildLeadBoard', () => {
  it('puts each lead in its column, unknown and missing statuses in New', () => {
    const board = buildLeadBoard([
      aLead({ id: 'n', status: 'new' }),
      aLead({ id: 'p', status: 'in_progress' }),
      aLead({ id: 'r', status: 'resolved' }),
      aLead({ id: 'x', status: 'archived' }),
      aLead({ id: 'e', status: '' }),
    ]);
    expect(board.new.map((l) => l.id).sort()).toEqual(['e', 'n', 'x']);
    expect(board.in_progress.map((l) => l.id)).toEqual(['p']);
    expect(board.resolved.map((l) => l.id)).toEqual(['r']);
  });

  it('sorts newest first by createdAt and shows a duplicated id once', () => {
    const board = buildLeadBoard([
      aLead({ id: 'old', createdAt: '2025-01-01T00:00:00.000Z' }),
      aLead({ id: 'new', createdAt: '2025-05-01T00:00:00.000Z' }),
      aLead({ id: 'old', createdAt: '2025-01-01T00:00:00.000Z' }),
      aLead({ id: 'mid', createdAt: '2025-03-01T00:00:00.000Z' }),
    ]);
    expect(board.new.map((l) => l.id)).toEqual(['new', 'mid', 'old']);
  });

  it('keeps only the leads the search matches', () => {
    const board = buildLeadBoard(
      [aLead({ id: 'a', name: 'Sita Devi' }), aLead({ id: 'b', name: 'Ravi', status: 'resolved' })],
      { query: 'sita', source: 'all' },
    );
    expect(board.new.map((l) => l.id)).toEqual(['a']);
    expect(board.resolved).toEqual([]);
  });
});

describe('optimistic helpers', () => {
  it('replace one lead without touching the others', () => {
    const leads = [aLead({ id: 'a' }), aLead({ id: 'b' })];
    const moved = withLeadStatus(leads, 'a', 'resolved');
    expect(moved.map((l) => l.status)).toEqual(['resolved', 'new']);
    expect(leads[0]!.status).toBe('new');
    const saved = withLead(moved, aLead({ id: 'a', status: 'in_progress', updatedAt: '2025-06-01T00:00:00.000Z' }));
    expect(saved[0]!.status).toBe('in_progress');
    expect(saved[1]).toBe(moved[1]);
  });
});

describe('where a lead came from, on the board', () => {
  const fromWhatsapp = aLead({ id: 'w', source: 'plot-enquiry', origin: { page: '/te/plots/abc-corner', utm: { source: 'whatsapp', campaign: 'diwali-2026' } } });
  const fromGoogle = aLead({ id: 'g', name: 'Sita', email: 'sita@example.com', phone: '9123456780', source: 'sell', origin: { referrer: 'https://www.google.com/' } });
  const unknown = aLead({ id: 'u', name: 'Old Lead', email: 'old@example.com', phone: '9000000000' });

  it('finds leads by their page, utm tags and referrer, in any case', () => {
    expect(matchesLeadSearch(fromWhatsapp, 'DIWALI')).toBe(true);
    expect(matchesLeadSearch(fromWhatsapp, '/te/plots')).toBe(true);
    expect(matchesLeadSearch(fromGoogle, 'google.com')).toBe(true);
    expect(matchesLeadSearch(unknown, 'whatsapp')).toBe(false);
  });

  it('shows only the leads of the chosen source, with the search', () => {
    const all = [fromWhatsapp, fromGoogle, unknown];
    expect(buildLeadBoard(all, { query: '', source: 'plot-enquiry' }).new.map((l) => l.id)).toEqual(['w']);
    expect(buildLeadBoard(all, { query: '', source: 'contact' }).new.map((l) => l.id)).toEqual(['u']);
    expect(buildLeadBoard(all, { query: 'whatsapp', source: 'sell' }).new).toEqual([]);
    expect(buildLeadBoard(all, { query: '', source: 'all' }).new).toHaveLength(3);
  });
});

describe('follow-ups on the board', () => {
  const today = '2026-12-10';
  const overdue = aLead({ id: 'o', followUpDate: '2026-12-09' });
  const due = aLead({ id: 'd', followUpDate: today, status: 'in_progress' });
  const later = aLead({ id: 'l', followUpDate: '2026-12-11' });
  const resolvedLate = aLead({ id: 'r', followUpDate: '2026-12-01', status: 'resolved' });
  const none = aLead({ id: 'n' });
  const all = [overdue, due, later, resolvedLate, none];
  const ids = (board: ReturnType<typeof buildLeadBoard>) => [...board.new, ...board.in_progress, ...board.resolved].map((l) => l.id).sort();

  it('shows only open leads whose day has passed, or those due today as well', () => {
    expect(ids(buildLeadBoard(all, { query: '', source: 'all', followUp: 'overdue', today }))).toEqual(['o']);
    expect(ids(buildLeadBoard(all, { query: '', source: 'all', followUp: 'due', today }))).toEqual(['d', 'o']);
    expect(ids(buildLeadBoard(all, { query: '', source: 'all', followUp: 'all', today }))).toEqual(['d', 'l', 'n', 'o', 'r']);
  });

  it('says where each follow-up stands', () => {
    expect([overdue, due, later, resolvedLate, none].map((one) => followUpState(one, today))).toEqual(['overdue', 'today', 'later', null, null]);
  });
});
