import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArea } from '../functions/src/core/area-units';
import { featuredCountForWidth } from '../functions/src/core/featured';
import { whatsappLink } from '../functions/src/core/links';
import { mapLink } from '../functions/src/core/plot-links';
import { bookNowText, shareText } from '../web/src/i18n/formats';
import { MESSAGES } from '../functions/src/core/messages';
import { formatPlotPrice } from '../functions/src/core/price';
import { plotPageDefaults, type Plot } from '../functions/src/core/schemas/plot';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import { sitePaths } from '../functions/src/core/site-paths';
import { failUntilRetry, launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, liveSection } from './harness';

/**
 * Featured Properties (count by window width, re-queried on resize) and the plot card: Book Now,
 * View Map only with a real location, 'No image available', favourites that survive a reload and
 * follow other tabs, and Share (device share sheet, else clipboard + toast). The count by width is
 * the layout, checked at four widths; the card's flows are not, and run once, at the public flows'
 * width.
 */

const FAVOURITES_KEY = 'amaravati-plots:favourites';
const NO_IMAGE_LOCATION = 'Zz Test Nowhere';

let server: RunningServer;
let browser: Browser;
let settings: SiteSettings;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  settings = await api<SiteSettings>('/api/settings');
  // A plot with neither image nor location, written before any page asks for plots.
  const store = await server.openStore();
  try {
    await store.plots.create({
      title: 'Test plot without photo',
      location: NO_IMAGE_LOCATION,
      type: 'Residential',
      category: 'open-plots',
      pricePerSqYard: 30_000,
      area: 1800,
      roadWidth: 9,
      roadFacing: 'East',
      status: 'available',
      features: [],
      description: '',
      imageUrl: '',
      imagePublicId: '',
      coordinates: { latitude: 0, longitude: 0 },
      featured: false,
      ...plotPageDefaults(),
      price: 6_000_000,
      priceUnit: 'lakhs',
    });
  } finally {
    await store.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function featuredCards(page: Page) {
  return page.getByTestId('featured-grid').getByTestId('plot-card');
}

/** The ids of the cards the visitor sees (all twelve are in the page; the width decides how many show). */
async function featuredIds(page: Page): Promise<(string | null)[]> {
  return featuredCards(page).evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).map((node) => node.getAttribute('data-plot-id')));
}

