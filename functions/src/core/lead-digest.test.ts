import { describe, expect, it } from 'vitest';
import { buildLeadDigest, digestIsEmpty, leadDigestMail } from './lead-digest';
import type { Lead } from './schemas/lead';

// 09:00 in India on 25 November 2026.
const NOW = new Date('2026-11-25T03:30:00.000Z');
const HOUR = 60 * 60 * 1000;

function lead(name: string, hoursAgo: number, overrides: Partial<Lead> = {}): Lead {
  const at = new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
  return { id: name, createdAt: at, updatedAt: at, name, phone: '9848012345', email: `${name}@example.com`, status: 'new', source: 'contact', details: null, origin: null, ...overrides } as Lead;
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

  it('says it in the subject and lists each lead with its board, call and WhatsApp links', () => {
    const digest = buildLeadDigest(
      [lead('Ravi', 2), lead('Sita', 30), lead('Lakshmi <b>', 40, { status: 'in_progress', source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-25' } })],
      NOW,
    );
    const mail = leadDigestMail(digest, { origin: 'https://plots.example.in', businessName: 'Capital Acres' });
    expect(mail.subject).toBe('Capital Acres leads, November 25, 2026: 1 new lead, 1 waiting, 1 visit today');
    expect(mail.text).toContain('New in the last 24 hours (1):\n- Ravi · 9848012345 · Contact form · 25 Nov 2026, 7:00 am: https://plots.example.in/admin/contacts?q=9848012345');
    expect(mail.text).toContain('Waiting for a first answer for over 24 hours (1):\n- Sita');
    expect(mail.text).toContain('Site visits asked for today (1):\n- Lakshmi <b> · 9848012345 · Plot enquiry · Corner plot');
    expect(mail.text).toContain('The lead board: https://plots.example.in/admin/contacts');
    expect(mail.html).toContain('<a href="tel:9848012345">call</a>');
    expect(mail.html).toContain('https://wa.me/919848012345?text=Hello%20Ravi%2C%20this%20is%20Capital%20Acres.');
    expect(mail.html).toContain('Lakshmi &lt;b&gt;');
    expect(mail.html).not.toContain('Lakshmi <b>');
  });
});
