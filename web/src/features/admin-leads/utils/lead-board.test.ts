import type { Lead } from '@core/schemas/lead';
import { describe, expect, it } from 'vitest';
import { matchesLeadSearch } from '@core/lead-status';
import { buildLeadBoard, withLead, withLeadStatus } from './lead-board';

function lead(overrides: Partial<Lead> & { id: string }): Lead {
  return {
    name: 'Ravi Kumar',
    phone: '9876543210',
    email: 'ravi@example.com',
    status: 'new',
    source: 'contact',
    details: null,
    origin: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

describe('matchesLeadSearch', () => {
  const ravi = lead({ id: 'a', name: 'Ravi Kumar', email: 'Ravi.K@Example.com', phone: '9876543210' });

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
      lead({ id: 'n', status: 'new' }),
      lead({ id: 'p', status: 'in_progress' }),
      lead({ id: 'r', status: 'resolved' }),
      lead({ id: 'x', status: 'archived' }),
      lead({ id: 'e', status: '' }),
    ]);
    expect(board.new.map((l) => l.id).sort()).toEqual(['e', 'n', 'x']);
    expect(board.in_progress.map((l) => l.id)).toEqual(['p']);
    expect(board.resolved.map((l) => l.id)).toEqual(['r']);
  });

  it('sorts newest first by createdAt and shows a duplicated id once', () => {
    const board = buildLeadBoard([
      lead({ id: 'old', createdAt: '2025-01-01T00:00:00.000Z' }),
      lead({ id: 'new', createdAt: '2025-05-01T00:00:00.000Z' }),
      lead({ id: 'old', createdAt: '2025-01-01T00:00:00.000Z' }),
      lead({ id: 'mid', createdAt: '2025-03-01T00:00:00.000Z' }),
    ]);
    expect(board.new.map((l) => l.id)).toEqual(['new', 'mid', 'old']);
  });

  it('keeps only the leads the search matches', () => {
    const board = buildLeadBoard(
      [lead({ id: 'a', name: 'Sita Devi' }), lead({ id: 'b', name: 'Ravi', status: 'resolved' })],
      'sita',
    );
    expect(board.new.map((l) => l.id)).toEqual(['a']);
    expect(board.resolved).toEqual([]);
  });
});

describe('optimistic helpers', () => {
  it('replace one lead without touching the others', () => {
    const leads = [lead({ id: 'a' }), lead({ id: 'b' })];
    const moved = withLeadStatus(leads, 'a', 'resolved');
    expect(moved.map((l) => l.status)).toEqual(['resolved', 'new']);
    expect(leads[0]!.status).toBe('new');
    const saved = withLead(moved, lead({ id: 'a', status: 'in_progress', updatedAt: '2025-06-01T00:00:00.000Z' }));
    expect(saved[0]!.status).toBe('in_progress');
    expect(saved[1]).toBe(moved[1]);
  });
});

describe('where a lead came from, on the board', () => {
  const fromWhatsapp = lead({ id: 'w', source: 'plot-enquiry', origin: { page: '/te/plots/abc-corner', utm: { source: 'whatsapp', campaign: 'diwali-2026' } } });
  const fromGoogle = lead({ id: 'g', name: 'Sita', email: 'sita@example.com', phone: '9123456780', source: 'sell', origin: { referrer: 'https://www.google.com/' } });
  const unknown = lead({ id: 'u', name: 'Old Lead', email: 'old@example.com', phone: '9000000000' });

  it('finds leads by their page, utm tags and referrer, in any case', () => {
    expect(matchesLeadSearch(fromWhatsapp, 'DIWALI')).toBe(true);
    expect(matchesLeadSearch(fromWhatsapp, '/te/plots')).toBe(true);
    expect(matchesLeadSearch(fromGoogle, 'google.com')).toBe(true);
    expect(matchesLeadSearch(unknown, 'whatsapp')).toBe(false);
  });

  it('shows only the leads of the chosen source, with the search', () => {
    const all = [fromWhatsapp, fromGoogle, unknown];
    expect(buildLeadBoard(all, '', 'plot-enquiry').new.map((l) => l.id)).toEqual(['w']);
    expect(buildLeadBoard(all, '', 'contact').new.map((l) => l.id)).toEqual(['u']);
    expect(buildLeadBoard(all, 'whatsapp', 'sell').new).toEqual([]);
    expect(buildLeadBoard(all, '', 'all').new).toHaveLength(3);
  });
});

