import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathInLanguage } from '../functions/src/core/languages';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import teCommon from '../web/src/i18n/te/common';
import { launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';
import { leftoverEnglish, storedEnglishTexts } from './leftover-english';

/**
 * The Telugu site (/te/…), as a crawler and as a visitor on a phone see it: every public page in
 * Telugu from its first HTML (no English UI word left: what stays English is stored content
 * without a Telugu version, marked lang="en"), the language switch keeping the page and being
 * remembered. The flows on Telugu pages are in telugu-flows.e2e.ts.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
/** Every public page of the site, by its English path. */
let pages: { name: string; path: string; status?: number }[];
/** Stored content a Telugu page shows in English (no Telugu version of it). */
let storedEnglish: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const [plots, posts] = await Promise.all([store.plots.search(plotSearchQuerySchema.parse({ pageSize: 2 })), store.blogs.list()]);
  const [plot, other] = plots.items;
  storedEnglish = await storedEnglishTexts(store);
  expect(plot && other && posts[0]).toBeTruthy();
  pages = [
    { name: 'home', path: '/' },
    { name: 'properties', path: '/properties' },
    { name: 'buy', path: '/buy/residential' },
    { name: 'sell', path: '/sell/open-plots' },
    { name: 'investment', path: '/investment-opportunities' },
    { name: 'updates', path: '/amaravati-updates' },
    { name: 'one update', path: sitePaths.update(posts[0]!.id) },
    { name: 'one plot', path: sitePaths.plot(plot!) },
    { name: 'compare', path: sitePaths.compare([plot!.id, other!.id]) },
    { name: 'favourites', path: '/favourites' },
    { name: 'about', path: '/about' },
    { name: 'contact', path: '/contact' },
    { name: 'not found', path: '/no-such-page', status: 404 },
  ];
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

describe('the Telugu site as a crawler reads it', () => {
  it('every public page: Telugu HTML (lang, canonical, hreflang to both languages) with no English UI word', async () => {
    // JavaScript off: what a search engine or a link preview reads.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: server.url });
    const problems: string[] = [];
    try {
      for (const { name, path, status = 200 } of pages) {
        const telugu = pathInLanguage(path, 'te');
        const page = await context.newPage();
        const response = await page.goto(telugu);
        expect(response?.status(), name).toBe(status);
        await expect.poll(() => page.getAttribute('html', 'lang'), { message: name }).toBe('te-IN');
        if (status === 200 && !['compare', 'favourites'].includes(name)) {
          const [pathname, query = ''] = path.split('?');
          const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
          expect(canonical, name).toBe(`${server.url}${pathInLanguage(pathname!, 'te')}${query ? '' : ''}`);
          await expect.poll(() => page.getAttribute('link[rel="alternate"][hreflang="en-IN"]', 'href'), { message: name }).toBe(`${server.url}${pathname}`);
          await expect.poll(() => page.getAttribute('link[rel="alternate"][hreflang="te-IN"]', 'href'), { message: name }).toBe(canonical);
          await expect.poll(() => page.getAttribute('link[rel="alternate"][hreflang="x-default"]', 'href'), { message: name }).toBe(`${server.url}${pathname}`);
          await expect.poll(() => page.getAttribute('meta[property="og:locale"]', 'content'), { message: name }).toBe('te_IN');
        }
        // Links inside the site stay in Telugu.
        const englishLinks = await page.$$eval('a[href^="/"]', (links) =>
          links.map((link) => link.getAttribute('href') ?? '').filter((href) => !/^\/(te(\/|$|\?)|images\/|og\/|admin)/.test(href)),
        );
        const switchHref = await page.getAttribute('[data-testid="language-switch"]', 'href');
        expect(englishLinks.filter((href) => href !== switchHref), `${name}: links leaving the Telugu site`).toEqual([]);
        problems.push(...(await leftoverEnglish(page, storedEnglish)).map((finding) => `${name} (${telugu}): ${finding}`));
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe('the Telugu site in a phone browser', () => {
  it('every public page comes alive in Telugu, loading only Telugu words: no English UI word once live and scrolled through', async () => {
    const { context, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    const problems: string[] = [];
    const scripts: string[] = [];
    context.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    try {
      for (const { name, path } of pages) {
        const page = await context.newPage();
        await page.goto(pathInLanguage(path, 'te'));
        // The sections below the hero load their code as they are seen. The page asks for its
        // code once painted, and a section scrolled past before the page is live opens only when
        // seen again: wait for the code first. Then bring each section into view in turn and wait
        // until it is live. (Scrolling through the page a screen at a time, each position given
        // two animation frames, still left one unseen on a busy machine: the site scrolls
        // smoothly, so each scrollTo was still under way when the next began, and which positions
        // got drawn depended on the machine's speed.)
        await page.waitForFunction(() => document.querySelector('script[type="module"][src]') !== null);
        await page.waitForLoadState('networkidle');
        const sections = page.locator('[data-section]');
        for (let index = 0, count = await sections.count(); index < count; index += 1) {
          const section = sections.nth(index);
          await section.scrollIntoViewIfNeeded();
          await section
            .and(page.locator('[data-section="live"]'))
            .waitFor()
            .catch(async (error: unknown) => {
              const heading = await section.getByRole('heading').first().textContent({ timeout: 1000 }).catch(() => null);
              throw new Error(`${name}: section ${index + 1} of ${count} (${heading ?? 'no heading'}) did not come alive once scrolled to`, { cause: error });
            });
        }
        await page
          .waitForFunction(() => document.querySelectorAll('[data-section="deferred"]').length === 0)
          .catch((error: unknown) => {
            throw new Error(`${name}: a section below the hero did not come alive once scrolled to`, { cause: error });
          });
        problems.push(...(await leftoverEnglish(page, storedEnglish)).map((finding) => `${name}: ${finding}`));
        if (name === 'home') await screenshot(page, 'telugu-home-mobile');
        await page.close();
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
    // The words come in files named for their language (web/vite.config.ts): Telugu ones only.
    expect(scripts.filter((path) => path.includes('/i18n-te-')).length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.includes('/i18n-en-'))).toEqual([]);
  });

  it('the switch in the top bar keeps the page, and the choice is remembered', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    try {
      await page.goto('/about?from=test');
      const toTelugu = page.getByTestId('language-switch');
      await expect.poll(() => toTelugu.textContent()).toBe('తెలుగు');
      await expect.poll(() => toTelugu.getAttribute('lang')).toBe('te-IN');
      await toTelugu.click();
      await page.waitForURL('**/te/about?from=test');
      // The switch navigates in the page: <html lang> changes once the Telugu words have loaded.
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('te-IN');
      await page.getByRole('link', { name: teCommon.nav.contact }).first().waitFor({ state: 'attached' });

      // Arriving later from outside the site (a bookmark, a search result): the chosen language.
      const later = await context.newPage();
      await later.goto('/contact');
      await expect.poll(() => new URL(later.url()).pathname).toBe('/te/contact');
      await expect.poll(() => later.getAttribute('html', 'lang')).toBe('te-IN');

      // Back to English, remembered the same way.
      await later.getByTestId('language-switch').click();
      await later.waitForURL((url) => url.pathname === '/contact');
      await expect.poll(() => later.getAttribute('html', 'lang')).toBe('en-IN');
      const again = await context.newPage();
      await again.goto('/te/about');
      await expect.poll(() => new URL(again.url()).pathname).toBe('/about');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
