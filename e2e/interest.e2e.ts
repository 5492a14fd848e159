import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plot } from '../functions/src/core/schemas/plot';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, afterRequestsSoFar, holdAppScript, launchBrowser, newContext, PUBLIC_FLOW, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * Interest per listing (docs/decisions/018): a visitor opens a plot's page; its beacon goes only
 * once the page is live, sets no cookie, and the view shows in the back office's plot list (the
 * plot opened from the dashboard's link) within the tally's flush. In both modes (e2e:firebase).
 */

/** An ordinary phone browser: headless Chromium's own user agent names it, and bots are not counted. */
const VISITOR_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let server: RunningServer;
let browser: Browser;
let store: Store;
let plot: Plot;
let visitor: BrowserContext;
let admin: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const page = await store.plots.search(plotSearchQuerySchema.parse({ status: 'available', pageSize: 1 }));
  plot = page.items[0]!;
  visitor = await newContext(browser, PUBLIC_FLOW, { baseURL: server.url, userAgent: VISITOR_AGENT });
  admin = await newContext(browser, ADMIN_FLOW, { baseURL: server.url });
  await signInThroughApi(admin, server);
});

afterAll(async () => {
  await visitor?.close();
  await admin?.close();
  await store?.close();
  await browser?.close();
  await server?.stop();
});

describe('interest per listing', () => {
  it('counts a visitor’s view once the plot page is live, and the admin sees it in the plot list', async () => {
    const page = await visitor.newPage();
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/interest') beacons.push(request);
    });
    const held = await holdAppScript(page);
    await page.goto(sitePaths.plot(plot), { waitUntil: 'commit' });
    await held.requested;
    // Painted, readable, not live: nothing sent yet.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await afterRequestsSoFar(page);
    expect(beacons).toHaveLength(0);

    held.release();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]!.method()).toBe('POST');
    expect(JSON.parse(beacons[0]!.postData() ?? '')).toEqual({ plotId: plot.id, kind: 'view' });
    const answer = await beacons[0]!.response();
    expect(answer?.status()).toBe(204);
    expect(await answer?.headerValue('set-cookie')).toBeNull();
    expect(await visitor.cookies()).toEqual([]);

    // The back office: the plot opened from the dashboard's link shows the view (after the tally's flush).
    const office = await admin.newPage();
    await office.goto(`/admin/plots?plot=${encodeURIComponent(plot.id)}`);
    const focused = office.getByRole('region', { name: 'The plot you opened' });
    await focused.getByRole('heading', { name: plot.title }).waitFor();
    await expect
      .poll(
        async () => {
          await office.reload();
          return focused.getByTestId('interest-line').textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/^Views 7 days130 days1Enquiries per 100 views0$/);
    await office.close();
    await page.close();
  });

  it('shows the most viewed plots on the dashboard, linking to the plot', async () => {
    const office = await admin.newPage();
    await office.goto('/admin/dashboard');
    const most = office.getByRole('region', { name: 'Most viewed plots' });
    await most.getByRole('link', { name: plot.title }).waitFor();
    await most.getByRole('link', { name: plot.title }).click();
    await office.waitForURL(`**/admin/plots?plot=${encodeURIComponent(plot.id)}`);
    await office.getByRole('region', { name: 'The plot you opened' }).getByRole('heading', { name: plot.title }).waitFor();
    await office.close();
  });
});
