import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArea } from '../functions/src/core/area-units';
import { AP_RERA_URL, VISIT_SLOTS, type VisitSlot } from '../functions/src/core/constants';
import { addDays } from '../functions/src/core/dates';
import { emi } from '../functions/src/core/emi';
import { formatRupees } from '../functions/src/core/price';
import { MESSAGES } from '../functions/src/core/messages';
import { plotPathSegment } from '../functions/src/core/plot-path';
import { priceBreakdown } from '../functions/src/core/price-breakdown';
import type { Plot } from '../functions/src/core/schemas/plot';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import { plotOgImage } from '../functions/src/core/link-preview-paths';
import { VISIT_SLOT_LABELS } from '../functions/src/core/visit-date';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, liveSection, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, type ViewportName } from './harness';
import { crawl } from './crawl';

/**
 * A plot's own page (docs/product.md: the plot page): reached from a card, its gallery (arrows,
 * keys, thumbnails, full screen, swipes on a phone), facts and approvals, the area unit remembered
 * across a reload, the EMI figures, the enquiry form storing a lead (with a site visit: a day and
 * a time of day, both or neither); then, without a browser, what
 * a crawler gets: the plot's title, canonical address, preview image and listing data, a 301 from
 * an old address, a 404 for a missing plot, and a sold plot marked sold. The browser tests run
 * once, on a phone (where the gallery also takes swipes); a wide screen asserted nothing of its own.
 */
const ORIGIN = 'https://plots.example.in';

let server: RunningServer;
let browser: Browser;
let store: Store;
/** A plot with three photos, approvals and charges (set here, so the test does not depend on the demo data's values). */
let plot: Plot;
let sold: Plot;

beforeAll(async () => {
  server = await startServer({ PUBLIC_ORIGIN: ORIGIN });
  browser = await launchBrowser();
  store = await server.openStore();
  const page = await store.plots.search(plotSearchQuerySchema.parse({ status: 'available', pageSize: 48 }));
  const covers = page.items.filter((item) => item.imageUrl).map((item) => item.images[0]!);
  expect(covers.length, 'the demo data has plots with photos').toBeGreaterThanOrEqual(3);
  const [first, second] = page.items;
  // Three photos (one with an alt text of its own), approvals and charges, written before the
  // server has read either plot, so no cached answer holds the old values.
  const images = covers.slice(0, 3).map((image, index) => ({ ...image, alt: index === 0 ? 'The layout from its entrance' : '' }));
  plot = (await store.plots.update(first!.id, {
    images,
    imageUrl: images[0]!.url,
    imagePublicId: images[0]!.publicId,
    ventureName: 'Sri Sai Nagar Phase 2',
    layoutAuthority: 'APCRDA',
    layoutPermitNumber: '31/2020',
    reraNumber: 'P06060125894',
    surveyNumbers: ['123', '45/2A'],
    developmentChargesPerSqYard: 1500,
    premiumPerSqYard: 1000,
  }))!;
  sold = (await store.plots.update(second!.id, { status: 'sold' }))!;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const counter = (page: Page) => page.getByTestId('gallery-counter');

/** A time-of-day radio of the enquiry form, by its label ('Afternoon (12 – 4 pm)'). */
const slotRadio = (section: Locator, slot: VisitSlot) => section.getByRole('radio', { name: VISIT_SLOT_LABELS[slot], exact: true });

/** The tile of a time of day: the label holding its radio. */
const slotTile = (section: Locator, slot: VisitSlot) => section.locator('label', { has: section.page().getByRole('radio', { name: VISIT_SLOT_LABELS[slot], exact: true }) });

/** Picks a time of day as a visitor does: a tap on its tile (the radio itself is inside, unseen). */
async function pickSlot(section: Locator, slot: VisitSlot) {
  await slotTile(section, slot).click();
  await expect.poll(() => slotRadio(section, slot).isChecked()).toBe(true);
}

const checkedSlots = (section: Locator) => section.getByRole('radio').evaluateAll((radios) => radios.filter((radio) => (radio as HTMLInputElement).checked).map((radio) => (radio as HTMLInputElement).value));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** What React reports when the browser's first render differs from the server's HTML (main.tsx logs it). */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Hydration problem')) problems.push(message.text());
  });
  return problems;
}

