import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlotStatus } from '../functions/src/core/constants';
import { VENTURE_POLL_SECONDS } from '../functions/src/core/venture-constants';
import { MESSAGES } from '../functions/src/core/messages';
import { PLOT_STATUS_COLOURS } from '../functions/src/core/plot-status-colours';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { formatArea } from '../web/src/i18n/formats';
import teParts from '../web/src/i18n/te/parts';
import teVentures from '../web/src/i18n/te/ventures';
import { holdAppScript, launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName } from './harness';
import { itModeIndependent } from './mode-independent';
import { crawl } from './crawl';
import { leftoverEnglish, storedEnglishTexts } from './leftover-english';
import { createVenture, type VentureFixture } from './venture-fixture';

/**
 * Issue 18 §4: a venture's public page as visitors and crawlers meet it. The venture is made
 * through the admin API (e2e/venture-fixture.ts: 17 plots in two generated blocks and one
 * irregular shape, a road and a park, four statuses set), so nothing depends on the demo data.
 * Without a browser: every plot a link named by number, area, facing and status, the head
 * (canonical, hreflang, JSON-LD, the coloured layout as the link preview), the sitemap, the
 * listing, a 301 and a 404. In the browser: the plan coloured before any script runs (and no zoom
 * library yet), a tapped plot's panel, the highlight filters, a status changed in the back office
 * showing within VENTURE_POLL_SECONDS without a reload and at once on a fresh load, an enquiry
 * naming the venture and its plots arriving as a lead, the keyboard path, axe, and the Telugu
 * page. Flows run once on a phone; what depends on the width (where the panel stands, axe, the
 * screenshots) at both.
 */
const ORIGIN = 'https://plots.example.in';

let server: RunningServer;
let browser: Browser;
let store: Store;
let fixture: VentureFixture;

