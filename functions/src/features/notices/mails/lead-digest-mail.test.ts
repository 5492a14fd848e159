import { describe, expect, it } from 'vitest';
import { buildLeadDigest, digestIsEmpty } from '../../../core/lead-digest';
import type { Lead } from '../../../core/schemas/lead';
import { leadDigestMail } from './lead-digest-mail';

// 09:00 in India on 25 November 2026.
const NOW = new Date('2026-11-25T03:30:00.000Z');
const HOUR = 60 * 60 * 1000;

function lead(name: string, hoursAgo: number, overrides: Partial<Lead> = {}): Lead {
  const at = new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
  return { id: name, createdAt: at, updatedAt: at, name, phone: '9848012345', email: `${name}@example.com`, status: 'new', source: 'contact', details: null, origin: null, followUpDate: null, assignedTo: null, firstResponseAt: null, ...overrides } as Lead;
}

describe('the morning digest mail', () => {
  it('says it in the subject and lists each lead with its page, call and WhatsApp links', () => {
    const digest = buildLeadDigest(
      [lead('Ravi', 2), lead('Sita', 30), lead('Lakshmi <b>', 40, { status: 'in_progress', source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-25' } })],
      NOW,
    );
    const mail = leadDigestMail(digest, { origin: 'https://plots.example.in', businessName: 'Capital Acres' });
    expect(mail.subject).toBe('Capital Acres leads, November 25, 2026: 1 new lead, 1 waiting, 1 visit today');
    expect(mail.text).toContain(
      'New in the last 24 hours (1):\n- Ravi · 9848012345 · Contact form · 25 Nov 2026, 7:00 am: https://plots.example.in/admin/contacts/Ravi — call: tel:9848012345 · WhatsApp: https://wa.me/919848012345?text=Hello%20Ravi%2C%20this%20is%20Capital%20Acres.\n',
    );
    expect(mail.text).toContain('Waiting for a first answer for over 24 hours (1):\n- Sita');
    expect(mail.text).toContain('Site visits asked for today (1):\n- Lakshmi <b> · 9848012345 · Plot enquiry · Corner plot');
    expect(mail.text).toContain('Open the lead board: https://plots.example.in/admin/contacts\n');
    expect(mail.html).toContain('<a href="tel:9848012345">call</a>');
    expect(mail.html).toContain('https://wa.me/919848012345?text=Hello%20Ravi%2C%20this%20is%20Capital%20Acres.');
    expect(mail.html).toContain('Lakshmi &lt;b&gt;');
    expect(mail.html).not.toContain('Lakshmi <b>');
  });

  it('lists today\'s visits by their time of day, each saying it; a visit without one comes last', () => {
    const visit = (name: string, hoursAgo: number, visitSlot?: string) =>
      lead(name, hoursAgo, { status: 'in_progress', source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-25', ...(visitSlot ? { visitSlot } : {}) } });
    const digest = buildLeadDigest([visit('Evening', 30, 'evening'), visit('Any time', 31), visit('Morning', 50, 'morning'), visit('Afternoon', 40, 'afternoon')], NOW);
    expect(digest.visitsToday.map((item) => item.name)).toEqual(['Morning', 'Afternoon', 'Evening', 'Any time']);
    const mail = leadDigestMail(digest, { origin: 'https://plots.example.in', businessName: 'Capital Acres' });
    expect(mail.text).toContain('Site visits asked for today (4):\n- Morning · 9848012345 · Plot enquiry · Corner plot · Morning (9 am – 12 pm) · ');
    expect(mail.text).toContain('- Afternoon · 9848012345 · Plot enquiry · Corner plot · Afternoon (12 – 4 pm) · ');
    expect(mail.text).toContain('- Evening · 9848012345 · Plot enquiry · Corner plot · Evening (4 – 7 pm) · ');
    expect(mail.text).toMatch(/- Any time · 9848012345 · Plot enquiry · Corner plot · \d+ Nov 2026/);
    expect(mail.html).toContain('Corner plot · Afternoon (12 – 4 pm) · ');
    // A lead new today with a visit another day says no time of day in the new leads.
    const other = leadDigestMail(
      buildLeadDigest([lead('Ravi', 2, { source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-27', visitSlot: 'evening' } })], NOW),
      { origin: 'https://plots.example.in', businessName: 'Capital Acres' },
    );
    expect(other.text).not.toContain('Evening (4 – 7 pm)');
  });

  it('lists the follow-ups due today or overdue on open leads, the most overdue first, and says so in the subject', () => {
    const leads = [
      lead('due-today', 30, { status: 'in_progress', followUpDate: '2026-11-25' }),
      lead('two-days-late', 90, { status: 'in_progress', followUpDate: '2026-11-23' }),
      lead('tomorrow', 90, { status: 'in_progress', followUpDate: '2026-11-26' }),
      lead('resolved-late', 90, { status: 'resolved', followUpDate: '2026-11-20' }),
    ];
    const digest = buildLeadDigest(leads, NOW);
    expect(digest.followUpsDue.map((item) => item.name)).toEqual(['two-days-late', 'due-today']);
    expect(digestIsEmpty(digest)).toBe(false);
    expect(digestIsEmpty(buildLeadDigest([leads[2]!, leads[3]!], NOW))).toBe(true);
    const mail = leadDigestMail(digest, { origin: 'https://plots.example.in', businessName: 'Capital Acres' });
    expect(mail.subject).toBe('Capital Acres leads, November 25, 2026: 0 new leads, 0 waiting, 2 follow-ups due, 0 visits today');
    expect(mail.text).toContain('Follow-ups due (2):\n- two-days-late · 9848012345 · Contact form · follow up since 23 Nov 2026 · ');
    expect(mail.text).toContain('- due-today · 9848012345 · Contact form · follow up today · ');
    expect(mail.html).toContain('<a href="https://plots.example.in/admin/contacts/two-days-late">');
  });
});
