import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer } from './harness';

/** The 404 page and the router's error screen ('Unexpected Application Error!'): flows, once, at the public flows' width. */

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

for (const viewport of [PUBLIC_FLOW]) {
  describe(`errors (${viewport})`, () => {
    it('shows the 404 page with ways out for an unknown path', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/no-such-page/at-all');
        await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
        await expect.poll(() => page.title()).toContain('Page not found');
        const links = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link');
        await expect.poll(() => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
          '/',
          '/properties',
          '/contact',
        ]);
        await screenshot(page, `not-found-${viewport}`);
        await links.last().click();
        await page.waitForURL('**/contact');
        await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("shows 'Unexpected Application Error!' when a screen cannot load, with reload and home", async () => {
      const { context, page } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        // The Contact screen's code fails to download (as after a new release on a flaky network).
        await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort('failed'));
        await page.goto('/contact');
        await page.getByRole('heading', { name: 'Unexpected Application Error!', level: 1 }).waitFor();
        await expect.poll(async () => (await page.locator('pre').textContent())?.length).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Reload page' }).waitFor();
        await expect.poll(() => page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
        await screenshot(page, `error-screen-${viewport}`);

        // Once the network is back, reloading recovers.
        await page.unroute(/\/assets\/contact-[\w-]+\.js$/);
        await page.getByRole('button', { name: 'Reload page' }).click();
        await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
      } finally {
        await context.close();
      }
    });
  });
}
