import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, liveSection } from './harness';

/**
 * The home page's plot search: every filter on its own, a combination, the result heading and
 * cards against the API's answer for the same query, the empty state, Clear, Enter and Load more.
 * Flows, not layout: once, at the public flows' width.
 */

const PAGE_SIZE = 12;
const LAKH = 100_000;

let server: RunningServer;
let browser: Browser;
let all: Plot[];

async function apiPage(params: Record<string, string | number>, page = 1): Promise<PlotPage> {
  const query = new URLSearchParams({ sort: 'newest', pageSize: String(PAGE_SIZE), page: String(page) });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const response = await fetch(`${server.url}/api/plots?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PlotPage;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const first = await apiPage({ pageSize: 48 });
  all = first.items;
  for (let page = 2; all.length < first.total; page++) all.push(...(await apiPage({ pageSize: 48 }, page)).items);
  expect(all.length).toBeGreaterThanOrEqual(40);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q)]!;
}

function form(page: Page): Locator {
  return page.getByRole('search', { name: 'Plot search' });
}

async function openSearch(page: Page) {
  await page.goto('/');
  await form(page).waitFor();
  await liveSection(page, form(page));
}

/** Runs one search and checks the heading and the cards against the API's first page. */
async function expectResults(page: Page, params: Record<string, string | number>) {
  const expected = await apiPage(params);
  await page.getByRole('heading', { name: `Search Results (${expected.total} plots found)` }).waitFor();
  if (expected.total === 0) {
    await page.getByText(MESSAGES.noPlotsFound).waitFor();
    return expected;
  }
  const cards = page.getByTestId('search-results').getByTestId('plot-card');
  await expect.poll(() => cards.count()).toBe(Math.min(expected.total, PAGE_SIZE));
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-plot-id')));
  expect(ids).toEqual(expected.items.map((plot) => plot.id));
  return expected;
}

async function search(page: Page) {
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
}

async function clear(page: Page) {
  await form(page).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: /^Search Results/ }).count()).toBe(0);
}

for (const viewport of [PUBLIC_FLOW]) {
  describe(`plot search (${viewport})`, () => {
    it('runs a search typed and sent before the section is live (its code loads when it is seen)', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        const navigations: string[] = [];
        page.on('framenavigated', (frame) => navigations.push(frame.url()));
        await page.goto('/');
        const location = all[0]!.location;
        // Straight away: the browser would send the form as a page load; the section sends it instead.
        await form(page).getByLabel('Location').fill(location);
        await form(page).getByLabel('Location').press('Enter');
        await expectResults(page, { location });
        expect(navigations.filter((url) => url.includes('location='))).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('shows results only after Search, for each filter on its own', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await openSearch(page);
        await expect.poll(() => page.getByRole('heading', { name: /^Search Results/ }).count()).toBe(0);
        const f = form(page);

        // Location: a case-insensitive part of a real location.
        const location = all[0]!.location;
        const part = location.slice(1, 5).toUpperCase();
        await f.getByLabel('Location').fill(part);
        await search(page);
        const byLocation = await expectResults(page, { location: part });
        expect(byLocation.total).toBeGreaterThan(0);
        expect(byLocation.items.every((plot) => plot.location.toLowerCase().includes(part.toLowerCase()))).toBe(true);
        await screenshot(page, `plot-search-results-${viewport}`);
        await clear(page);
        await expect.poll(() => f.getByLabel('Location').inputValue()).toBe('');

        // Prices are typed in lakhs and sent in rupees.
        const prices = all.map((plot) => plot.price);
        const minLakhs = Math.round(quantile(prices, 0.5) / LAKH);
        await f.getByLabel('Minimum price in lakhs').fill(String(minLakhs));
        await search(page);
        const byMin = await expectResults(page, { priceMin: minLakhs * LAKH });
        expect(byMin.total).toBeGreaterThan(0);
        expect(byMin.total).toBeLessThan(all.length);
        await clear(page);

        const maxLakhs = Math.round(quantile(prices, 0.3) / LAKH);
        await f.getByLabel('Maximum price in lakhs').fill(String(maxLakhs));
        await search(page);
        const byMax = await expectResults(page, { priceMax: maxLakhs * LAKH });
        expect(byMax.total).toBeGreaterThan(0);
        expect(byMax.total).toBeLessThan(all.length);
        await clear(page);

        const areas = all.map((plot) => plot.area);
        const areaMin = quantile(areas, 0.6);
        await f.getByLabel('Minimum area in square feet').fill(String(areaMin));
        await search(page);
        expect((await expectResults(page, { areaMin })).total).toBeLessThan(all.length);
        await clear(page);

        const areaMax = quantile(areas, 0.4);
        await f.getByLabel('Maximum area in square feet').fill(String(areaMax));
        await search(page);
        expect((await expectResults(page, { areaMax })).total).toBeLessThan(all.length);
        await clear(page);

        await f.getByLabel('Status').selectOption('sold');
        await search(page);
        const sold = await expectResults(page, { status: 'sold' });
        expect(sold.total).toBe(all.filter((plot) => plot.status === 'sold').length);
        await clear(page);
        await expect.poll(() => f.getByLabel('Status').inputValue()).toBe('all');

        await f.getByLabel('Road Facing').selectOption('North-East');
        await search(page);
        const facing = await expectResults(page, { roadFacing: 'North-East' });
        expect(facing.total).toBe(all.filter((plot) => plot.roadFacing === 'North-East').length);
        const shown = await page.getByTestId('search-results').getByTestId('plot-card').allTextContents();
        expect(shown.every((text) => text.includes('North-East'))).toBe(true);
        await clear(page);
        await expect.poll(() => f.getByLabel('Road Facing').inputValue()).toBe('any');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('combines filters, submits with Enter, and shows the empty state', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await openSearch(page);
        const f = form(page);
        await f.getByLabel('Status').selectOption('available');
        await f.getByLabel('Maximum price in lakhs').fill('150');
        await f.getByLabel('Minimum area in square feet').fill('1000');
        await f.getByLabel('Location').fill('a');
        await f.getByLabel('Location').press('Enter');
        await expectResults(page, { status: 'available', priceMax: 150 * LAKH, areaMin: 1000, location: 'a' });

        await f.getByLabel('Location').fill('No such village anywhere');
        await f.getByLabel('Location').press('Enter');
        await expectResults(page, { status: 'available', priceMax: 150 * LAKH, areaMin: 1000, location: 'No such village anywhere' });
        await page.getByText(MESSAGES.noPlotsFound).waitFor();
        await screenshot(page, `plot-search-empty-${viewport}`);

        // Clear resets every filter and hides the results.
        await clear(page);
        for (const label of ['Location', 'Maximum price in lakhs', 'Minimum area in square feet']) {
          await expect.poll(() => f.getByLabel(label).inputValue()).toBe('');
        }
        await expect.poll(() => page.getByText(MESSAGES.noPlotsFound).count()).toBe(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('loads more results page by page', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await openSearch(page);
        await search(page);
        const first = await expectResults(page, {});
        expect(first.total).toBeGreaterThan(PAGE_SIZE);
        await page.getByText(`Showing ${PAGE_SIZE} of ${first.total} plots`).waitFor();
        await page.getByRole('button', { name: 'Load more' }).click();
        const second = await apiPage({}, 2);
        const cards = page.getByTestId('search-results').getByTestId('plot-card');
        await expect.poll(() => cards.count()).toBe(Math.min(first.total, 2 * PAGE_SIZE));
        const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-plot-id')));
        expect(ids).toEqual([...first.items, ...second.items].map((plot) => plot.id));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
