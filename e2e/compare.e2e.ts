import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArea } from '../functions/src/core/area-units';
import { COMPARE_MAX } from '../functions/src/core/constants';
import { formatPlotPrice, formatRupees } from '../functions/src/core/price';
import type { Plot } from '../functions/src/core/schemas/plot';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, type ViewportName } from './harness';

/**
 * Compare and favourites (docs/product.md: compare, favourites): the tray filled from plot cards
 * (a fifth refused in words), the comparison page side by side with the area unit, its shareable
 * link, missing ids named, too few ids explained; favourites saved with the heart, listed, removed
 * and added to the tray. On a phone the table scrolls sideways under a fixed first column.
 * Both flows run once, on a phone: their one width-specific check (that sideways scroll) is a
 * phone's, and a wide screen asserted nothing of its own.
 */
const FULL = `You can compare up to ${COMPARE_MAX} plots. Remove one from the tray to add another.`;

let server: RunningServer;
let browser: Browser;
let store: Store;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cards = (page: Page) => page.getByTestId('plot-card');
const tray = (page: Page) => page.getByTestId('compare-tray');

async function plotOf(page: Page, index: number): Promise<Plot> {
  const id = await cards(page).nth(index).getAttribute('data-plot-id');
  return (await store.plots.get(id!))!;
}

