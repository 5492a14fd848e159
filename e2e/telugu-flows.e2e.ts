import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE } from '../functions/src/core/dates';
import type { Blog } from '../functions/src/core/schemas/blog';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import type { Region } from '../functions/src/core/schemas/region';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { formatPlotPrice } from '../web/src/i18n/formats';
import teMessages from '../web/src/i18n/te/messages';
import teParts from '../web/src/i18n/te/parts';
import teContact from '../web/src/i18n/te/contact';
import tePlotPage from '../web/src/i18n/te/plot-page';
import tePlots from '../web/src/i18n/te/plots';
import tePricing from '../web/src/i18n/te/pricing';
import teUpdates from '../web/src/i18n/te/updates';
import { launchBrowser, liveSection, newPage, screenshot, startServer, type RunningServer } from './harness';

/** 'జనవరి 5, 2025': the day in India with its Telugu month, as Intl writes them (the page writes them without Intl). */
function teluguLongDate(iso: string): string {
  const format = new Intl.DateTimeFormat('te-IN', { timeZone: SITE_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric', numberingSystem: 'latn' });
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(new Date(iso)).find((item) => item.type === type)?.value;
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/**
 * The main visitor flows on Telugu pages, on a phone (the layout is the English one's, tested at
 * both widths there): the pricing search by a Telugu village name, the plot search, a plot's page,
 * the contact form with a validation message and the success toast, and the updates. Expected
 * words come from the site's Telugu dictionaries; data from the demo data's Telugu versions.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

async function open(path: string) {
  const opened = await newPage(browser, 'mobile', { baseURL: server.url });
  await opened.page.goto(path);
  return opened;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

describe('Telugu pages on a phone', () => {
  it('searches the prices by a village name typed in Telugu', async () => {
    const regions = (await (await fetch(`${server.url}/api/regions`)).json()) as Region[];
    const village = regions.find((region) => region.regionTe)!;
    expect(village, 'the demo data names villages in Telugu').toBeTruthy();
    const { context, page, pageErrors } = await open('/te/');
    try {
      const search = page.getByPlaceholder(tePricing.searchPlaceholder);
      await liveSection(page, search);
      await search.fill(village.regionTe);
      const names = page.getByTestId('region-cards').locator('h3');
      await expect.poll(() => names.allTextContents()).toEqual([village.regionTe]);
      await screenshot(page, 'telugu-pricing-search');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('searches plots by a Telugu place name and shows the results in Telugu', async () => {
    const regions = (await (await fetch(`${server.url}/api/regions`)).json()) as Region[];
    const plots = (await (await fetch(`${server.url}/api/plots?pageSize=48`)).json()) as PlotPage;
    // A village that has both a Telugu name and plots.
    const village = regions.find((region) => region.regionTe && plots.items.some((plot) => plot.location.toLowerCase().includes(region.region.toLowerCase())))!;
    expect(village).toBeTruthy();
    const expected = (await (await fetch(`${server.url}/api/plots?location=${encodeURIComponent(village.region)}`)).json()) as PlotPage;
    const { context, page, pageErrors } = await open('/te/');
    try {
      const form = page.getByRole('search', { name: tePlots.search.formLabel });
      await liveSection(page, form);
      await form.getByLabel(tePlots.filters.location).fill(village.regionTe);
      await form.getByRole('button', { name: tePlots.actions.search, exact: true }).click();
      await page.getByRole('heading', { name: tePlots.search.results(expected.total) }).waitFor();
      const first = page.getByTestId('search-results').getByTestId('plot-card').first();
      const plot = expected.items[0]!;
      await expect.poll(() => first.getAttribute('data-plot-id')).toBe(plot.id);
      await expect.poll(() => first.getByTestId('plot-price').textContent()).toBe(formatPlotPrice(plot.price, plot.priceUnit, 'te'));
      await expect.poll(() => first.textContent()).toContain(teParts.plot.roadWidth);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a plot's page in Telugu, with its Telugu title, price words and a Telugu validation message", async () => {
    const plots = (await (await fetch(`${server.url}/api/plots?pageSize=48`)).json()) as PlotPage;
    const plot: Plot = plots.items.find((candidate) => candidate.titleTe)!;
    expect(plot, 'the demo data has plots with a Telugu title').toBeTruthy();
    const { context, page, pageErrors } = await open(`/te${sitePaths.plot(plot)}`);
    try {
      await page.getByRole('heading', { name: plot.titleTe, level: 1 }).waitFor();
      await expect.poll(() => page.title()).toContain(plot.titleTe);
      await expect.poll(() => page.getByTestId('plot-price').first().textContent()).toBe(formatPlotPrice(plot.price, plot.priceUnit, 'te'));
      await page.getByRole('radio', { name: 'చ.గ.' }).waitFor({ state: 'attached' });
      await page.getByRole('link', { name: new RegExp(`^${teParts.plot.bookNow}`) }).first().waitFor();

      const enquiry = page.locator('section', { has: page.getByRole('heading', { name: tePlotPage.enquiry.heading }) });
      await enquiry.scrollIntoViewIfNeeded();
      await enquiry.getByRole('button', { name: tePlotPage.enquiry.send }).click();
      await enquiry.getByText(teMessages.nameRequired, { exact: true }).waitFor();
      await enquiry.getByText(teMessages.phoneRequired, { exact: true }).waitFor();
      await screenshot(page, 'telugu-plot-enquiry-errors');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes a message through the Telugu contact form: a Telugu validation message, then the success toast, and the lead is stored', async () => {
    const { context, page, pageErrors } = await open('/te/contact');
    try {
      const form = page.locator('section', { has: page.getByRole('heading', { name: teContact.form.heading, exact: true }) });
      await form.getByRole('button', { name: teContact.form.send }).click();
      await toast(page, teMessages.fixFormErrors);
      await form.getByText(teMessages.emailRequired, { exact: true }).waitFor();
      await form.getByRole('textbox', { name: teParts.forms.email, exact: true }).fill('not-an-email');
      await form.getByRole('button', { name: teContact.form.send }).click();
      await form.getByText(teMessages.emailInvalid, { exact: true }).waitFor();

      const email = `telugu.${Date.now()}@example.com`;
      await form.getByRole('textbox', { name: teParts.forms.name, exact: true }).fill('రమాదేవి');
      await form.getByRole('textbox', { name: teParts.forms.phone, exact: true }).fill('9876501234');
      await form.getByRole('textbox', { name: teParts.forms.email, exact: true }).fill(email);
      await form.getByRole('button', { name: teContact.form.send }).click();
      await toast(page, teMessages.contactSuccess);
      await screenshot(page, 'telugu-contact-sent');
      const lead = (await store.leads.list()).find((candidate) => candidate.email === email);
      expect(lead?.name).toBe('రమాదేవి');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists the updates in Telugu and opens one in Telugu, dated with Telugu month names', async () => {
    const posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as Blog[];
    const post = posts.find((candidate) => candidate.titleTe)!;
    expect(post, 'the demo data has updates in Telugu').toBeTruthy();
    const { context, page, pageErrors } = await open('/te/amaravati-updates');
    try {
      await page.getByRole('heading', { name: teUpdates.title, level: 1 }).waitFor();
      const card = page.locator('article', { has: page.getByRole('link', { name: post.titleTe, exact: true }) });
      await expect.poll(() => card.textContent()).toContain(teluguLongDate(post.createdAt));
      await card.getByRole('link', { name: post.titleTe, exact: true }).click();
      await page.waitForURL(`**/te/amaravati-updates/${post.id}`);
      await page.getByRole('heading', { name: post.titleTe, level: 1 }).waitFor();
      await page.getByRole('link', { name: teUpdates.article.back }).first().waitFor();
      await expect.poll(() => page.locator('main').textContent()).toContain(post.contentTe.split('\n')[0]!.trim().slice(0, 40));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
