import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTablePrice } from '../functions/src/core/price';
import type { Region } from '../functions/src/core/schemas/region';
import { ADMIN, launchBrowser, newPage, PUBLIC_FLOW, startServer, type RunningServer, liveSection } from './harness';

/**
 * Issue 3 §7: a price an admin changes shows on an open public pricing table within 30 s,
 * without a reload. The page's clock is run through SWR's 30 s refresh instead of
 * waiting in real time. The refresh is the same at every width (the phone's cards and the wide
 * screen's table show the same data): once, at the public flows' width. The admin's change is
 * made through the API with a session of its own; the admin screens are tested elsewhere.
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

/** Signs the admin in through the API: the session cookie. */
async function adminCookie(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((value) => value.startsWith('__session='))!.split(';')[0]!;
}

describe.each([PUBLIC_FLOW])('live pricing at %s', (viewport) => {
  it('shows an admin price change on an open home page within 30 s, without a reload', async () => {
    const cookie = await adminCookie();

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

    const response = await fetch(`${server.url}/api/admin/regions/${region.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.url, Cookie: cookie },
      body: JSON.stringify({ ResidentialPriceMin: newPrice }),
    });
    expect(response.status).toBe(200);

    await expect.poll(() => table.getByText(expected).count()).toBe(0);
    // runFor fires every timer due in the next 30 s (SWR's dedupe cleanup, then its refresh).
    await visitor.page.clock.runFor(30_000);
    await table.getByText(expected).first().waitFor({ timeout: 10_000 });
    expect(navigations).toBe(0);
    expect(visitor.pageErrors).toEqual([]);

    await visitor.context.close();
  });
});