describe.each([PUBLIC_FLOW])('the plot page (%s)', (viewport: ViewportName) => {
  it('opens from a card and steps through the photos by arrows, keys, thumbnails, swipes and full screen', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto('/properties');
      const card = page.getByTestId('plot-card').first();
      const title = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(/\/plots\//);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const opened = await page.locator('article[data-plot-id]').getAttribute('data-plot-id');
      const shown = (await store.plots.get(opened!))!;
      await expect.poll(() => new URL(page.url()).pathname).toBe(sitePaths.plot(shown));

      await page.goto(sitePaths.plot(plot));
      const count = plot.images.length;
      await expect.poll(() => counter(page).textContent()).toBe(`Photo 1 / ${count}`);
      const photo = page.getByTestId('gallery-photo');
      await expect.poll(() => photo.getAttribute('src')).toBe(plot.images[0]!.url);
      await expect.poll(() => photo.getAttribute('width')).toBe('960');
      await expect.poll(() => photo.getAttribute('fetchpriority')).toBe('high');
      await expect.poll(() => photo.getAttribute('alt')).toBe(plot.images[0]!.alt || `Photo 1 of ${plot.title}`);

      await page.getByRole('button', { name: 'Next photo' }).click();
      await expect.poll(() => counter(page).textContent()).toBe(`Photo 2 / ${count}`);
      await expect.poll(() => photo.getAttribute('src')).toBe(plot.images[1]!.url);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter(page).textContent()).toBe(`Photo 1 / ${count}`);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter(page).textContent()).toBe(`Photo ${count} / ${count}`);
      await page.getByRole('button', { name: 'Show photo 1' }).click();
      await expect.poll(() => counter(page).textContent()).toBe(`Photo 1 / ${count}`);
      await expect.poll(() => page.getByRole('button', { name: 'Show photo 1' }).getAttribute('aria-current')).toBe('true');

      if (viewport === 'mobile') {
        // A finger moving left shows the next photo; a short tap-like move does not.
        const box = (await photo.boundingBox())!;
        const y = box.y + box.height / 2;
        const swipe = async (from: number, to: number) => {
          await photo.dispatchEvent('pointerdown', { clientX: from, clientY: y, pointerType: 'touch', isPrimary: true, bubbles: true });
          await photo.dispatchEvent('pointerup', { clientX: to, clientY: y + 5, pointerType: 'touch', isPrimary: true, bubbles: true });
        };
        await swipe(box.x + box.width - 40, box.x + 60);
        await expect.poll(() => counter(page).textContent()).toBe(`Photo 2 / ${count}`);
        await swipe(box.x + 100, box.x + 110);
        await expect.poll(() => counter(page).textContent()).toBe(`Photo 2 / ${count}`);
        await swipe(box.x + 60, box.x + box.width - 40);
        await expect.poll(() => counter(page).textContent()).toBe(`Photo 1 / ${count}`);
      }

      await page.getByRole('button', { name: `Open photo 1 of ${count} full screen` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The dialog is modal: focus is inside it, and the arrows work there too.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await dialog.getByRole('button', { name: 'Next photo' }).click();
      await dialog.getByText(`Photo 2 of ${count}`).waitFor();
      await page.keyboard.press('ArrowRight');
      await dialog.getByText(`Photo ${Math.min(3, count) === 3 ? 3 : 1} of ${count}`).waitFor();
      await screenshot(page, `plot-page-full-screen-${viewport}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the facts, the approvals with the AP RERA link, the price breakdown, and remembers the area unit', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const problems = hydrationProblems(page);
      await page.goto(sitePaths.plot(plot));
      const approvals = page.getByTestId('plot-approvals');
      for (const text of ['Sri Sai Nagar Phase 2', 'APCRDA layout permit', 'LP No. 31/2020', 'P06060125894', '123, 45/2A']) {
        await expect.poll(() => approvals.textContent()).toContain(text);
      }
      const rera = approvals.getByRole('link', { name: /Verify on AP RERA/ });
      await expect.poll(() => rera.getAttribute('href')).toBe(AP_RERA_URL);
      await expect.poll(() => rera.getAttribute('target')).toBe('_blank');
      await expect.poll(() => rera.getAttribute('rel')).toContain('noopener');

      const breakdown = priceBreakdown(plot);
      const table = page.getByTestId('price-breakdown');
      for (const row of breakdown.rows) await expect.poll(() => table.textContent()).toContain(formatRupees(row.rupees));
      await expect.poll(() => table.textContent()).toContain('Development charges');
      await expect.poll(() => table.textContent()).toContain('Corner / facing premium');
      await expect.poll(() => table.textContent()).toContain(formatRupees(breakdown.total));

      const area = page.getByTestId('plot-area');
      await expect.poll(() => area.textContent()).toBe(formatArea(plot.area, 'sqyd'));
      await page.getByRole('radio', { name: 'cents' }).check({ force: true });
      await expect.poll(() => area.textContent()).toBe(formatArea(plot.area, 'cents'));
      await page.reload();
      await expect.poll(() => area.textContent()).toBe(formatArea(plot.area, 'cents'));
      await expect.poll(() => page.getByRole('radio', { name: 'cents' }).isChecked()).toBe(true);
      // The server rendered sq.yd; the stored unit applied after hydration, without a mismatch.
      expect(problems).toEqual([]);
      // The cards follow the same choice.
      await page.goto('/properties');
      const card = page.locator(`[data-testid="plot-card"][data-plot-id="${plot.id}"]`);
      await expect.poll(async () => (await card.textContent()) ?? '').toContain(formatArea(plot.area, 'cents'));
      // The card names the approvals in one line.
      await expect.poll(() => card.textContent()).toContain('RERA P06060125894 · APCRDA LP 31/2020');
      await screenshot(page, `plot-page-cards-in-cents-${viewport}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works out the EMI and never shows NaN', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto(sitePaths.plot(plot));
      const calculator = page.getByTestId('emi-calculator');
      const price = priceBreakdown(plot).total;
      const amount = calculator.getByTestId('emi-amount');
      await expect.poll(() => amount.textContent()).toBe(formatRupees(emi({ price, loanPercent: 80, annualRatePercent: 8.5, years: 20 })!.emi));

      await calculator.getByLabel(/Interest rate/).fill('');
      await calculator.getByText('Enter the interest rate').waitFor();
      await expect.poll(() => calculator.textContent()).not.toContain('NaN');
      await expect.poll(() => calculator.getByLabel(/Interest rate/).getAttribute('aria-invalid')).toBe('true');
      await calculator.getByLabel(/Tenure/).fill('45');
      await calculator.getByText('The tenure must be between 1 and 30 years').waitFor();

      await calculator.getByLabel(/Interest rate/).fill('0');
      await calculator.getByLabel(/Tenure/).fill('10');
      await calculator.getByLabel(/Loan share/).fill('50');
      await expect.poll(() => amount.textContent()).toBe(formatRupees(emi({ price, loanPercent: 50, annualRatePercent: 0, years: 10 })!.emi));
      await expect.poll(() => calculator.textContent()).toContain(formatRupees(Math.round(price / 2)));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes an enquiry: a validation message, then the lead is stored with the plot', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const problems = hydrationProblems(page);
      await page.goto(sitePaths.plot(plot));
      const section = page.getByRole('region', { name: 'Enquire about this plot' });
      const submit = section.getByRole('button', { name: 'Send Enquiry' });
      await submit.click();
      await section.getByText(MESSAGES.nameRequired, { exact: true }).waitFor();
      const date = section.getByLabel(/Preferred visit date/);
      await expect.poll(() => date.getAttribute('type')).toBe('date');
      const min = await date.getAttribute('min');
      expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const name = `E2E Plot Enquiry ${viewport} ${Date.now()}`;
      await section.getByLabel('Name').fill(name);
      await section.getByLabel(/Phone Number/).fill('98765 43210');
      await section.getByLabel('Email').fill('plot.buyer@example.com');
      // A day past the window the server takes: its own message goes next to the date, nothing typed is lost.
      const max = await date.getAttribute('max');
      expect(max! > min!).toBe(true);
      await date.fill(addDays(max!, 1));
      await pickSlot(section, 'morning');
      await submit.click();
      await section.getByText(/Pick a day within the next \d+ days for the visit/).waitFor();
      await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => section.getByLabel('Name').inputValue()).toBe(name);

      // Too many requests: the server's words, the draft kept.
      await page.route('**/api/plot-enquiries', (route) => route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: MESSAGES.tooManyRequests } } }));
      await date.fill(min!);
      await submit.click();
      await toast(page, MESSAGES.tooManyRequests);
      await expect.poll(() => section.getByLabel('Email').inputValue()).toBe('plot.buyer@example.com');
      await page.unroute('**/api/plot-enquiries');

      await submit.click();
      await toast(page, MESSAGES.plotEnquirySent);
      await expect.poll(() => section.getByLabel('Name').inputValue()).toBe('');

      const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
      expect(lead?.source).toBe('plot-enquiry');
      expect(lead?.details?.plotId).toBe(plot.id);
      expect(lead?.details?.visitDate).toBe(min);
      expect(lead?.details?.visitSlot).toBe('morning');
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('books a site visit: a day in the next 14 and a time of day, asked for together, kept in the draft', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const problems = hydrationProblems(page);
      await page.goto(sitePaths.plot(plot));
      const section = page.getByRole('region', { name: 'Enquire about this plot' });
      const submit = section.getByRole('button', { name: 'Send Enquiry' });
      const date = section.getByLabel(/Preferred visit date/);
      const slots = section.getByRole('radiogroup', { name: /Time of day/ });
      const clear = section.getByRole('button', { name: 'Clear time of day' });
      // The form's code loads as it comes into view (a deferred section): the visit window comes with it.
      await liveSection(page, section);

      // Three parts of the day, as the back office writes them, none picked; the window is 14 days.
      await expect.poll(() => slots.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))).toEqual([...VISIT_SLOTS]);
      for (const slot of VISIT_SLOTS) await slotRadio(section, slot).waitFor({ state: 'attached' });
      await expect.poll(() => checkedSlots(section)).toEqual([]);
      await expect.poll(() => date.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const min = (await date.getAttribute('min'))!;
      await expect.poll(() => date.getAttribute('max')).toBe(addDays(min, 13));
      await expect.poll(() => section.textContent()).toContain('We will call you to confirm the visit.');
      await expect.poll(() => clear.isVisible()).toBe(false);
      // Each tile is a big enough target for a thumb.
      for (const slot of VISIT_SLOTS) {
        const box = (await slotTile(section, slot).boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }

      const name = `E2E Site Visit ${viewport} ${Date.now()}`;
      const day = addDays(min, 2);
      await section.getByLabel('Name').fill(name);
      await section.getByLabel(/Phone Number/).fill('98765 43210');
      await section.getByLabel('Email').fill('site.visit@example.com');
      await date.fill(day);

      // A day without a time of day: the message beside the choices, the focus on the first of them.
      await submit.click();
      await slots.getByText(MESSAGES.visitSlotRequired, { exact: true }).waitFor();
      await expect.poll(() => slots.getAttribute('aria-invalid')).toBe('true');
      const errorId = await slots.getByText(MESSAGES.visitSlotRequired, { exact: true }).evaluate((node) => node.closest('p')?.id);
      await expect.poll(async () => (await slots.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
      await expect.poll(() => focusedId(page)).toBe('plot-enquiry-visit-slot-morning');
      await screenshot(page, `plot-page-visit-slot-error-${viewport}`);
      // The choices with their message pass axe's WCAG 2.1 AA checks (nothing serious or critical).
      const axe = await new AxeBuilder({ page }).include('#enquire').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

      // The arrow keys move between the choices (native radios); picking one clears the message.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => checkedSlots(section)).toEqual(['afternoon']);
      await expect.poll(() => focusedId(page)).toBe('plot-enquiry-visit-slot-afternoon');
      await slots.getByText(MESSAGES.visitSlotRequired).waitFor({ state: 'detached' });
      await expect.poll(() => clear.isVisible()).toBe(true);

      // A reload keeps the draft of this plot's form, the time of day too.
      await page.reload();
      await liveSection(page, section);
      await expect.poll(() => checkedSlots(section)).toEqual(['afternoon']);
      await expect.poll(() => date.inputValue()).toBe(day);
      await expect.poll(() => section.getByLabel('Name').inputValue()).toBe(name);

      // A time of day without a day: the message beside the date, the focus on it.
      await date.fill('');
      await submit.click();
      await section.getByText(MESSAGES.visitDateForSlot, { exact: true }).waitFor();
      await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => focusedId(page)).toBe('plot-enquiry-visit-date');
      // No visit after all: the time of day can be taken away, which answers that message too.
      await clear.click();
      await expect.poll(() => checkedSlots(section)).toEqual([]);
      await section.getByText(MESSAGES.visitDateForSlot).waitFor({ state: 'detached' });
      await expect.poll(() => focusedId(page)).toBe('plot-enquiry-visit-slot-morning');
      await expect.poll(() => clear.isVisible()).toBe(false);

      // The visit wanted after all: a day and "Afternoon", sent.
      await date.fill(day);
      await pickSlot(section, 'afternoon');
      await screenshot(page, `plot-page-visit-slot-picked-${viewport}`);
      await submit.click();
      await toast(page, MESSAGES.plotEnquirySent);
      await expect.poll(() => section.getByLabel('Name').inputValue()).toBe('');
      await expect.poll(() => checkedSlots(section)).toEqual([]);
      await expect.poll(() => date.inputValue()).toBe('');

      // Read back through the second connection of beforeAll (server.openStore()).
      const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
      expect(lead?.source).toBe('plot-enquiry');
      expect(lead?.details).toMatchObject({ plotId: plot.id, visitDate: day, visitSlot: 'afternoon' });
      // Sent, the draft is gone: a reload shows an empty form.
      await page.reload();
      await liveSection(page, section);
      await expect.poll(() => checkedSlots(section)).toEqual([]);
      await expect.poll(() => section.getByLabel('Name').inputValue()).toBe('');
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the plot page without a browser', () => {
  const crawlPlot = (path: string) => crawl(server.url, path);

  it('gives a crawler the title, canonical address, preview image and listing data', async () => {
    const { status, html, meta, jsonLd: graph } = await crawlPlot(sitePaths.plot(plot));
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${sitePaths.plot(plot)}">`);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(plot.title.replace(/&/g, '&amp;'));
    expect(meta('og:image')).toBe(`${ORIGIN}${plotOgImage(plot)}`);
    expect(meta('og:image:width')).toBe('1200');
    const preview = await fetch(`${server.url}${plotOgImage(plot)}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(meta('og:url')).toBe(`${ORIGIN}${sitePaths.plot(plot)}`);
    const listing = graph.find((node) => node['@type'] === 'RealEstateListing') as Record<string, Record<string, unknown>> | undefined;
    expect(listing?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', price: plot.price, availability: 'https://schema.org/InStock' });
    if (plot.coordinates.latitude !== 0) expect(listing?.contentLocation?.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(graph.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
    // The cover is in the HTML with its size, before any script runs.
    expect(html).toMatch(new RegExp(`<img[^>]*src="${plot.images[0]!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`));
    expect(html).toContain('P06060125894');
  });

  it('sends an old or bare address to the plot’s own with a 301', async () => {
    for (const segment of [`${plot.id}-an-old-title`, plot.id]) {
      const { status, location } = await crawlPlot(`/plots/${encodeURIComponent(segment)}`);
      expect(status).toBe(301);
      expect(location).toBe(sitePaths.plot(plot));
    }
    expect(plotPathSegment(plot)).not.toBe(plot.id);
  });

  it('answers 404 for a missing plot, with links back to the listings', async () => {
    const { status, html } = await crawlPlot('/plots/no-such-plot-anywhere');
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/properties"');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('keeps a sold plot’s page up, marked sold', async () => {
    const { status, html, jsonLd: graph } = await crawlPlot(sitePaths.plot(sold));
    expect(status).toBe(200);
    expect(html).toContain('This plot has been sold');
    const listing = graph.find((node) => node['@type'] === 'RealEstateListing') as Record<string, Record<string, unknown>> | undefined;
    expect(listing?.offers?.availability).toBe('https://schema.org/SoldOut');
  });
});
