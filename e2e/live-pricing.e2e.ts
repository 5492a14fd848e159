import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTablePrice } from '../functions/src/core/price';
import type { Region } from '../functions/src/core/schemas/region';
import { launchBrowser, newPage, signIn, startServer, type RunningServer, type ViewportName, liveSection } from './harness';

/**
 * Issue 3 §7: a price an admin changes shows on an open public pricing table within 30 s,
 * without a reload. The page's clock is run through SWR's 30 s refresh instead of
 * waiting in real time.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['desktop', 'mobile'] as const)('live pricing at %s', (viewport: ViewportName) => {
  it('shows an admin price change on an open home page within 30 s, without a reload', async () => {
    const admin = await newPage(browser, 'desktop', { baseURL: server.url });
    await signIn(admin.page);

    const visitor = await newPage(browser, viewport, { baseURL: server.url });
    await visitor.page.clock.install();
    await visitor.page.goto('/');
    const table = visitor.page.getByTestId(viewport === 'desktop' ? 'region-table' : 'region-cards');
    const regions = (await (await fetch(`${server.url}/api/regions`)).json()) as Region[];
    const region = regions[0]!;
    await table.getByText(region.region, { exact: true }).first().waitFor();
    // The visitor looks at the table (it comes alive when seen).
    await liveSection(visitor.page, table);

    const newPrice = region.ResidentialPriceMin + (viewport === 'desktop' ? 1_234 : 2_345);
    const expected = formatTablePrice(newPrice);
    let navigations = 0;
    visitor.page.on('framenavigated', () => (navigations += 1));

    const response = await admin.page.request.patch(`${server.url}/api/admin/regions/${region.id}`, {
      data: { ResidentialPriceMin: newPrice },
      headers: { 'X-Requested-With': 'fetch', Origin: server.url },
    });
    expect(response.status()).toBe(200);

    expect(await table.getByText(expected).count()).toBe(0);
    // runFor fires every timer due in the next 30 s (SWR's dedupe cleanup, then its refresh).
    await visitor.page.clock.runFor(30_000);
    await table.getByText(expected).first().waitFor({ timeout: 10_000 });
    expect(navigations).toBe(0);
    expect(visitor.pageErrors).toEqual([]);

    await admin.context.close();
    await visitor.context.close();
  });
});
