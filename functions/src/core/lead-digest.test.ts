import { describe, expect, it } from 'vitest';
import { buildLeadDigest, digestIsEmpty } from './lead-digest';
import type { Lead } from './schemas/lead';

// 09:00 in India on 25 November 2026.
const NOW = new Date('2026-11-25T03:30:00.000Z');
const HOUR = 60 * 60 * 1000;

function lead(name: string, hoursAgo: number, overrides: Partial<Lead> = {}): Lead {
  const at = new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
  return { id: name, createdAt: at, updatedAt: at, name, phone: '9848012345', email: `${name}@example.com`, status: 'new', source: 'contact', details: null, origin: null, followUpDate: null, assignedTo: null, firstResponseAt: null, ...overrides } as Lead;
}

describe('the morning digest', () => {
  it('sorts leads into new (24 h), waiting (New for over 24 h) and visits today (India day), newest first', () => {
    const leads = [
      lead('fresh', 1),
      lead('yesterday-morning', 23.9, { status: 'in_progress' }),
      lead('two-days', 48),
      lead('answered', 50, { status: 'in_progress' }),
      lead('resolved-old', 60, { status: 'resolved' }),
      lead('visitor', 72, { status: 'in_progress', source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-25' } }),
      lead('visit-tomorrow', 2, { source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-26' } }),
      lead('resolved-visit', 30, { status: 'resolved', source: 'plot-enquiry', details: { plotId: 'p1', visitDate: '2026-11-25' } }),
      lead('exactly-24h', 24),
    ];
    const digest = buildLeadDigest(leads, NOW);
    expect(digest.day).toBe('2026-11-25');
    expect(digest.newLeads.map((item) => item.name)).toEqual(['fresh', 'visit-tomorrow', 'yesterday-morning']);
    expect(digest.untouched.map((item) => item.name)).toEqual(['exactly-24h', 'two-days']);
    expect(digest.visitsToday.map((item) => item.name)).toEqual(['visitor']);
    expect(digestIsEmpty(digest)).toBe(false);
    expect(digestIsEmpty(buildLeadDigest([lead('answered', 50, { status: 'resolved' })], NOW))).toBe(true);
  });
});
