import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlotPrice } from '../functions/src/core/price';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { ADMIN, launchBrowser, newPage, PUBLIC_FLOW, screenshot, signInThroughApi, startServer, type RunningServer, type ViewportName } from './harness';
import { startTileServer, type TileServer } from './tile-server';

/**
 * Maps (docs/product.md: maps): the listings' map view and the plot page's map draw tiles from the
 * server the site settings name — here a local one, set through the admin settings API — and load
 * Leaflet only when a map is on screen. Markers, their popups and links, the plots without a
 * location counted, the plot page's "Location not shared yet", and the CSP allowing the tiles.
 * Nothing of this depends on the width: the browser tests run once, at the public flows' width.
 */
const ATTRIBUTION = 'Map tiles © E2E tile server';
const LEAFLET_CHUNK = /\/assets\/leaflet-map-[\w-]+\.(js|css)$/;

let server: RunningServer;
let tiles: TileServer;
let browser: Browser;
let store: Store;
let located: Plot;
let unlocated: Plot;

const hasLocation = (plot: Plot) => !(plot.coordinates.latitude === 0 && plot.coordinates.longitude === 0);

beforeAll(async () => {
  tiles = await startTileServer();
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('__session='))!.split(';')[0]!;
  const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as SiteSettings;
  const saved = await fetch(`${server.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.url, Cookie: cookie },
    body: JSON.stringify({ ...settings, mapTileUrl: tiles.template, mapAttribution: ATTRIBUTION }),
  });
  expect(saved.status).toBe(200);
  const all = await store.plots.search(plotSearchQuerySchema.parse({ status: 'all', pageSize: 48 }));
  located = all.items.find(hasLocation)!;
  unlocated = all.items.find((plot) => !hasLocation(plot))!;
  expect(located && unlocated, 'the demo data has plots with and without a location').toBeTruthy();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tiles?.stop();
});

/** Counts the Leaflet chunk's requests (JS and CSS). */
function leafletRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (LEAFLET_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

describe.each([PUBLIC_FLOW])('maps (%s)', (viewport: ViewportName) => {
  it('the listings map view: List / Map in the URL, a marker per located plot with its popup and link, the others counted, tiles from the settings', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const leaflet = leafletRequests(page);
      await page.goto('/');
      await page.goto('/properties');
      expect(leaflet, 'the home page and the list view load no map code').toEqual([]);

      const answer = page.waitForResponse((response) => response.url().includes('/api/plots?') && response.url().includes('pageSize=48'));
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      const plots = ((await (await answer).json()) as PlotPage).items;
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
      await expect.poll(() => page.getByRole('button', { name: 'Map', exact: true }).getAttribute('aria-pressed')).toBe('true');

      const withLocation = plots.filter(hasLocation);
      const without = plots.length - withLocation.length;
      expect(withLocation.length).toBeGreaterThan(1);
      const markers = page.locator('.leaflet-marker-icon');
      await expect.poll(() => markers.count(), { timeout: 10_000 }).toBe(withLocation.length);
      if (without > 0) await expect.poll(() => page.getByTestId('map-without-location').textContent()).toContain(`${without} plot`);
      await expect.poll(() => tiles.requests.length).toBeGreaterThan(0);
      await page.waitForFunction((origin) => Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).some((tile) => tile.src.startsWith(origin) && tile.complete && tile.naturalWidth === 256), tiles.origin);
      await expect.poll(() => page.locator('.leaflet-control-attribution').textContent()).toContain(ATTRIBUTION);

      // Each marker names its plot; Enter on a focused marker opens its popup with the price and the link.
      const titles = await markers.evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title')));
      expect(titles.sort()).toEqual(withLocation.map((plot) => plot.title).sort());
      const first = withLocation[0]!;
      const marker = page.locator(`.leaflet-marker-icon[title="${first.title.replace(/"/g, '\\"')}"]`).first();
      await marker.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.leaflet-popup');
      await popup.waitFor();
      await expect.poll(() => popup.textContent()).toContain(formatPlotPrice(first.price, first.priceUnit));
      const link = popup.locator('.map-popup a');
      await expect.poll(() => link.textContent()).toBe(`View plot: ${first.title}`);
      await expect.poll(() => link.getAttribute('href')).toBe(sitePaths.plot(first));
      await screenshot(page, `maps-listing-${viewport}`);

      // The text alternative: the same plots as links.
      await page.getByText(`Plots on this map as a list (${withLocation.length})`).click();
      await expect.poll(() => page.getByTestId('listing-map').getByRole('listitem').count()).toBe(withLocation.length);

      await link.click();
      await page.waitForURL(`**${sitePaths.plot(first)}`);
      await page.goBack();
      // Back in the page (the app's own navigation: no new document), the map view comes back from
      // the address; List is pressed once it has, or the view read from the address would follow it.
      await page.waitForURL(/[?&]view=map/);
      await expect.poll(() => page.getByRole('button', { name: 'Map', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => markers.count()).toBe(withLocation.length);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.getByTestId('listing-results').waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.has('view')).toBe(false);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a category listing opened at ?view=map shows its plots only, rendered by the server with the map view', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const category = located.category;
      const html = await (await fetch(`${server.url}${sitePaths.buy(category)}?view=map`)).text();
      expect(html).toContain('data-testid="listing-map"');
      await page.goto(`${sitePaths.buy(category)}?view=map`);
      const inCategory = await store.plots.search(plotSearchQuerySchema.parse({ category, pageSize: 48 }));
      const expected = inCategory.items.filter(hasLocation).length;
      await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 10_000 }).toBe(expected);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the plot page: the map loads when scrolled to, with one marker at the plot; a plot without a location says so', async () => {
    const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
    try {
      const leaflet = leafletRequests(page);
      const before = tiles.requests.length;
      await page.goto(sitePaths.plot(located));
      expect(leaflet, 'a plot page loads no map code before its map is near the screen').toEqual([]);
      const map = page.getByTestId('map');
      await map.scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 10_000 }).toBe(1);
      expect(leaflet.length).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.leaflet-marker-icon').getAttribute('title')).toBe(located.title);
      await expect.poll(() => tiles.requests.length).toBeGreaterThan(before);
      await expect.poll(() => page.getByRole('region', { name: `Map: ${located.title}, ${located.location}` }).count()).toBe(1);
      await expect.poll(() => page.locator('#plot-location').getByRole('link', { name: /Directions/ }).getAttribute('href')).toContain(String(located.coordinates.latitude));
      await screenshot(page, `maps-plot-page-${viewport}`);

      await page.goto(sitePaths.plot(unlocated));
      await page.locator('#plot-location').getByText('Location not shared yet').waitFor();
      await expect.poll(() => page.locator('#plot-location').getByTestId('map').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the CSP of the pages', () => {
  it('allows images from the configured tile server, and no wildcard', async () => {
    const csp = (await fetch(`${server.url}/properties`)).headers.get('content-security-policy') ?? '';
    const imgSrc = /img-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(imgSrc.split(' ')).toContain(tiles.origin);
    expect(imgSrc.split(' ')).not.toContain('*');
  });
});

