import { describe, expect, it } from 'vitest';
import { LEAD_FACT_LABELS, leadFacts, OFFER_FACT_KEYS, originText } from './lead-facts';
import type { Lead } from './schemas/lead';

function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'lead-1',
    createdAt: '2026-11-25T04:30:00.000Z',
    updatedAt: null,
    name: 'Ravi Kumar',
    phone: '9848012345',
    email: 'ravi@example.com',
    status: 'new',
    source: 'plot-enquiry',
    details: { plotId: 'p1', plotTitle: 'Corner plot, Rayapudi', visitDate: '2026-11-28', visitSlot: 'afternoon', message: 'Is the road 40 ft?\nAnd the water?' },
    origin: { page: '/plots/p1-corner-plot-rayapudi', utm: { source: 'whatsapp' } },
    followUpDate: null,
    assignedTo: null,
    firstResponseAt: '2026-11-25T06:00:00.000Z',
    ...overrides,
  };
}

const asLines = (facts: ReturnType<typeof leadFacts>) => facts.map((fact) => `${fact.label}: ${fact.value}${fact.href ? ` (${fact.href})` : ''}`);

describe('leadFacts', () => {
  it('lists what a plot enquiry has, labelled, in the order an admin reads it, the pages of the site on its address', () => {
    expect(asLines(leadFacts(aLead(), { origin: 'https://plots.example.in' }))).toEqual([
      'Came through: Plot enquiry',
      'Received: 25 Nov 2026, 10:00 am',
      'Came from: /plots/p1-corner-plot-rayapudi · whatsapp',
      'Plot: Corner plot, Rayapudi (https://plots.example.in/plots/p1-corner-plot-rayapudi)',
      'Would like to visit on: November 28, 2026, Afternoon (12 – 4 pm)',
      'Message: Is the road 40 ft?\nAnd the water?',
      'Sent from: https://plots.example.in/plots/p1-corner-plot-rayapudi',
      'First answered: 25 Nov 2026, 11:30 am',
    ]);
    // Without the site's address, its pages are paths.
    expect(leadFacts(aLead(), { only: ['plot'] })[0]?.href).toBe('/plots/p1-corner-plot-rayapudi');
  });

  it("names an enquiry's venture (linked to its page) and the plot numbers picked on its layout, before the plot", () => {
    const fromVenture = aLead({
      details: { plotId: 'p1', plotTitle: 'Plot 27', ventureId: 'v1', ventureName: 'Green Meadows', plotIds: ['p1', 'p2', 'p3'], plotNumbers: ['27', '28', 'A-14'] },
      origin: null,
      firstResponseAt: null,
    });
    expect(asLines(leadFacts(fromVenture, { origin: 'https://plots.example.in', only: ['venture', 'plotNumbers', 'plot'] }))).toEqual([
      'Venture: Green Meadows (https://plots.example.in/ventures/v1-green-meadows)',
      'Plot numbers: 27, 28, A-14',
      'Plot: Plot 27 (https://plots.example.in/plots/p1-plot-27)',
    ]);
    // A plot enquiry from a plot's page names no venture.
    expect(leadFacts(aLead(), { only: ['venture', 'plotNumbers'] })).toEqual([]);
  });

  it('says when a plot enquiry asked for copies of the documents we checked, after the visit', () => {
    const asked = aLead({ details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-28', documentCopies: true } });
    expect(asLines(leadFacts(asked, { only: ['plot', 'visit', 'documentCopies'] }))).toEqual([
      'Plot: Corner plot (/plots/p1-corner-plot)',
      'Would like to visit on: November 28, 2026',
      'Documents: Asked for copies of the documents',
    ]);
    expect(leadFacts(aLead(), { only: ['documentCopies'] })).toEqual([]);
  });

  it('lists what a seller offers and keeps only the keys asked for, still in its own order', () => {
    const seller = aLead({
      source: 'sell',
      details: { category: 'agricultural', location: 'Mandadam', area: '2 acres', expectedPrice: '₹1.2 Cr', message: 'Near the river' },
      origin: null,
      firstResponseAt: null,
    });
    expect(leadFacts(seller, { only: ['message', ...OFFER_FACT_KEYS] }).map((fact) => [fact.key, fact.label, fact.value])).toEqual([
      ['category', 'Category', 'Agricultural'],
      ['location', 'Location', 'Mandadam'],
      ['area', 'Area', '2 acres'],
      ['expectedPrice', 'Expected price', '₹1.2 Cr'],
      ['message', 'Message', 'Near the river'],
    ]);
    expect(leadFacts(seller).map((fact) => fact.key)).toEqual(['source', 'received', 'category', 'location', 'area', 'expectedPrice', 'message']);
    expect(leadFacts(seller).every((fact) => fact.label === LEAD_FACT_LABELS[fact.key])).toBe(true);
  });

  it('leaves out what a lead does not have or that cannot be read, and never fails on it', () => {
    const bare = aLead({ source: 'contact', details: null, origin: null, firstResponseAt: null, createdAt: 'not a date' });
    expect(asLines(leadFacts(bare))).toEqual(['Came through: Contact form']);
    // A visit day alone, without a time of day; an unreadable visit day, none.
    expect(asLines(leadFacts(aLead({ details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: '2026-11-28' } }), { only: ['visit'] }))).toEqual([
      'Would like to visit on: November 28, 2026',
    ]);
    expect(leadFacts(aLead({ details: { plotId: 'p1', visitDate: 'soon', visitSlot: 'morning' } }), { only: ['visit'] })).toEqual([]);
    // A plot without its title is named by its id.
    expect(asLines(leadFacts(aLead({ details: { plotId: 'p1' } }), { only: ['plot'] }))).toEqual(['Plot: p1 (/plots/p1-p1)']);
  });
});

describe('originText', () => {
  it('says the page, the campaign and the referring site in one line', () => {
    expect(originText({ page: '/te/contact', landing: '/', referrer: 'https://l.wa.me/x?y', utm: { source: 'whatsapp', medium: 'social', campaign: 'diwali', term: 't' } })).toBe(
      '/te/contact · whatsapp / social / diwali · via l.wa.me',
    );
  });

  it('says what it knows and nothing for a lead from before origins were kept', () => {
    expect(originText({ utm: { campaign: 'sankranti' } })).toBe('sankranti');
    expect(originText({ landing: '/properties', referrer: 'not a url' })).toBe('/properties');
    expect(originText(null)).toBe('');
  });
});
