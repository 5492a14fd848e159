import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer } from './harness';

/**
 * The About section (home and /about): mission, vision, services and the image at its fixed path.
 * Content, not layout: once, at the public flows' width.
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

for (const viewport of [PUBLIC_FLOW]) {
  describe(`about (${viewport})`, () => {
    it('shows mission, vision, services, the image, why us and calls to action on /about', async () => {
      const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as SiteSettings;
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/about');
        await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
        const about = page.locator('section#about');
        for (const heading of ['Our mission', 'Our vision', 'Our services']) {
          await about.getByRole('heading', { name: heading }).waitFor();
        }
        await expect.poll(() => about.locator('ul > li').count()).toBeGreaterThanOrEqual(3);

        const image = about.locator('img');
        await expect.poll(() => image.getAttribute('src')).toBe('/images/about.webp');
        await expect.poll(() => image.getAttribute('alt')).toBeTruthy();
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('section#about img');
          return Boolean(img?.complete && img.naturalWidth > 0);
        });
        const response = await fetch(`${server.url}/images/about.webp`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('image/webp');

        // The 500+ projects claim, as in the footer.
        const whyUs = page.locator('section', { has: page.getByRole('heading', { name: 'Why choose us' }) });
        await whyUs.getByText('500+', { exact: true }).waitFor();
        await page.getByRole('link', { name: 'Browse properties' }).waitFor();
        await page.getByRole('link', { name: `Call ${settings.phone}` }).waitFor();
        await expect.poll(() => page.title()).toContain('About');
        await screenshot(page, `about-${viewport}`);

        await page.getByRole('link', { name: 'Contact us' }).last().click();
        await page.waitForURL('**/contact');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('shows the about section on the home page', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        const about = page.locator('section#about');
        await about.waitFor({ state: 'attached' });
        await about.scrollIntoViewIfNeeded();
        await about.getByRole('heading', { name: 'Our mission' }).waitFor();
        await about.getByRole('heading', { name: 'Our vision' }).waitFor();
        await about.getByRole('heading', { name: 'Our services' }).waitFor();
        await screenshot(page, `home-about-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
