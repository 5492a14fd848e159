import { describe, expect, it } from 'vitest';
import { buildLeadDigest } from '../../../core/lead-digest';
import type { Lead } from '../../../core/schemas/lead';
import { leadDigestMail } from './lead-digest-mail';
import { newLeadMail } from './new-lead-mail';

/**
 * What a visitor types reaches an admin's inbox: in the HTML it must be text (React escapes it;
 * no element of theirs), in the plain text exactly as typed.
 */
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '"><script>alert(1)</script>';
const CONTEXT = { origin: 'https://plots.example.in', businessName: 'Capital Acres' };

/** A lead that came today, with a visit today, whose every typed field holds markup. */
function aHostileLead(): Lead {
  return {
    id: 'lead-x',
    createdAt: '2026-11-25T02:30:00.000Z',
    updatedAt: null,
    name: `Ravi ${IMG} ${SCRIPT}`,
    phone: '9848012345',
    email: 'ravi@example.com',
    status: 'new',
    source: 'plot-enquiry',
    details: { plotId: 'p1', plotTitle: `Corner ${SCRIPT}`, visitDate: '2026-11-25', visitSlot: 'morning', message: `Hello ${IMG}\nand ${SCRIPT}` },
    origin: { page: '/plots/p1-corner', utm: { source: IMG, medium: SCRIPT, campaign: `${IMG}${SCRIPT}` } },
    followUpDate: null,
    assignedTo: null,
    firstResponseAt: null,
  };
}

function expectNoMarkupOfTheirs(html: string): void {
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/<script/i);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe('markup typed by a visitor', () => {
  it('is text in the new-lead mail: escaped in the HTML, as typed in the plain text', () => {
    const mail = newLeadMail(aHostileLead(), CONTEXT);
    expectNoMarkupOfTheirs(mail.html);
    expect(mail.html).toContain(`Hello &lt;img src=x onerror=alert(1)&gt;<br/>and &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(mail.text).toContain(`Ravi ${IMG} ${SCRIPT} sent a plot enquiry`);
    expect(mail.text).toContain(`Plot: Corner ${SCRIPT} (https://plots.example.in/plots/`);
    expect(mail.text).toContain(`Message: Hello ${IMG}\nand ${SCRIPT}\n`);
    // Where they came from: the campaign's utm tags as they were sent.
    expect(mail.text).toContain(`Came from: /plots/p1-corner · ${IMG} / ${SCRIPT} / ${IMG}${SCRIPT}\n`);
    expect(mail.subject).toBe(`New lead: Ravi ${IMG} ${SCRIPT} (Plot enquiry)`);
  });

  it('is text in the morning digest: escaped in the HTML, as typed in the plain text', () => {
    const mail = leadDigestMail(buildLeadDigest([aHostileLead()], new Date('2026-11-25T03:30:00.000Z')), CONTEXT);
    expectNoMarkupOfTheirs(mail.html);
    expect(mail.text).toContain(`New in the last 24 hours (1):\n- Ravi ${IMG} ${SCRIPT} · 9848012345 · Plot enquiry · Corner ${SCRIPT} · `);
    expect(mail.text).toContain(`Site visits asked for today (1):\n- Ravi ${IMG} ${SCRIPT} · 9848012345 · Plot enquiry · Corner ${SCRIPT} · Morning (9 am – 12 pm) · `);
  });
});
