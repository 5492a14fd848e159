import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTablePrice, priceBand } from '../functions/src/core/price';
import type { Region } from '../functions/src/core/schemas/region';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName, liveSection } from './harness';

/**
 * The regional pricing table on the home page: search, sorting by each column in both directions,
 * price bands, legend and note, cards on phones and a table on wide screens. Expectations come
 * from GET /api/regions, sorted here by the product's rules (not by the app's code).
 */

let server: RunningServer;
let browser: Browser;
let regions: Region[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/regions`);
  expect(response.status).toBe(200);
  regions = (await response.json()) as Region[];
  expect(regions.length).toBeGreaterThanOrEqual(15);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const byName = (a: Region, b: Region) => a.region.localeCompare(b.region, 'en', { sensitivity: 'base' });
type Key = 'region' | 'residential' | 'commercial';
function expectedOrder(key: Key, direction: 'asc' | 'desc', list = regions): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (r: Region) => (key === 'residential' ? r.ResidentialPriceMin : r.CommercialPriceMin);
  return [...list]
    .sort((a, b) => (key === 'region' ? sign * byName(a, b) : sign * (value(a) - value(b)) || byName(a, b)))
    .map((r) => r.region);
}

/**
 * The region names in the order they are rendered, in the view the viewport shows (a table row's
 * header also lists the village's ventures under its name: left out).
 */
async function renderedNames(page: Page, viewport: ViewportName): Promise<string[]> {
  const list =
    viewport === 'desktop'
      ? page.getByTestId('region-table').locator('tbody th')
      : page.getByTestId('region-cards').locator('h3');
  await list.first().waitFor();
  return list.evaluateAll((headers) =>
    headers.map((header) => [...header.childNodes].filter((node) => !(node instanceof Element && node.matches('[data-testid="village-ventures"]'))).map((node) => node.textContent ?? '').join('')),
  );
}

async function sortBy(page: Page, viewport: ViewportName, label: string) {
  if (viewport === 'desktop') {
    await page.getByTestId('region-table').getByRole('button', { name: new RegExp(`^${label}`) }).click();
  } else {
    await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: new RegExp(`^${label}`) }).click();
  }
}

async function openPricing(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Amaravati Property Pricing', level: 2 }).waitFor();
  await liveSection(page, page.locator('#pricing'));
  // Long lists start collapsed; every test looks at the whole list.
  await page.getByRole('button', { name: `Show all ${regions.length} regions` }).click();
}

// Cards on a phone, a table on a wide screen: what they show and how they sort, at every width.
for (const viewport of TEST_VIEWPORTS) {
  describe(`pricing (${viewport})`, () => {
    it('shows every region with coloured price ranges, the legend and the per-square-yard note', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await openPricing(page);
        await expect.poll(() => renderedNames(page, viewport)).toEqual(expectedOrder('region', 'asc'));
        // The other view is hidden at this width.
        const hidden = viewport === 'desktop' ? page.getByTestId('region-cards') : page.getByTestId('region-table');
        await expect.poll(() => hidden.isVisible()).toBe(false);

        // The legend's ranges, as docs/product.md words them.
        for (const label of ['Below ₹45,000 / sq.yd', '₹45,000 – ₹55,000 / sq.yd', '₹55,000+ / sq.yd']) {
          await page.getByText(label, { exact: true }).waitFor();
        }
        await page.getByText('All prices are per square yard (sq.yd).').waitFor();

        const first = [...regions].sort(byName)[0]!;
        const cell = (viewport === 'desktop' ? page.getByTestId('region-table').locator('tbody tr') : page.getByTestId('region-cards').locator('li'))
          .first()
          .locator('[data-band]')
          .first();
        const text = (await cell.textContent()) ?? '';
        expect(text).toContain(`${formatTablePrice(first.ResidentialPriceMin)} – ${formatTablePrice(first.ResidentialPriceMax)}`);
        await expect.poll(() => cell.getAttribute('data-band')).toBe(priceBand(first.ResidentialPriceMin, first.ResidentialPriceMax));
        await screenshot(page, `pricing-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('sorts by each column in both directions', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await openPricing(page);
        // Region is the active column: clicking it flips to descending.
        await sortBy(page, viewport, 'Region');
        await expect.poll(() => renderedNames(page, viewport)).toEqual(expectedOrder('region', 'desc'));
        for (const [label, key] of [
          ['Residential', 'residential'],
          ['Commercial', 'commercial'],
        ] as const) {
          // Another column starts ascending; clicking it again flips it.
          await sortBy(page, viewport, label);
          await expect.poll(() => renderedNames(page, viewport)).toEqual(expectedOrder(key, 'asc'));
          if (viewport === 'desktop') {
            const th = page.getByTestId('region-table').locator('th[aria-sort="ascending"]');
            await expect.poll(() => th.textContent()).toContain(label);
          } else {
            const pressed = page.getByRole('group', { name: 'Sort by' }).locator('[aria-pressed="true"]');
            await expect.poll(() => pressed.textContent()).toContain(label);
          }
          await sortBy(page, viewport, label);
          await expect.poll(() => renderedNames(page, viewport)).toEqual(expectedOrder(key, 'desc'));
          if (viewport === 'desktop') {
            await expect.poll(() => page.getByTestId('region-table').locator('th[aria-sort="descending"]').textContent()).toContain(label);
          }
        }
        // The rendered prices agree with the order: minimum commercial prices never increase.
        if (viewport === 'desktop') {
          const cells = await page.getByTestId('region-table').locator('tbody tr td:nth-child(3) [data-band]').allTextContents();
          const mins = cells.map((cell) => Number(cell.split('–')[0]!.replace(/[^\d]/g, '')));
          expect(mins).toEqual([...mins].sort((a, b) => b - a));
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

// Searching and the taps held until the section is live are the same at every width: once.
for (const viewport of [PUBLIC_FLOW]) {
  describe(`pricing (${viewport})`, () => {
    it('keeps a tap and typing made before the table is live (its code loads when it is seen)', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Amaravati Property Pricing', level: 2 }).waitFor();
        // Straight away, as a quick visitor would: the tap is held and replayed once the code is here.
        await page.getByRole('button', { name: `Show all ${regions.length} regions` }).click();
        await expect.poll(() => renderedNames(page, viewport)).toEqual(expectedOrder('region', 'asc'));

        await page.reload();
        const search = page.getByPlaceholder('Search regions...');
        await search.fill('pal');
        const expected = regions.filter((region) => region.region.toLowerCase().includes('pal')).map((region) => region.region).sort();
        await expect.poll(async () => (await renderedNames(page, viewport)).sort()).toEqual(expected);
        await expect.poll(() => search.inputValue()).toBe('pal');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('filters by a case-insensitive part of the name and says when nothing matches', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await openPricing(page);
        const search = page.getByPlaceholder('Search regions...');
        const needle = 'PALEM';
        const expected = expectedOrder(
          'region',
          'asc',
          regions.filter((r) => r.region.toLowerCase().includes(needle.toLowerCase())),
        );
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(regions.length);
        await search.fill(needle);
        await expect.poll(() => renderedNames(page, viewport)).toEqual(expected);

        await search.fill('no such village');
        await page.getByText('No regions match “no such village”').waitFor();
        await search.fill('');
        await expect.poll(async () => (await renderedNames(page, viewport)).length).toBe(regions.length);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
