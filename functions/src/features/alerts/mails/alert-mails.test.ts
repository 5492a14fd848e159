import { describe, expect, it } from 'vitest';
import type { AlertItem, AlertPlot } from '../../../core/schemas/alert-item';
import { alertMail } from './alert-mail';
import type { AlertMailContext } from './alert-mail-parts';
import { alertSummaryMail } from './alert-summary-mail';

const ORIGIN = 'https://plots.example.in';
const MANAGE = `${ORIGIN}/alerts/manage?token=m.${'M'.repeat(43)}`;
const UNSUBSCRIBE = `${ORIGIN}/alerts/unsubscribe?token=u.${'U'.repeat(43)}`;

function context(language: AlertMailContext['language'], overrides: Partial<AlertMailContext> = {}): AlertMailContext {
  return { language, origin: ORIGIN, businessName: 'Capital Acres', to: 'priya@example.com', manageUrl: MANAGE, unsubscribeUrl: UNSUBSCRIBE, ...overrides };
}

function aPlot(overrides: Partial<AlertPlot> = {}): AlertPlot {
  return {
    id: 'p1',
    title: 'Corner plot near Seed Access Road',
    titleTe: 'సీడ్ యాక్సెస్ రోడ్ దగ్గర కార్నర్ ప్లాట్',
    village: 'Thullur',
    villageTe: 'తుళ్ళూరు',
    price: 5_000_000,
    priceUnit: 'lakhs',
    area: 1800,
    imageUrl: '/images/uploads/p1.jpg',
    ...overrides,
  };
}

const PLOT_PAGE = `${ORIGIN}/plots/p1-corner-plot-near-seed-access-road`;
const TE_PLOT_PAGE = `${ORIGIN}/te/plots/p1-corner-plot-near-seed-access-road`;