beforeAll(async () => {
  server = await startServer({ PUBLIC_ORIGIN: ORIGIN });
  browser = await launchBrowser();
  store = await server.openStore();
  fixture = await createVenture(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The plots as the fixture made them, in the plan's order: number, size, facing, status. */
const STATUS_WORDS: Record<PlotStatus, string> = { available: 'Available', reserved: 'Reserved', booked: 'Booked', sold: 'Sold', 'not-for-sale': 'Not for sale' };
const SET_STATUSES: Record<string, PlotStatus> = { '1': 'sold', '2': 'reserved', '3': 'booked', 'A-4': 'not-for-sale' };
const PLOTS = [
  ...Array.from({ length: 12 }, (_, index) => ({ number: String(index + 1), sqYd: 150, facing: index < 6 ? 'North' : 'East' })),
  ...['A-1', 'A-2', 'A-3', 'A-4'].map((number) => ({ number, sqYd: 300, facing: 'West' })),
  { number: '13', sqYd: 350, facing: 'East' },
].map((plot) => ({ ...plot, status: SET_STATUSES[plot.number] ?? ('available' as PlotStatus) }));

const plotLinkName = (plot: (typeof PLOTS)[number], status: PlotStatus = plot.status) => `Plot ${plot.number}, ${plot.sqYd} sq.yd, ${plot.facing}, ${STATUS_WORDS[status]}`;
const plotOf = (number: string) => PLOTS.find((plot) => plot.number === number)!;
const venturePath = () => sitePaths.venture(fixture.venture);
const plotPath = (number: string) => sitePaths.plot(fixture.plots.get(number)!);

/** The plan (the SVG group by its name) and a plot's link on it. */
const plan = (page: Page, name = 'Layout plan of Green Meadows') => page.getByRole('group', { name });
const plotLink = (page: Page, number: string) => plan(page).getByRole('link', { name: new RegExp(`^Plot ${number.replace('-', '\\-')},`) });
const panel = (page: Page) => page.getByTestId('plot-panel');
/** A colour as the browser computes it ('rgb(34, 197, 94)'), from the core's hex. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/** The fill the browser paints each plot's polygon with, by the link's name. */
const plotFills = (page: Page) =>
  plan(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('aria-label'), getComputedStyle(link.querySelector('polygon')!).fill]));
/** The plots the filters leave lit (every other one is dimmed, still a link). */
const litPlots = (page: Page) =>
  plan(page)
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => getComputedStyle(link).opacity === '1').map((link) => link.getAttribute('aria-label')!.split(',')[0]));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describe('the venture page without a browser', () => {
  const crawlVenture = (path: string) => crawl(server.url, path);
  /** The SVG plan of a page's HTML and its plot links, in order: [href, accessible name]. */
  function planLinks(html: string, label: string) {
    const svg = new RegExp(`<svg[^>]*role="group" aria-label="${label}"[^>]*>(.*?)</svg>`, 's').exec(html)?.[1] ?? '';
    return [...svg.matchAll(/<a href="([^"]*)" aria-label="([^"]*)"/g)].map((match) => [match[1], match[2]]);
  }

  it('draws every plot as a link to its page named by number, area, facing and status, with the legend, before any script', async () => {
    const { status, html } = await crawlVenture(venturePath());
    expect(status).toBe(200);
    expect(planLinks(html, 'Layout plan of Green Meadows')).toEqual(PLOTS.map((plot) => [plotPath(plot.number), plotLinkName(plot)]));
    // The areas are named on the plan; the legend counts the plots by status.
    expect(html).toMatch(/<text[^>]*>Main road<\/text>/);
    expect(html).toMatch(/<text[^>]*>Park<\/text>/);
    const legend = /<ul aria-label="Plots by status"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(legend).toBe('Available 13 Reserved 1 Booked 1 Sold 1 Not for sale 1');
    expect(html).toContain('13 of 17 plots available');
    expect(html).toContain('P06060125894');
  });

  it('gives a crawler and a link preview the title, canonical address, languages, JSON-LD and the layout coloured by today', async () => {
    const { html, meta, title, canonical, jsonLd: graph } = await crawlVenture(venturePath());
    const village = (await store.regions.get(fixture.venture.regionId))!.region;
    expect(title).toBe(`Green Meadows, ${village}: layout plan and available plots | Amaravati Plots`);
    expect(meta('description')).toContain(`Green Meadows in ${village}: 13 of 17 plots available today`);
    expect(canonical).toBe(`${ORIGIN}${venturePath()}`);
    expect(html).toContain(`<link rel="alternate" hreflang="te-IN" href="${ORIGIN}/te${venturePath()}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${venturePath()}">`);

    const image = meta('og:image')!;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/og/ventures/${fixture.venture.id}-[0-9a-f]{16}\\.jpg$`));
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    const preview = await fetch(`${server.url}${image.slice(ORIGIN.length)}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await preview.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(200 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });

    const breadcrumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Ventures', `${ORIGIN}/ventures`],
      ['Green Meadows', `${ORIGIN}${venturePath()}`],
    ]);
    const listing = graph.find((node) => node['@type'] === 'RealEstateListing') as Record<string, unknown> | undefined;
    expect(listing).toMatchObject({
      name: 'Green Meadows',
      url: `${ORIGIN}${venturePath()}`,
      image: [image],
      // The 13 available plots: 150 sq.yd at ₹25,000 (₹37.5 L) up to the 350 sq.yd corner (₹87.5 L).
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 3_750_000, highPrice: 8_750_000, offerCount: 13, availability: 'https://schema.org/InStock' },
      contentLocation: { '@type': 'Residence', name: 'Green Meadows', geo: { '@type': 'GeoCoordinates', latitude: 16.5, longitude: 80.47 } },
    });
  });

  it('lists the venture in the sitemap and on /ventures, in both languages', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ['/ventures', '/te/ventures', venturePath(), `/te${venturePath()}`]) expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);

    const { status, html } = await crawlVenture('/ventures');
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${venturePath()}"[^>]*>Green Meadows</a>`));
    expect(html).toContain('13 of 17 plots available');
    const te = await crawlVenture('/te/ventures');
    expect(te.html).toMatch(new RegExp(`<a[^>]*href="/te${venturePath()}"[^>]*>గ్రీన్ మెడోస్</a>`));
  });

  it('sends an old or bare address to the venture’s own with a 301, and answers 404 for a missing one', async () => {
    for (const segment of [`${fixture.venture.id}-an-old-name`, fixture.venture.id]) {
      const { status, location } = await crawlVenture(`/ventures/${encodeURIComponent(segment)}`);
      expect(status).toBe(301);
      expect(location).toBe(venturePath());
    }
    const { status, html } = await crawlVenture('/ventures/no-such-venture-anywhere');
    expect(status).toBe(404);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain(`href="${venturePath()}"`);
  });

  it('speaks Telugu on the Telugu page: the venture’s Telugu name, every plot named in Telugu, linking to the Telugu plot pages', async () => {
    const { status, html } = await crawlVenture(`/te${venturePath()}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="te-IN"/);
    expect(html).toMatch(/<h1[^>]*>గ్రీన్ మెడోస్<\/h1>/);
    const t = teVentures.layout;
    expect(planLinks(html, t.label('గ్రీన్ మెడోస్'))).toEqual(
      PLOTS.map((plot) => [
        `/te${plotPath(plot.number)}`,
        t.plotName({ number: plot.number, area: formatArea(plot.sqYd * 9, 'sqyd', 'te'), facing: teParts.plot.facings[plot.facing as 'East'], status: teVentures.statuses[plot.status] }),
      ]),
    );
  });
});

describe.each(TEST_VIEWPORTS)('the venture page at %s', (viewport: ViewportName) => {
  itModeIndependent('shows the plan beside the panel on a wide screen and above it on a phone, with no serious accessibility finding', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto(venturePath());
      await plotLink(page, '7').click();
      await panel(page).getByRole('heading', { name: 'Plot 7', exact: true }).waitFor();
      // Both boxes read at one instant (the panel scrolls into view smoothly on a phone).
      const placement = () =>
        page.evaluate(() => {
          const planBox = document.querySelector('svg[role="group"]')!.getBoundingClientRect();
          const panelBox = document.querySelector('[data-testid="plot-panel"]')!.getBoundingClientRect();
          return { beside: panelBox.left >= planBox.right, below: panelBox.top >= planBox.bottom };
        });
      await expect.poll(placement).toEqual(viewport === 'desktop' ? { beside: true, below: false } : { beside: false, below: true });
      // The whole plan fits the width of a phone: nothing to scroll sideways.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `venture-page-${viewport}`);

      await page.getByRole('checkbox', { name: 'Available only' }).check();
      await page.getByText('13 of 17 plots match').waitFor();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([PUBLIC_FLOW])('the venture page (%s)', (viewport: ViewportName) => {
  it('is coloured by status before its script runs, every plot a working link, and loads the zoom library only once live', async () => {
    // Without JavaScript at all, a plot's link opens its page.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    try {
      const page = await noScript.newPage();
      await page.goto(venturePath());
      await plotLink(page, '7').click();
      await page.waitForURL(`**${plotPath('7')}`);
      await page.getByRole('link', { name: 'Plot 7 of Green Meadows' }).waitFor();
    } finally {
      await noScript.close();
    }

    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const held = await holdAppScript(page);
      await page.goto(venturePath(), { waitUntil: 'commit' });
      await held.requested;
      // The server's HTML alone: each plot painted in its status's colour (the core's, as the legend and the link preview).
      await expect.poll(() => plotFills(page)).toEqual(PLOTS.map((plot) => [plotLinkName(plot), rgb(PLOT_STATUS_COLOURS[plot.status].fill)]));
      await expect.poll(() => page.getByTestId('layout-legend').textContent()).toBe('Available13Reserved1Booked1Sold1Not for sale1');
      expect(scripts.filter((path) => /panzoom/i.test(path))).toEqual([]);

      held.release();
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await expect.poll(() => scripts.some((path) => /panzoom/i.test(path))).toBe(true);
      // Zoomed in with the button, the plan is larger; reset, it fits again.
      const content = plan(page).locator('xpath=..');
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => content.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)).toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Reset view' }).click();
      await expect.poll(() => content.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)).toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a tapped plot’s panel: number, area in the chosen unit, facing, price, status, Enquire, Book Now and its page', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto(venturePath());
      await page.getByText('Tap a plot on the layout to see its area, price and status.').waitFor();
      await page.locator('label', { has: page.getByRole('radio', { name: 'sq.ft' }) }).click();
      await plotLink(page, '7').click();
      const details = panel(page);
      await details.getByRole('heading', { name: 'Plot 7', exact: true }).waitFor();
      await expect.poll(() => details.getByTestId('plot-panel-status').textContent()).toBe('Available');
      await expect.poll(() => details.locator('dl').innerText()).toBe('Area\n1,350 sq.ft\nFacing\nEast\nPrice\n₹37.5 L\nRate\n₹25,000/sq.yd');
      // The plan's name follows the unit too.
      await expect.poll(() => plotLink(page, '7').getAttribute('aria-label')).toBe('Plot 7, 1,350 sq.ft, East, Available');
      const book = details.getByRole('link', { name: /^Book Now/ });
      const whatsapp = new URL((await book.getAttribute('href'))!);
      expect(whatsapp.hostname).toBe('wa.me');
      expect(whatsapp.searchParams.get('text')).toBe("I'm interested in plot 7 of Green Meadows");
      // Scrolled into view clear of the floating WhatsApp button, which covered its last button on a phone.
      const float = page.getByRole('link', { name: /^Chat with us on WhatsApp/ });
      const openPage = details.getByRole('link', { name: 'Open plot page' });
      await expect
        .poll(async () => {
          const [button, over] = await Promise.all([openPage.boundingBox(), float.boundingBox()]);
          return button !== null && over !== null && (button.y + button.height <= over.y || over.x >= button.x + button.width || over.y + over.height <= button.y);
        })
        .toBe(true);

      // A reserved plot says until when, and has no Book Now.
      await plotLink(page, '2').click();
      await details.getByRole('heading', { name: 'Plot 2', exact: true }).waitFor();
      await expect.poll(() => details.getByTestId('plot-panel-status').textContent()).toMatch(/^Reserved until \w+ \d{1,2}, \d{4}$/);
      await expect.poll(() => details.getByRole('link', { name: /^Book Now/ }).count()).toBe(0);

      await details.getByRole('link', { name: 'Open plot page' }).click();
      await page.waitForURL(`**${plotPath('2')}`);
      await page.getByRole('link', { name: 'Plot 2 of Green Meadows' }).click();
      await page.waitForURL(`**${venturePath()}`);
      await plan(page).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  itModeIndependent('highlights the plots the filters keep, dimming the rest without leaving the page', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto(venturePath());
      const filters = page.getByTestId('layout-filters');
      await expect.poll(() => litPlots(page)).toHaveLength(17);
      await filters.getByRole('checkbox', { name: 'Available only' }).check();
      await filters.getByText('13 of 17 plots match').waitFor();
      await expect.poll(() => litPlots(page)).toEqual(PLOTS.filter((plot) => plot.status === 'available').map((plot) => `Plot ${plot.number}`));
      await filters.getByLabel('Min area (sq.yd)').fill('200');
      await filters.getByText('4 of 17 plots match').waitFor();
      await expect.poll(() => litPlots(page)).toEqual(['Plot A-1', 'Plot A-2', 'Plot A-3', 'Plot 13']);
      await filters.getByLabel('Facing').selectOption('West');
      await filters.getByText('3 of 17 plots match').waitFor();
      await expect.poll(() => litPlots(page)).toEqual(['Plot A-1', 'Plot A-2', 'Plot A-3']);
      // Every plot stays a link (dimmed, not removed).
      await expect.poll(() => plan(page).getByRole('link').count()).toBe(17);
      await filters.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => litPlots(page)).toHaveLength(17);
      await expect.poll(() => new URL(page.url()).pathname).toBe(venturePath());
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(`shows a status changed in the back office within ${VENTURE_POLL_SECONDS} s without a reload, and at once on a fresh load`, { timeout: 120_000 }, async () => {
    const visitor = await newPage(browser, viewport, { baseURL: server.url });
    const twelve = plotOf('12');
    try {
      await visitor.page.clock.install();
      await visitor.page.goto(venturePath());
      await plotLink(visitor.page, '12').waitFor();
      await expect.poll(() => plotLink(visitor.page, '12').getAttribute('aria-label')).toBe(plotLinkName(twelve));
      const previewBefore = await visitor.page.locator('meta[property="og:image"]').getAttribute('content');
      let navigations = 0;
      visitor.page.on('framenavigated', () => (navigations += 1));

      await fixture.admin.setStatus(fixture, ['12'], 'sold');
      // runFor fires every timer due in the next poll interval (SWR's refresh among them).
      await visitor.page.clock.runFor(VENTURE_POLL_SECONDS * 1000);
      await expect.poll(() => plotLink(visitor.page, '12').getAttribute('aria-label')).toBe(plotLinkName(twelve, 'sold'));
      await expect.poll(() => plotFills(visitor.page).then((fills) => fills.find(([name]) => name === plotLinkName(twelve, 'sold'))?.[1])).toBe(rgb(PLOT_STATUS_COLOURS.sold.fill));
      await expect.poll(() => visitor.page.getByTestId('venture-availability').textContent()).toBe('12 of 17 plots available');
      await expect.poll(() => visitor.page.getByTestId('layout-legend').textContent()).toBe('Available12Reserved1Booked1Sold2Not for sale1');
      expect(navigations).toBe(0);
      expect(visitor.pageErrors).toEqual([]);

      // A fresh load (the cached answers dropped by the change) shows it at once, with a new link preview.
      const fresh = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await fresh.page.goto(venturePath());
        await expect.poll(() => plotLink(fresh.page, '12').getAttribute('aria-label')).toBe(plotLinkName(twelve, 'sold'));
        await expect.poll(() => fresh.page.locator('meta[property="og:image"]').getAttribute('content')).not.toBe(previewBefore);
      } finally {
        await fresh.context.close();
      }
    } finally {
      await fixture.admin.setStatus(fixture, ['12'], 'available');
      await visitor.context.close();
    }
  });

  it('sends an enquiry naming the venture and the plots picked on the plan, which arrives as a lead with them', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const availability = page.waitForResponse((response) => response.url().endsWith(`/api/ventures/${fixture.venture.id}/availability`));
      await page.goto(venturePath());
      await availability;
      // The form below the plan is the server's until it is seen or a plot is picked: the live
      // statuses arriving leave it in place (its code not loaded yet).
      const form = page.getByRole('region', { name: 'Enquire about this venture' });
      await expect.poll(() => page.locator('[data-section="deferred"]', { has: form }).count()).toBe(1);
      await expect.poll(() => form.getByLabel('Name').count()).toBe(1);
      for (const number of ['8', '9', '10']) {
        await plotLink(page, number).click();
        await panel(page).getByRole('heading', { name: `Plot ${number}`, exact: true }).waitFor();
        await panel(page).getByRole('button', { name: /^Enquire/ }).click();
        await form.getByRole('listitem').filter({ hasText: number }).waitFor();
      }
      await form.getByRole('button', { name: 'Remove plot 10 from the enquiry' }).click();
      await expect.poll(() => form.getByTestId('venture-enquiry-plots').getByRole('listitem').allTextContents()).toEqual(['8', '9']);

      const name = `E2E Venture Enquiry ${Date.now()}`;
      await form.getByLabel('Name').fill(name);
      await form.getByLabel(/Phone Number/).fill('98765 43210');
      await form.getByLabel('Email').fill('venture.buyer@example.com');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.getByRole('status').filter({ hasText: MESSAGES.plotEnquirySent }).first().waitFor();

      const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
      expect(lead?.source).toBe('plot-enquiry');
      expect(lead?.details).toMatchObject({
        ventureId: fixture.venture.id,
        ventureName: 'Green Meadows',
        plotIds: [fixture.plots.get('8')!.id, fixture.plots.get('9')!.id],
        plotNumbers: ['8', '9'],
      });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  itModeIndependent('works from the keyboard: Tab to a plot, Enter for its panel, back to the plan, zoom and move, Enquire', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto(venturePath());
      await plan(page).waitFor();
      const first = plotLinkName(plotOf('1'));
      for (let presses = 0; presses < 80 && (await focused(page)) !== first; presses += 1) await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe(first);
      // The plots come in the plan's order.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe(plotLinkName(plotOf('3')));
      await page.keyboard.press('Enter');
      await panel(page).getByRole('heading', { name: 'Plot 3', exact: true }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('plot-panel');
      await expect.poll(() => panel(page).getByTestId('plot-panel-status').textContent()).toBe('Booked');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe('Close plot details');
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe(plotLinkName(plotOf('3')));

      // + zooms in, an arrow moves the plan, 0 puts it back: all from the plot's link.
      const content = plan(page).locator('xpath=..');
      const transform = () => content.evaluate((element) => getComputedStyle(element).transform);
      await page.keyboard.press('+');
      await expect.poll(() => page.getByRole('button', { name: 'Zoom out' }).isEnabled()).toBe(true);
      const zoomed = await transform();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => transform()).not.toBe(zoomed);
      await page.keyboard.press('0');
      await expect.poll(() => page.getByRole('button', { name: 'Zoom out' }).isEnabled()).toBe(false);

      await page.keyboard.press('Enter');
      await panel(page).getByRole('heading', { name: 'Plot 3', exact: true }).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe('Enquire');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('venture-enquiry-name');
      await expect.poll(() => page.getByTestId('venture-enquiry-plots').getByRole('listitem').allTextContents()).toEqual(['3']);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('speaks Telugu on the Telugu page: the plan, the panel and Book Now, with no English left but stored names', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto(`/te${venturePath()}`);
      await page.getByRole('heading', { level: 1, name: 'గ్రీన్ మెడోస్' }).waitFor();
      const teluguPlan = plan(page, teVentures.layout.label('గ్రీన్ మెడోస్'));
      const seven = teluguPlan.getByRole('link', { name: new RegExp(`^ప్లాట్ 7,`) });
      await seven.click();
      await panel(page).getByRole('heading', { name: teVentures.panel.title('7') }).waitFor();
      await expect.poll(() => panel(page).getByTestId('plot-panel-status').textContent()).toBe(teVentures.statuses.available);
      const book = new URL((await panel(page).getByRole('link', { name: new RegExp(teParts.plot.bookNow) }).getAttribute('href'))!);
      expect(book.searchParams.get('text')).toBe('గ్రీన్ మెడోస్ లోని ప్లాట్ 7 పై నాకు ఆసక్తి ఉంది');

      const region = (await store.regions.get(fixture.venture.regionId))!;
      const stored = [...(await storedEnglishTexts(store)), fixture.venture.developer, fixture.venture.description, ...fixture.venture.amenities, 'Main road', 'Park', region.region];
      await expect.poll(() => leftoverEnglish(page, stored)).toEqual([]);
      await screenshot(page, `venture-page-te-${viewport}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
