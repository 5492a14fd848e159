import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../core/schemas/lead';
import { newLeadMail } from './new-lead-mail';

const ORIGIN = 'https://plots.example.in';

function aStoredLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'lead-1',
    createdAt: '2026-11-25T04:30:00.000Z',
    updatedAt: '2026-11-25T04:30:00.000Z',
    name: 'Ravi Kumar',
    phone: '+91 98480 12345',
    email: 'ravi@example.com',
    status: 'new',
    source: 'plot-enquiry',
    details: { plotId: 'p1', plotTitle: 'Corner plot, Rayapudi', visitDate: '2026-11-28', visitSlot: 'afternoon', message: 'Is the road 40 ft?' },
    origin: { page: '/plots/p1-corner-plot-rayapudi', utm: { source: 'whatsapp' } },
    followUpDate: null,
    assignedTo: null,
    firstResponseAt: null,
    ...overrides,
  } as Lead;
}

describe('the new-lead mail', () => {
  it('names the lead, links the phone and WhatsApp with a greeting, the plot, and the lead\'s page', () => {
    const mail = newLeadMail(aStoredLead(), { origin: ORIGIN, businessName: 'Capital Acres Realty' });
    expect(mail.subject).toBe('New lead: Ravi Kumar (Plot enquiry)');
    const greeting = encodeURIComponent('Hello Ravi Kumar, this is Capital Acres Realty. Thank you for your enquiry about Corner plot, Rayapudi. When would be a good time to talk?');
    const whatsapp = `https://wa.me/919848012345?text=${greeting}`;
    const page = `${ORIGIN}/admin/contacts/lead-1`;

    expect(mail.text).toContain('Ravi Kumar sent a plot enquiry on 25 Nov 2026, 10:00 am (India time).');
    expect(mail.text).toContain('Phone: +91 98480 12345 (call: tel:+919848012345)');
    expect(mail.text).toContain(`WhatsApp: Reply on WhatsApp (a greeting is ready to send) (${whatsapp})`);
    expect(mail.text).toContain('Email: ravi@example.com');
    expect(mail.text).toContain(`Plot: Corner plot, Rayapudi (${ORIGIN}/plots/p1-corner-plot-rayapudi)`);
    expect(mail.text).toContain('Would like to visit on: November 28, 2026, Afternoon (12 – 4 pm)\n');
    expect(mail.text).toContain('Message: Is the road 40 ft?');
    expect(mail.text).toContain(`Sent from: ${ORIGIN}/plots/p1-corner-plot-rayapudi`);
    expect(mail.text).toContain(`Open the lead: ${page}`);

    expect(mail.html).toContain('<a href="tel:+919848012345">+91 98480 12345</a>');
    expect(mail.html).toContain(`<a href="${whatsapp}">`);
    expect(mail.html).toContain('<a href="mailto:ravi@example.com">ravi@example.com</a>');
    expect(mail.html).toContain(`<a href="${ORIGIN}/plots/p1-corner-plot-rayapudi">Corner plot, Rayapudi</a>`);
    expect(mail.html).toContain(`<a href="${page}">Open the lead</a>`);
    expect(mail.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Would like to visit on</th><td style="padding:4px 0">November 28, 2026, Afternoon (12 – 4 pm)</td>');
  });

  it('says the visit day alone for a visit asked for without a time of day, and no visit line without a day', () => {
    const dayOnly = newLeadMail(aStoredLead({ details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-28' } }), { origin: ORIGIN, businessName: 'X' });
    expect(dayOnly.text).toContain('Would like to visit on: November 28, 2026\n');
    const noVisit = newLeadMail(aStoredLead({ details: { plotId: 'p1', plotTitle: 'Corner plot' } }), { origin: ORIGIN, businessName: 'X' });
    expect(noVisit.text).not.toContain('Would like to visit');
  });

  it('says when the enquiry asked for copies of the documents we checked, and nothing of them otherwise', () => {
    const asked = newLeadMail(aStoredLead({ details: { plotId: 'p1', plotTitle: 'Corner plot', documentCopies: true } }), { origin: ORIGIN, businessName: 'X' });
    expect(asked.text).toContain('Documents: Asked for copies of the documents\n');
    expect(newLeadMail(aStoredLead(), { origin: ORIGIN, businessName: 'X' }).text).not.toContain('copies');
  });

  it('shows what a seller offers, and greets without a plot', () => {
    const mail = newLeadMail(
      aStoredLead({ source: 'sell', details: { category: 'agricultural', location: 'Mandadam', area: '2 acres', expectedPrice: '₹1.2 Cr' }, origin: null }),
      { origin: ORIGIN, businessName: 'Capital Acres Realty' },
    );
    expect(mail.subject).toBe('New lead: Ravi Kumar (Sell enquiry)');
    for (const line of ['Category: Agricultural', 'Location: Mandadam', 'Area: 2 acres', 'Expected price: ₹1.2 Cr']) expect(mail.text).toContain(line);
    expect(mail.text).toContain(encodeURIComponent('Thank you for your enquiry. When'));
    expect(mail.text).not.toContain('Plot:');
    expect(mail.text).not.toContain('Sent from:');
  });

  it('names the venture and the plots picked on its layout, and greets about them', () => {
    const details = { plotId: 'p1', plotTitle: 'Plot 27', ventureId: 'v1', ventureName: 'Green Meadows', plotIds: ['p1', 'p2'], plotNumbers: ['27', 'A-14'] };
    const mail = newLeadMail(aStoredLead({ details, origin: { page: '/ventures/v1-green-meadows' } }), { origin: ORIGIN, businessName: 'Capital Acres Realty' });
    expect(mail.text).toContain(`Venture: Green Meadows (${ORIGIN}/ventures/v1-green-meadows)`);
    expect(mail.text).toContain('Plot numbers: 27, A-14');
    expect(mail.text).toContain(encodeURIComponent('Thank you for your enquiry about plots 27, A-14 of Green Meadows. When'));
    expect(mail.html).toContain(`<a href="${ORIGIN}/ventures/v1-green-meadows">Green Meadows</a>`);
    const one = newLeadMail(aStoredLead({ details: { ...details, plotIds: ['p1'], plotNumbers: ['27'] } }), { origin: ORIGIN, businessName: 'X' });
    expect(one.text).toContain(encodeURIComponent('about plot 27 of Green Meadows.'));
  });

  it('reaches a 10-digit Indian mobile number on WhatsApp through its country code', () => {
    expect(newLeadMail(aStoredLead({ phone: '98480 12345' }), { origin: ORIGIN, businessName: 'X' }).text).toContain('https://wa.me/919848012345?text=');
    expect(newLeadMail(aStoredLead({ phone: '098480 12345' }), { origin: ORIGIN, businessName: 'X' }).text).toContain('https://wa.me/919848012345?text=');
    expect(newLeadMail(aStoredLead({ phone: '+44 20 7946 0958' }), { origin: ORIGIN, businessName: 'X' }).text).toContain('https://wa.me/442079460958?text=');
  });

  it('escapes what visitors typed in the HTML and keeps the subject on one line', () => {
    const mail = newLeadMail(aStoredLead({ name: 'Evil <script>x</script>\r\nBcc: a@b.c', source: 'contact', details: { message: '<img src=x onerror=alert(1)>\nline two' } }), {
      origin: ORIGIN,
      businessName: 'A & B',
    });
    expect(mail.subject).toBe('New lead: Evil <script>x</script> Bcc: a@b.c (Contact form)');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br/>line two');
    expect(mail.text).toContain('Message: <img src=x onerror=alert(1)>\nline two');
    expect(mail.html).toContain('Evil &lt;script&gt;x&lt;/script&gt;');
  });
});