describe('an alert as it happens', () => {
  it('a new plot, in English: picture, title linked, price, area, village, and the footer', () => {
    const mail = alertMail({ kind: 'newPlot', plot: aPlot() }, context('en'));
    expect(mail.subject).toBe('New plot like your search: Corner plot near Seed Access Road');
    expect(mail.text).toBe(
      [
        'A new plot like your search:',
        '',
        'This plot was just listed and fits the search you saved.',
        '',
        `Corner plot near Seed Access Road: ${PLOT_PAGE}`,
        '',
        'Price: ₹50 L',
        'Area: 200 sq.yd',
        'Village: Thullur',
        '',
        `Manage my alerts: ${MANAGE}`,
        '',
        `Unsubscribe: ${UNSUBSCRIBE}`,
        '',
        'You get this mail because priya@example.com signed up for alerts from Capital Acres and confirmed it. Unsubscribe stops every alert mail to this address at once; Manage my alerts changes what you follow or how often.',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${PLOT_PAGE}"><img src="${ORIGIN}/images/uploads/p1.jpg" alt="Corner plot near Seed Access Road" width="480"`);
    expect(mail.html).toContain(`<a href="${MANAGE}">Manage my alerts</a>`);
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}">Unsubscribe</a>`);
  });

  it('a new plot, in Telugu: the Telugu title and village, Telugu units, the Telugu page', () => {
    const mail = alertMail({ kind: 'newPlot', plot: aPlot() }, context('te'));
    expect(mail.subject).toBe('మీ శోధనకు సరిపోయే కొత్త ప్లాట్: సీడ్ యాక్సెస్ రోడ్ దగ్గర కార్నర్ ప్లాట్');
    expect(mail.text).toContain(`సీడ్ యాక్సెస్ రోడ్ దగ్గర కార్నర్ ప్లాట్: ${TE_PLOT_PAGE}\n`);
    expect(mail.text).toContain('ధర: ₹50 లక్షలు\nవిస్తీర్ణం: 200 చ.గ.\nగ్రామం: తుళ్ళూరు\n');
    expect(mail.text).toContain(`నా అలర్ట్‌లను నిర్వహించండి: ${MANAGE}`);
    expect(mail.text).toContain(`సబ్‌స్క్రిప్షన్ రద్దు చేయండి: ${UNSUBSCRIBE}`);
    expect(mail.text).not.toMatch(/Price|Area|Village|Manage my alerts|Unsubscribe/);
    expect(mail.html).toContain(`href="${TE_PLOT_PAGE}"`);
  });

  it('falls back to the English texts a plot has no Telugu for', () => {
    const mail = alertMail({ kind: 'newPlot', plot: aPlot({ titleTe: '', villageTe: '' }) }, context('te'));
    expect(mail.text).toContain(`Corner plot near Seed Access Road: ${TE_PLOT_PAGE}\n`);
    expect(mail.text).toContain('గ్రామం: Thullur');
  });

  it('a price drop says the price before and after, in each language', () => {
    const item: AlertItem = { kind: 'priceDrop', plot: aPlot({ price: 10_500_000, priceUnit: 'crores' }), oldPrice: 12_000_000 };
    const en = alertMail(item, context('en'));
    expect(en.subject).toBe('Price drop: Corner plot near Seed Access Road');
    expect(en.text).toContain('A price drop on a plot you follow:\n\nThe price went down from ₹1.2 Cr to ₹1.05 Cr.\n');
    expect(en.text).toContain('Price: ₹1.05 Cr');
    const te = alertMail(item, context('te'));
    expect(te.text).toContain('ధర ₹1.2 కోట్లు నుండి ₹1.05 కోట్లు కి తగ్గింది.');
  });

  it('plots freed in a venture: each plot, and the layout', () => {
    const item: AlertItem = {
      kind: 'ventureFreed',
      venture: { id: 'v1', name: 'Green Meadows', nameTe: 'గ్రీన్ మెడోస్' },
      plots: [aPlot({ id: 'a', title: 'Plot 27', titleTe: '' }), aPlot({ id: 'b', title: 'Plot 28', titleTe: '', imageUrl: 'https://res.cloudinary.com/x/image/upload/plots/b.jpg' })],
    };
    const en = alertMail(item, context('en'));
    expect(en.subject).toBe('2 plots are available again in Green Meadows');
    expect(en.text).toContain('These 2 plots are on sale again:');
    expect(en.text).toContain(`Plot 27: ${ORIGIN}/plots/a-plot-27\n`);
    expect(en.text).toContain(`Plot 28: ${ORIGIN}/plots/b-plot-28\n`);
    expect(en.text).toContain(`See the layout: ${ORIGIN}/ventures/v1-green-meadows`);
    expect(en.html).toContain('src="https://res.cloudinary.com/x/image/upload/plots/b.jpg"');
    const te = alertMail({ ...item, plots: [item.plots[0]!] }, context('te'));
    expect(te.subject).toBe('గ్రీన్ మెడోస్ లో ఒక ప్లాట్ మళ్లీ అందుబాటులో ఉంది');
    expect(te.text).toContain(`లేఅవుట్ చూడండి: ${ORIGIN}/te/ventures/v1-green-meadows`);
  });

  it('a news post: its title, its opening and a link to it', () => {
    const item: AlertItem = { kind: 'news', post: { id: 'b1', title: 'Seed access road opens', titleTe: 'సీడ్ యాక్సెస్ రోడ్ ప్రారంభం', excerpt: 'The road is open.', excerptTe: 'రోడ్ తెరిచారు.' } };
    const en = alertMail(item, context('en'));
    expect(en.subject).toBe('Amaravati update: Seed access road opens');
    expect(en.text).toContain(`Seed access road opens:\n\nThe road is open.\n\nRead the update: ${ORIGIN}/amaravati-updates/b1`);
    const te = alertMail(item, context('te'));
    expect(te.subject).toBe('అమరావతి వార్త: సీడ్ యాక్సెస్ రోడ్ ప్రారంభం');
    expect(te.text).toContain(`సీడ్ యాక్సెస్ రోడ్ ప్రారంభం:\n\nరోడ్ తెరిచారు.\n\nవార్త చదవండి: ${ORIGIN}/te/amaravati-updates/b1`);
  });

  it('shows no picture for a plot without one, or one that is not a web address', () => {
    for (const imageUrl of ['', 'javascript:alert(1)']) {
      const mail = alertMail({ kind: 'newPlot', plot: aPlot({ imageUrl }) }, context('en'));
      expect(mail.html).not.toContain('<img');
    }
  });
});

describe('the daily summary', () => {
  const items: AlertItem[] = [
    { kind: 'newPlot', plot: aPlot() },
    { kind: 'priceDrop', plot: aPlot({ id: 'p2', title: 'East facing plot', titleTe: '', price: 4_000_000 }), oldPrice: 4_500_000 },
    { kind: 'news', post: { id: 'b1', title: 'Seed access road opens', titleTe: '', excerpt: 'The road is open.', excerptTe: '' } },
  ];

  it('groups the day\'s alerts in one mail, in order, with one footer saying it is daily', () => {
    const mail = alertSummaryMail(items, context('en'));
    expect(mail.subject).toBe('Your daily alerts: 3 new');
    const order = ['What happened today', 'A new plot like your search:', 'A price drop on a plot you follow:', 'Seed access road opens:', 'Manage my alerts:'].map((text) => mail.text.indexOf(text));
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
    expect(mail.text.match(/Manage my alerts:/g)).toHaveLength(1);
    expect(mail.text.match(/^Unsubscribe:/gm)).toHaveLength(1);
    expect(mail.text).toContain('You chose a daily summary: at most one such mail a day.');
    expect(mail.text).toContain('The price went down from ₹45 L to ₹40 L.');
  });

  it('speaks Telugu to a Telugu subscriber', () => {
    const mail = alertSummaryMail(items, context('te'));
    expect(mail.subject).toBe('మీ రోజువారీ అలర్ట్‌లు: 3 కొత్తవి');
    expect(mail.text).toContain('మీరు రోజువారీ సారాంశాన్ని ఎంచుకున్నారు');
    expect(mail.text).toContain(`${ORIGIN}/te/amaravati-updates/b1`);
  });

  it('needs at least one alert', () => {
    expect(() => alertSummaryMail([], context('en'))).toThrow(RangeError);
  });
});

describe('markup in what was typed', () => {
  const IMG = '<img src=x onerror=alert(1)>';
  const SCRIPT = '"><script>alert(1)</script>';

  it('is text in every part: escaped in the HTML, as typed in the plain text, one line in the subject', () => {
    const hostile = aPlot({ title: `Plot ${IMG}\n${SCRIPT}`, titleTe: '', village: SCRIPT, villageTe: '', imageUrl: `/images/${SCRIPT}.jpg` });
    const post = { id: 'b"1', title: `News ${IMG}`, titleTe: '', excerpt: SCRIPT, excerptTe: '' };
    for (const language of ['en', 'te'] as const) {
      const ctx = context(language, { to: `x${IMG}@example.com`, businessName: SCRIPT });
      for (const mail of [alertMail({ kind: 'newPlot', plot: hostile }, ctx), alertSummaryMail([{ kind: 'news', post }, { kind: 'priceDrop', plot: hostile, oldPrice: 9_000_000 }], ctx)]) {
        expect(mail.html).not.toMatch(/<img src=x|<script/i);
        expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
      const single = alertMail({ kind: 'newPlot', plot: hostile }, ctx);
      expect(single.text).toContain(`x${IMG}@example.com`);
      expect(single.text).toContain(SCRIPT);
    }
  });
});