describe.each([PUBLIC_FLOW])('compare (%s)', (viewport: ViewportName) => {
  it('fills the tray from the cards, refuses a fifth, and compares the picked plots side by side with a link to share', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto('/properties');
      await expect.poll(() => tray(page).count()).toBe(0);
      const picked: Plot[] = [];
      for (let index = 0; index < COMPARE_MAX; index += 1) {
        picked.push(await plotOf(page, index));
        await cards(page).nth(index).getByRole('button', { name: 'Compare' }).click();
      }
      await tray(page).getByRole('link', { name: `Compare (${COMPARE_MAX})` }).waitFor();
      await expect.poll(() => cards(page).nth(0).getByRole('button', { name: /In compare/ }).getAttribute('aria-pressed')).toBe('true');

      await cards(page).nth(COMPARE_MAX).getByRole('button', { name: /Compare/ }).click();
      await page.getByRole('status').filter({ hasText: FULL }).first().waitFor();
      await expect.poll(() => tray(page).getByRole('listitem').count()).toBe(COMPARE_MAX);

      await tray(page).getByRole('button', { name: `Remove ${picked[3]!.title} from compare` }).click();
      const kept = picked.slice(0, 3);
      await tray(page).getByRole('link', { name: 'Compare (3)' }).click();
      await page.waitForURL('**/compare?**');
      await expect.poll(() => new URL(page.url()).searchParams.get('ids')).toBe(kept.map((plot) => plot.id).join(','));

      const table = page.getByTestId('compare-table');
      await table.waitFor();
      const headers = table.locator('thead th[scope="col"]').filter({ hasNot: page.getByText('Plot', { exact: true }) });
      await expect.poll(() => table.locator('thead th').count()).toBe(kept.length + 1);
      const row = (label: string) => table.locator('tbody tr').filter({ has: page.locator('th', { hasText: label }) }).locator('td');
      await expect.poll(() => row('Price').allTextContents()).toEqual(kept.map((plot) => formatPlotPrice(plot.price, plot.priceUnit)));
      await expect.poll(() => row('Rate per sq.yd').allTextContents()).toEqual(kept.map((plot) => formatRupees(plot.pricePerSqYard)));
      await expect.poll(() => row('Area').allTextContents()).toEqual(kept.map((plot) => formatArea(plot.area, 'sqyd')));
      await expect.poll(() => row('Facing').allTextContents()).toEqual(kept.map((plot) => plot.roadFacing));
      await expect.poll(() => row('Road width').allTextContents()).toEqual(kept.map((plot) => `${plot.roadWidth} m`));
      await expect.poll(() => row('Status').allTextContents()).toEqual(kept.map((plot) => (plot.status === 'sold' ? 'Sold' : 'Available')));
      await expect.poll(() => row('AP RERA number').allTextContents()).toEqual(kept.map((plot) => plot.reraNumber || '—'));
      await expect.poll(() => headers.first().getByRole('link').getAttribute('href')).toBe(sitePaths.plot(kept[0]!));

      await page.getByText('sq.ft', { exact: true }).click();
      await expect.poll(() => row('Area').allTextContents()).toEqual(kept.map((plot) => formatArea(plot.area, 'sqft')));

      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('status').filter({ hasText: 'Link to this comparison copied' }).first().waitFor();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${sitePaths.compare(kept.map((plot) => plot.id))}`);

      if (viewport === 'mobile') {
        const scroller = page.getByRole('region', { name: 'Comparison table (scrolls sideways)' });
        await expect.poll(() => scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        await expect.poll(() => table.locator('tbody th').first().evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
      }
      await screenshot(page, `compare-${viewport}`);

      await headers.first().getByRole('button', { name: `Remove ${kept[0]!.title}` }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('ids')).toBe(kept.slice(1).map((plot) => plot.id).join(','));
      await expect.poll(() => table.locator('thead th').count()).toBe(3);

      await tray(page).getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => tray(page).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the comparison page without a browser, and with bad ids', () => {
  it('is rendered by the server with the plots, not indexed; too few or unknown ids are explained', async () => {
    const { items } = await store.plots.search(plotSearchQuerySchema.parse({ status: 'all', pageSize: 2 }));
    const [a, b] = items as Plot[];
    const html = await (await fetch(`${server.url}${sitePaths.compare([a!.id, b!.id])}`)).text();
    expect(html).toContain(a!.title);
    expect(html).toContain(b!.title);
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    const { context, page, pageErrors } = await newPage(browser, 'desktop', { baseURL: server.url });
    try {
      await page.goto('/compare');
      await page.getByText('Pick at least 2 plots to compare').waitFor();
      await page.goto(sitePaths.compare(['no-such-plot', a!.id]));
      await expect.poll(() => page.getByTestId('compare-missing').textContent()).toBe('This plot is no longer listed: no-such-plot.');
      await page.getByText('Fewer than 2 of these plots are still listed').waitFor();
      await page.goto(sitePaths.compare([a!.id, 'gone-plot', b!.id]));
      await expect.poll(() => page.getByTestId('compare-missing').textContent()).toContain('gone-plot');
      await expect.poll(() => page.getByTestId('compare-table').locator('thead th').count()).toBe(3);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([PUBLIC_FLOW])('favourites (%s)', (viewport: ViewportName) => {
  it('lists the plots saved with the heart, removes them, adds them to compare; empty says how to save', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Favourites' }).click();
      await page.waitForURL('**/favourites');
      await page.getByText('No favourites yet').waitFor();

      await page.goto('/properties');
      const saved = [await plotOf(page, 0), await plotOf(page, 1)];
      for (const plot of saved) await page.getByRole('button', { name: `Save ${plot.title} to favourites` }).click();
      await page.goto('/favourites');
      const list = page.getByTestId('favourites');
      await expect.poll(() => list.getByTestId('plot-card').count()).toBe(2);
      await expect.poll(() => list.getByRole('heading').allTextContents()).toEqual(saved.map((plot) => plot.title));

      await list.getByTestId('plot-card').first().getByRole('button', { name: 'Compare' }).click();
      await tray(page).getByRole('listitem').filter({ hasText: saved[0]!.title }).waitFor();

      const firstRemove = list.getByRole('button', { name: /^Remove from favourites/ }).first();
      await expect.poll(() => firstRemove.textContent()).toBe(`Remove from favourites: ${saved[0]!.title}`);
      // By keyboard: the tray covers the foot of the screen, where a click's scrolling would put the button.
      await firstRemove.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => list.getByTestId('plot-card').count()).toBe(1);
      await page.reload();
      await expect.poll(() => page.getByTestId('favourites').getByRole('heading').allTextContents()).toEqual([saved[1]!.title]);
      await screenshot(page, `favourites-${viewport}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