/** Opens another page first, so the home page is rendered by the browser and its reads go through the network. */
async function navigateHomeFromAbout(page: Page): Promise<void> {
  await page.goto('/about');
  await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
  // The brand link at the top left, on every width.
  await page.getByRole('banner').getByRole('link').filter({ has: page.locator('svg') }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('featured properties', () => {
  for (const width of [390, 800, 1100, 1366]) {
    it(`shows ${featuredCountForWidth(width)} plots at ${width} px`, async () => {
      const count = featuredCountForWidth(width);
      // The first `count` of the featured list: featured first, then the newest available.
      const expected = (await api<Plot[]>(`/api/plots/featured?limit=12`)).slice(0, count);
      const { context, page, pageErrors } = await newPage(browser, width < 768 ? 'mobile' : 'desktop', {
        baseURL: server.url,
      });
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await page.getByRole('heading', { name: 'Featured Properties', level: 2 }).waitFor();
        await featuredCards(page).first().waitFor();
        await expect.poll(() => featuredIds(page)).toEqual(expected.map((plot) => plot.id));
        // The seed has more available plots than any breakpoint asks for, so the count is exact.
        const available = await api<PlotPage>('/api/plots?status=available&pageSize=1');
        expect(expected.length).toBe(Math.min(count, available.total));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('follows the window when it is resized, with no request (the page holds all twelve)', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'desktop', { baseURL: server.url });
    try {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/plots/featured')) requests.push(new URL(request.url()).search);
      });
      await page.goto('/');
      await featuredCards(page).first().waitFor();
      const all = await api<Plot[]>('/api/plots/featured?limit=12');
      await expect.poll(() => featuredIds(page)).toEqual(all.map((plot) => plot.id));
      await page.setViewportSize({ width: 800, height: 768 });
      await expect.poll(() => featuredIds(page)).toEqual(all.slice(0, 6).map((plot) => plot.id));
      await page.setViewportSize({ width: 1100, height: 768 });
      await expect.poll(() => featuredIds(page)).toEqual(all.slice(0, 9).map((plot) => plot.id));
      // Rendered on the server with the page: the browser never asked for the list.
      expect(requests).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a loading skeleton of 3 cards, then the cards', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'desktop', { baseURL: server.url });
    try {
      // Hold the featured request until the skeleton has been seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/plots/featured*', async (route) => {
        await held;
        await route.continue();
      });
      await navigateHomeFromAbout(page);
      const skeleton = page.getByRole('status', { name: 'Loading featured properties' });
      await skeleton.waitFor();
      await expect.poll(() => skeleton.locator(':scope > *').count()).toBe(3);
      release();
      await featuredCards(page).first().waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says 'No properties available at the moment.' when there are none, and retries after an error", async () => {
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    try {
      // An error until Try again is pressed, then no plots at all.
      await failUntilRetry(
        page,
        '**/api/plots/featured*',
        (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"Boom"}}' }),
        (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
      await navigateHomeFromAbout(page);
      const alert = page.getByRole('alert').filter({ hasText: 'We could not load the featured properties.' });
      await alert.waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(MESSAGES.noFeatured).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

for (const viewport of [PUBLIC_FLOW]) {
  describe(`plot card (${viewport})`, () => {
    it('shows the details, Book Now on WhatsApp and View Map for plots with a location', async () => {
      const expected = await api<Plot[]>(`/api/plots/featured?limit=${viewport === 'mobile' ? 4 : 12}`);
      const plot = expected[0]!;
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        const card = page.locator(`[data-testid="featured-grid"] [data-plot-id="${plot.id}"]`);
        await card.waitFor();
        await liveSection(page, card);
        await card.scrollIntoViewIfNeeded();
        const text = (await card.textContent()) ?? '';
        for (const part of [
          plot.title,
          plot.location,
          `${plot.type} Property`,
          formatPlotPrice(plot.price, plot.priceUnit),
          '/sq.yd',
          'Area',
          // In the default unit until the visitor picks another (e2e/plot-page.e2e.ts).
          formatArea(plot.area, 'sqyd'),
          'Road Width',
          `${plot.roadWidth} m`,
          'Facing',
          plot.roadFacing,
          'Status',
        ]) {
          expect(text).toContain(part);
        }
        const book = card.getByRole('link', { name: /^Book Now/ });
        await expect.poll(() => book.getAttribute('href')).toBe(
          whatsappLink(settings.whatsappNumber, bookNowText(plot.location, plot.type, 'en')),
        );
        await expect.poll(() => book.getAttribute('target')).toBe('_blank');
        await expect.poll(async () => decodeURIComponent((await book.getAttribute('href'))!)).toContain(
          `I'm interested in ${plot.location} property (${plot.type})`,
        );

        const map = card.getByRole('link', { name: /^View Map/ });
        if (plot.coordinates.latitude !== 0 || plot.coordinates.longitude !== 0) {
          await expect.poll(() => map.getAttribute('href')).toBe(mapLink(plot.coordinates));
          await expect.poll(() => map.getAttribute('target')).toBe('_blank');
        } else {
          await expect.poll(() => map.count()).toBe(0);
        }
        const image = card.locator('img');
        await expect.poll(() => image.getAttribute('srcset')).toContain('-480.webp 480w');
        await expect.poll(() => image.getAttribute('loading')).toBe('lazy');
        await expect.poll(() => image.getAttribute('alt')).toContain(plot.title);
        const clamp = await card.locator('p.line-clamp-2').evaluate((el) => getComputedStyle(el).webkitLineClamp);
        expect(clamp).toBe('2');
        await screenshot(page, `plot-card-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("hides View Map at 0,0 and shows 'No image available' without a photo", async () => {
      const found = await api<PlotPage>(`/api/plots?location=${encodeURIComponent(NO_IMAGE_LOCATION)}`);
      expect(found.total).toBe(1);
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        const form = page.getByRole('search', { name: 'Plot search' });
        await liveSection(page, form);
        await form.getByLabel('Location').fill(NO_IMAGE_LOCATION);
        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('heading', { name: 'Search Results (1 plots found)' }).waitFor();
        const card = page.getByTestId('search-results').getByTestId('plot-card');
        await card.getByText('No image available').waitFor();
        await expect.poll(() => card.getByRole('link', { name: /^View Map/ }).count()).toBe(0);
        await expect.poll(() => card.getByRole('link', { name: /^Book Now/ }).count()).toBe(1);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('keeps a favourite across a reload and in other tabs', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        const card = featuredCards(page).first();
        await card.waitFor();
        await liveSection(page, card);
        const id = await card.getAttribute('data-plot-id');
        const heart = card.getByRole('button', { name: /to favourites$/ });
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(async () => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)) ?? '[]')).toEqual([id]);

        await page.reload();
        const again = page.locator(`[data-testid="featured-grid"] [data-plot-id="${id}"]`).getByRole('button', { name: /to favourites$/ });
        await again.waitFor();
        await liveSection(page, again);
        await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');

        // A second tab follows through the storage event.
        const other = await context.newPage();
        await other.goto('/');
        const otherHeart = other.locator(`[data-testid="featured-grid"] [data-plot-id="${id}"]`).getByRole('button', { name: /to favourites$/ });
        await otherHeart.waitFor();
        await liveSection(other, otherHeart);
        await expect.poll(() => otherHeart.getAttribute('aria-pressed')).toBe('true');
        await again.click();
        await expect.poll(() => again.getAttribute('aria-pressed')).toBe('false');
        await expect.poll(() => otherHeart.getAttribute('aria-pressed')).toBe('false');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('shares with the device share sheet when there is one', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value: async (data: ShareData) => {
              (window as unknown as { shared: ShareData }).shared = data;
            },
          });
        });
        await page.goto('/');
        const card = featuredCards(page).first();
        await card.waitFor();
        await liveSection(page, card);
        const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
        const plots = await api<Plot[]>(`/api/plots/featured?limit=12`);
        const plot = plots.find((item) => item.title === title)!;
        await card.getByRole('button', { name: `Share ${title}` }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
          .toEqual({ title: 'Property Listing', text: shareText(plot.title, plot.location, 'en'), url: `${server.url}${sitePaths.plot(plot)}` });
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('copies the details and says so when the device cannot share', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
        });
        await page.goto('/');
        const card = featuredCards(page).first();
        await card.waitFor();
        await liveSection(page, card);
        const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
        const plots = await api<Plot[]>(`/api/plots/featured?limit=12`);
        const plot = plots.find((item) => item.title === title)!;
        await card.getByRole('button', { name: `Share ${title}` }).click();
        await page.getByText(MESSAGES.copiedToClipboard).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toContain(shareText(plot.title, plot.location, 'en'));
        expect(copied).toContain(`${server.url}${sitePaths.plot(plot)}`);
        await screenshot(page, `share-toast-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
