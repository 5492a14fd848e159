import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_CATEGORIES } from '../functions/src/core/constants';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import { flowViewport, launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, type ViewportName } from './harness';

/**
 * The property listings: /properties (server paging and sorting, filters in the URL, back
 * button), /buy/:category (filtered to one category; unknown → 404) and /investment-opportunities.
 * Flows, not layout: each runs once, at the public flows' width, except that the category listing
 * runs on a wide screen, so each of the filter form's two layouts is used once.
 */

const PAGE_SIZE = 12;
let server: RunningServer;
let browser: Browser;

async function apiPage(params: Record<string, string | number>): Promise<PlotPage> {
  const query = new URLSearchParams({ sort: 'newest', pageSize: String(PAGE_SIZE), page: '1' });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const response = await fetch(`${server.url}/api/plots?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PlotPage;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function cardIds(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('listing-results')
    .getByTestId('plot-card')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-plot-id')));
}

async function expectListing(page: Page, expected: PlotPage, pageNumber = 1) {
  const first = (pageNumber - 1) * PAGE_SIZE + 1;
  const last = Math.min(expected.total, pageNumber * PAGE_SIZE);
  await expect
    .poll(() => page.getByTestId('listing-summary').textContent())
    .toBe(`Showing ${first}–${last} of ${expected.total} plots`);
  await expect.poll(() => cardIds(page)).toEqual(expected.items.map((plot: Plot) => plot.id));
  // The page shown is the one loaded: not dimmed as if another were on its way.
  await expect.poll(() => page.getByTestId('listing-results').getAttribute('aria-busy')).toBe('false');
}

async function openFilters(page: Page, viewport: ViewportName) {
  if (viewport === 'mobile') await page.getByRole('button', { name: /^Filters/ }).click();
  const form = page.getByRole('search', { name: 'Filter plots' });
  await form.waitFor({ state: 'visible' });
  return form;
}

for (const viewport of [PUBLIC_FLOW]) {
  describe(`properties (${viewport})`, () => {
    it('pages through all plots on the server and keeps the page in the URL', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/properties');
        await page.getByRole('heading', { name: 'Properties for sale in Amaravati', level: 1 }).waitFor();
        const one = await apiPage({});
        expect(one.total).toBeGreaterThan(PAGE_SIZE);
        await expectListing(page, one);
        await screenshot(page, `properties-${viewport}`);

        const pagination = page.getByRole('navigation', { name: 'Pagination' });
        await pagination.getByRole('link', { name: 'Next' }).click();
        await page.waitForURL('**/properties?page=2');
        await expectListing(page, await apiPage({ page: 2 }), 2);
        await expect.poll(() => pagination.locator('[aria-current="page"]').textContent()).toContain('2');

        const lastPage = Math.ceil(one.total / PAGE_SIZE);
        await pagination.getByRole('link', { name: `Page ${lastPage}` }).click();
        await page.waitForURL(`**/properties?page=${lastPage}`);
        await expectListing(page, await apiPage({ page: lastPage }), lastPage);
        await expect.poll(() => pagination.getByRole('link', { name: 'Next' }).count()).toBe(0);

        await page.goBack();
        await page.waitForURL('**/properties?page=2');
        await expectListing(page, await apiPage({ page: 2 }), 2);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('sorts by price and area in both directions', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/properties');
        const sort = page.getByLabel('Sort by');
        await sort.waitFor();
        for (const value of ['price-asc', 'price-desc', 'area-asc', 'area-desc'] as const) {
          await sort.selectOption(value);
          await page.waitForURL(`**/properties?sort=${value}`);
          const expected = await apiPage({ sort: value });
          await expectListing(page, expected);
          const key = value.startsWith('price') ? 'price' : 'area';
          const values = expected.items.map((plot) => plot[key]);
          const sorted = [...values].sort((a, b) => (value.endsWith('asc') ? a - b : b - a));
          expect(values).toEqual(sorted);
        }
        await sort.selectOption('newest');
        await page.waitForURL(/\/properties$/);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('keeps the filters in the URL: shareable, reloadable, and the back button works', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/properties');
        await expectListing(page, await apiPage({}));
        let form = await openFilters(page, viewport);
        await form.getByLabel('Status').selectOption('available');
        await form.getByLabel('Maximum price in lakhs').fill('120');
        await form.getByLabel('Road Facing').selectOption('East');
        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('status') === 'available');
        const url = new URL(page.url());
        expect(Object.fromEntries(url.searchParams)).toEqual({
          priceMax: String(120 * 100_000),
          status: 'available',
          roadFacing: 'East',
        });
        const filtered = await apiPage({ status: 'available', priceMax: 120 * 100_000, roadFacing: 'East' });
        await expectListing(page, filtered);

        // A shared link opens with the same filters filled in.
        const other = await context.newPage();
        await other.goto(url.pathname + url.search);
        await expectListing(other, filtered);
        const otherForm = await openFilters(other, viewport);
        await expect.poll(() => otherForm.getByLabel('Maximum price in lakhs').inputValue()).toBe('120');
        await expect.poll(() => otherForm.getByLabel('Road Facing').inputValue()).toBe('East');
        await other.close();

        // Back returns to every plot, and the form follows.
        await page.goBack();
        await page.waitForURL(/\/properties$/);
        await expectListing(page, await apiPage({}));
        form = await openFilters(page, viewport);
        await expect.poll(() => form.getByLabel('Maximum price in lakhs').inputValue()).toBe('');

        // Nothing matches: the empty state offers to clear.
        await page.goto('/properties?location=No%20such%20village');
        await page.getByText('No plots found matching your criteria').waitFor();
        await page.getByRole('button', { name: 'Clear filters' }).click();
        await page.waitForURL(/\/properties$/);
        await expectListing(page, await apiPage({}));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('shows investment opportunities: featured plots with regional price context', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/investment-opportunities');
        await page.getByRole('heading', { name: 'Investment opportunities in Amaravati', level: 1 }).waitFor();
        await page.getByTestId('region-summary').waitFor();
        await page.getByRole('heading', { name: 'Featured Properties', level: 2 }).waitFor();
        await page.getByTestId('featured-grid').getByTestId('plot-card').first().waitFor();
        await page.getByRole('heading', { name: 'Amaravati Property Pricing', level: 2 }).waitFor();
        const summary = (await page.getByTestId('region-summary').textContent()) ?? '';
        expect(summary).toContain('Most affordable entry points');
        expect(summary).toContain('Premium locations');
        await screenshot(page, `investment-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

// The filter form is behind a Filters button on a phone and beside the list on a wide screen: the
// URL-filters flow above opens the phone's, this one uses the wide screen's.
for (const viewport of [flowViewport('desktop')]) {
  describe(`category listings (${viewport})`, () => {
    it('lists one category under /buy/:category, with filters', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        for (const [category, heading] of [
          ['commercial', 'Commercial plots for sale'],
          ['agricultural', 'Agricultural land for sale'],
        ] as const) {
          await page.goto(`/buy/${category}`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          const expected = await apiPage({ category });
          expect(expected.total).toBeGreaterThan(0);
          expect(expected.items.every((plot) => plot.category === category)).toBe(true);
          await expectListing(page, expected);
        }
        await screenshot(page, `buy-category-${viewport}`);

        const form = await openFilters(page, viewport);
        await form.getByLabel('Status').selectOption('available');
        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL('**/buy/agricultural?status=available');
        await expectListing(page, await apiPage({ category: 'agricultural', status: 'available' }));

        // Every category in the menu has a listing.
        for (const category of PLOT_CATEGORIES) {
          await page.goto(`/buy/${category}`);
          await page.getByTestId('listing-summary').waitFor();
          await expect.poll(() => page.getByTestId('listing-summary').textContent()).not.toBe('Loading plots…');
        }

        await page.goto('/buy/castles');
        await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
        await expect.poll(() => page.getByRole('link', { name: 'Browse all properties' }).getAttribute('href')).toBe('/properties');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