describe('the map tiles in admin Settings (desktop)', () => {
  it('shows the stored tile URL and credit, refuses a template without {z}/{x}/{y}, saves a new server, and the pages then draw from it', async () => {
    const second = await startTileServer();
    const { context, page, pageErrors } = await newPage(browser, 'desktop', { baseURL: server.url });
    try {
      await signInThroughApi(context, server);
      await page.goto('/admin/settings');
      const form = page.locator('form[aria-labelledby="business-details-heading"]');
      const tileUrl = form.getByLabel(/^Tile URL/);
      const credit = form.getByLabel(/^Map credit/);
      await tileUrl.waitFor();
      await expect.poll(() => tileUrl.inputValue()).toBe(tiles.template);
      await expect.poll(() => credit.inputValue()).toBe(ATTRIBUTION);

      const save = form.getByRole('button', { name: 'Save business details' });
      await tileUrl.fill('https://tiles.example.com/tile.png');
      await credit.fill('');
      await save.click();
      await form.getByText('Tile URL must be http(s) and hold {z}, {x} and {y}').waitFor();
      await form.getByText('Map attribution is required').waitFor();
      await expect.poll(() => tileUrl.getAttribute('aria-invalid')).toBe('true');
      expect((await store.settings.get())?.mapTileUrl).toBe(tiles.template);

      await tileUrl.fill(second.template);
      await credit.fill('Second tiles');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/settings') && response.request().method() === 'PUT');
      await save.click();
      expect((await saved).status()).toBe(200);
      expect(await store.settings.get()).toMatchObject({ mapTileUrl: second.template, mapAttribution: 'Second tiles' });

      await page.goto(sitePaths.plot(located));
      await page.getByTestId('map').scrollIntoViewIfNeeded();
      await expect.poll(() => second.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.leaflet-control-attribution').textContent()).toContain('Second tiles');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
      await second.stop();
    }
  });
});
