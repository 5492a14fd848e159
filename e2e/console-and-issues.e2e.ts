import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, pathInLanguage } from '../functions/src/core/languages';
import { DEFAULT_MAP_TILE_URL } from '../functions/src/core/constants';
import { mapTileOrigin } from '../functions/src/core/map-tiles';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Blog } from '../functions/src/core/schemas/blog';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, newPage, PUBLIC_FLOW, startServer, type RunningServer } from './harness';
import { tilePng } from './tile-server';

/**
 * Every public page, in both languages, logs nothing from its first byte until all of it is live:
 * no console message, no uncaught error, no Content-Security-Policy violation and no entry in
 * Chrome's Issues panel (its Audits domain: CSP, a lazy image without a size, a deprecation…).
 * Each page is scrolled through, so its deferred sections, forms and map load too. The map's
 * tiles come from the default tile server, answered here (the suite runs offline): the page's CSP
 * still decides whether they may load.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
/** The demo data's pages: a located plot with photos (the gallery and the map), another plot, an update. */
let data: { plot: Plot; other: Plot; post: Blog };

/** Every public page, by the English path (the Telugu page is the same under /te). */
const PUBLIC_PAGES: { name: string; path: (demo: typeof data) => string }[] = [
  { name: 'home', path: () => sitePaths.home() },
  { name: 'properties', path: () => sitePaths.properties() },
  { name: 'buy', path: () => sitePaths.buy('residential') },
  { name: 'sell', path: () => sitePaths.sell('residential') },
  { name: 'investment', path: () => sitePaths.investment() },
  { name: 'updates', path: () => sitePaths.updates() },
  { name: 'one update', path: ({ post }) => sitePaths.update(post.id) },
  { name: 'one plot', path: ({ plot }) => sitePaths.plot(plot) },
  { name: 'compare', path: ({ plot, other }) => sitePaths.compare([plot.id, other.id]) },
  { name: 'favourites', path: () => sitePaths.favourites() },
  { name: 'contact', path: () => sitePaths.contact() },
  { name: 'about', path: () => sitePaths.about() },
];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const [plots, posts] = await Promise.all([store.plots.search(plotSearchQuerySchema.parse({ pageSize: 48 })), store.blogs.list()]);
  const plot = plots.items.find((item) => item.images.length > 1 && item.coordinates.latitude !== 0);
  const other = plots.items.find((item) => item.id !== plot?.id);
  expect(plot && other && posts[0], 'the demo data has a located plot with photos, another plot and an update').toBeTruthy();
  data = { plot: plot!, other: other!, post: posts[0]! };
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

const tile = tilePng();
const tileOrigin = mapTileOrigin(DEFAULT_MAP_TILE_URL);

describe.each(LANGUAGES)(`the console and the Issues panel (%s, ${PUBLIC_FLOW})`, (language) => {
  it.each(PUBLIC_PAGES)('stay empty on $name until all of it is live', async ({ path }) => {
    const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
    try {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(`console ${message.type()}: ${message.text()}`));
      await context.route((url) => url.origin === tileOrigin, (route) => route.fulfill({ contentType: 'image/png', body: tile }));
      // What the policy refuses, as the page itself hears it (the console says it too).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const cdp = await context.newCDPSession(page);
      cdp.on('Audits.issueAdded', ({ issue }) => logged.push(`Issues panel: ${issue.code} ${JSON.stringify(issue.details)}`));
      await cdp.send('Audits.enable');

      await page.goto(pathInLanguage(path(data), language));
      // To each section still waiting for its code, one after the other, until none waits: each
      // sees itself come into view however long its code or the one before took to arrive (one
      // pass down the page missed a section that registered its observer after the pass went by).
      await page.waitForFunction(
        () => {
          const waiting = document.querySelector('[data-section="deferred"]');
          waiting?.scrollIntoView({ block: 'center' });
          return waiting === null;
        },
        undefined,
        { polling: 250 },
      );
      // Then to the bottom (the footer, the last images), until nothing more loads.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect([...logged, ...pageErrors.map((error) => error.message)]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
