import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_LAUNCH_DELAY_MS, HERO_MIN_HEIGHT_PX } from '../functions/src/core/constants';
import { telLink, whatsappLink } from '../functions/src/core/links';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import { launchBrowser, liveSection, newPage, PUBLIC_FLOW, screenshot, scrollAndSettle, startServer, TEST_VIEWPORTS, type RunningServer } from './harness';

/**
 * Home page: the hero (video, poster, launch fade, calls to action), the order of the sections,
 * the public chrome (top bar, footer, floating WhatsApp) with details from the settings API, and
 * the JavaScript budget of 150 KB gzipped, and the footer's code arriving only as it is reached.
 */

const JS_BUDGET_BYTES = 150 * 1024;

let server: RunningServer;
let browser: Browser;
let settings: SiteSettings;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/settings`);
  expect(response.status).toBe(200);
  settings = (await response.json()) as SiteSettings;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('hero video asset', () => {
  it('is a small MP4 served from /videos', async () => {
    const response = await fetch(`${server.url}/videos/hero.mp4`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('video/mp4');
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(50_000);
    expect(bytes).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });
});

// The hero fills the first screen and the floating button sits in its corner, clear of the footer:
// measured against each width's screen.
for (const viewport of TEST_VIEWPORTS) {
  describe(`home (${viewport})`, () => {
    it('shows the hero: looping muted video, fade-in after the launch delay, calls to action', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        // Fake, paused timers: the launch delay only passes when the test says so.
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
        });
        await page.clock.install({ time: new Date('2026-01-01T08:00:00Z') });
        await page.clock.pauseAt(new Date('2026-01-01T08:00:01Z'));
        await page.goto('/');
        const hero = page.locator('section[aria-labelledby="hero-heading"]');
        await hero.getByRole('heading', { level: 1 }).waitFor();
        const text = hero.locator('h1').locator('xpath=..');
        await expect.poll(() => text.getAttribute('class')).toContain('opacity-0');
        await page.clock.runFor(HERO_LAUNCH_DELAY_MS - 50);
        await expect.poll(() => text.getAttribute('class')).toContain('opacity-0');
        await page.clock.runFor(100);
        await expect.poll(() => text.getAttribute('class')).toContain('opacity-100');
        await page.clock.resume();

        const video = hero.locator('video');
        const attributes = await video.evaluate((el: HTMLVideoElement) => ({
          autoplay: el.autoplay,
          muted: el.muted,
          loop: el.loop,
          playsInline: el.hasAttribute('playsinline'),
          preload: el.getAttribute('preload'),
          poster: el.getAttribute('poster'),
          source: el.querySelector('source')?.getAttribute('src'),
        }));
        expect(attributes).toEqual({
          autoplay: true,
          muted: true,
          loop: true,
          playsInline: true,
          preload: 'metadata',
          poster: '/images/hero-poster.webp',
          source: '/videos/hero.mp4',
        });
        const fit = await video.evaluate((el) => getComputedStyle(el).objectFit);
        expect(fit).toBe('cover');

        const box = (await hero.boundingBox())!;
        const viewportSize = page.viewportSize()!;
        expect(box.height).toBeGreaterThanOrEqual(Math.max(HERO_MIN_HEIGHT_PX, viewportSize.height) - 1);
        await expect.poll(() => hero.evaluate((el) => getComputedStyle(el).minHeight)).toBe(`${HERO_MIN_HEIGHT_PX}px`);

        const whatsapp = hero.getByRole('link', { name: /Talk to us on WhatsApp/ });
        await expect.poll(() => whatsapp.getAttribute('href')).toContain(`https://wa.me/${settings.whatsappNumber}`);
        await hero.getByRole('link', { name: 'Explore plots' }).click();
        // Seen once under a full parallel run (not reproduced since, stressed or throttled): focus
        // was not on the section. If it happens again, the diff says what had focus, whether the
        // section was in the page, where the link went and what the console said.
        const focus = async () => ({
          ...(await page.evaluate(() => ({
            id: document.activeElement?.id ?? '',
            focused: document.activeElement?.outerHTML.slice(0, 120) ?? '',
            sectionInPage: document.getElementById('plot-search') !== null,
            hash: window.location.hash,
          }))),
          consoleErrors: [...consoleErrors],
        });
        await expect.poll(focus).toMatchObject({ id: 'plot-search' });
        // Smooth scrolling: wait for it to arrive.
        await expect
          .poll(() => page.locator('#plot-search').evaluate((el) => Math.abs(el.getBoundingClientRect().top)), { timeout: 5000 })
          .toBeLessThan(120);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('has the top bar, footer and floating WhatsApp button with the business details', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        const phone = page.locator(`a[href="${telLink(settings.phone)}"]`).first();
        await phone.waitFor();
        await expect.poll(() => phone.textContent()).toContain(settings.phone);
        if (settings.mapsUrl) {
          const maps = page.locator(`a[href="${settings.mapsUrl}"]`).first();
          await expect.poll(() => maps.getAttribute('target')).toBe('_blank');
        }
        await expect.poll(() => page.locator(`a[href="${whatsappLink(settings.whatsappNumber)}"]`).count()).toBeGreaterThan(0);

        const float = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
        await expect.poll(() => float.getAttribute('href')).toContain(`https://wa.me/${settings.whatsappNumber}`);
        const floatBox = (await float.boundingBox())!;
        const size = page.viewportSize()!;
        expect(floatBox.x + floatBox.width).toBeGreaterThan(size.width - 40);
        expect(floatBox.y + floatBox.height).toBeGreaterThan(size.height - 40);
        expect(floatBox.width).toBeGreaterThanOrEqual(44);
        await expect.poll(() => float.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

        const footer = page.getByRole('contentinfo');
        await footer.scrollIntoViewIfNeeded();
        for (const heading of ['About Us', 'Quick Links', 'Contact Info']) {
          await footer.getByRole('heading', { name: heading }).waitFor();
        }
        const quick = footer.getByRole('navigation', { name: 'Quick Links' });
        await expect.poll(() => quick.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
          '/about',
          '/properties',
          '/contact',
        ]);
        const address = footer.getByRole('link', { name: new RegExp(settings.address.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
        const addressHref = (await address.getAttribute('href'))!;
        expect(addressHref).toContain('https://www.google.com/maps/dir/');
        expect(addressHref).toContain(encodeURIComponent(settings.address));
        await expect.poll(() => footer.locator(`a[href="${telLink(settings.phone)}"]`).count()).toBe(1);
        for (const [network, label] of [
          ['facebook', 'Facebook'],
          ['instagram', 'Instagram'],
          ['twitter', 'X (Twitter)'],
          ['youtube', 'YouTube'],
          ['linkedin', 'LinkedIn'],
        ] as const) {
          const url = settings.social[network];
          const link = footer.getByRole('link', { name: `${label} (opens in a new tab)` });
          if (url) await expect.poll(() => link.getAttribute('href')).toBe(url);
          else await expect.poll(() => link.count()).toBe(0);
        }
        const footerText = (await footer.textContent()) ?? '';
        expect(footerText).toContain('© 2025');
        expect(footerText).toContain('500+');
        const credit = footer.getByRole('link', { name: /Message on WhatsApp/ });
        await expect.poll(() => credit.getAttribute('href')).toContain(`https://wa.me/${settings.whatsappNumber}`);
        // The floating button never hides the footer's last line on a phone: where the line comes to
        // rest, at the end of the page, above the footer's padding. (Scrolled only until the line
        // shows, the line sits at the bottom edge of the screen, behind the button, at any width.)
        const last = (await footer.getByText('© 2025').boundingBox())!;
        await scrollAndSettle(page, Number.MAX_SAFE_INTEGER);
        await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - (document.documentElement.scrollHeight - window.innerHeight)) < 1)).toBe(true);
        const floatNow = (await float.boundingBox())!;
        const lastNow = (await footer.getByText('© 2025').boundingBox())!;
        expect(last.height).toBeGreaterThan(0);
        const overlaps =
          floatNow.x < lastNow.x + lastNow.width &&
          lastNow.x < floatNow.x + floatNow.width &&
          floatNow.y < lastNow.y + lastNow.height &&
          lastNow.y < floatNow.y + floatNow.height;
        expect(overlaps).toBe(false);
        await screenshot(page, `footer-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

// The order of the sections is the document's, the same at every width: once.
for (const viewport of [PUBLIC_FLOW]) {
  describe(`home (${viewport})`, () => {
    it('orders the sections: hero, grey band, pricing, search, featured, about', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
        const order = await page.evaluate(() => {
          const pick = [
            'section[aria-labelledby="hero-heading"]',
            '[data-testid="grey-band"]',
            '#pricing',
            '#plot-search',
            'section[aria-labelledby="featured-heading"]',
            '#about',
          ].map((selector) => document.querySelector(selector));
          if (pick.some((el) => !el)) return 'missing';
          return pick.every((el, i) => i === 0 || !!(pick[i - 1]!.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING));
        });
        expect(order).toBe(true);
        await expect.poll(() => page.getByTestId('grey-band').textContent()).toBe('');
        await expect.poll(() => page.getByRole('heading', { name: 'Amaravati Property Pricing' }).isVisible()).toBe(true);
        await page.locator('#about').getByRole('heading', { level: 2 }).waitFor();
        await screenshot(page, `home-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

describe('home for visitors who prefer less motion', () => {
  it('shows the poster image instead of the video', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      await hero.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => hero.locator('video').count()).toBe(0);
      await expect.poll(() => hero.locator('img[src="/images/hero-poster.webp"]').count()).toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('performance budget', () => {
  it('loads at most 150 KB of gzipped JavaScript on the home page', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    try {
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (!url.endsWith('.js')) return;
        pending.push(
          response.body().then((body) => {
            scripts.set(url, gzipSync(body).length);
          }),
        );
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
      await Promise.all(pending);
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      console.log(`home JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
      expect(scripts.size).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the footer's code and words until it comes into view; its server HTML stands meanwhile, and works once live", async () => {
    const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const footerWords = () => scripts.filter((path) => /\/i18n-en-footer-/.test(path));
      await page.goto('/');
      // The page asks for its scripts once painted; then let them all arrive.
      await page.waitForFunction(() => document.querySelector('script[type="module"][src]') !== null);
      await page.waitForLoadState('networkidle');
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.getByRole('link', { name: 'Properties', exact: true }).count()).toBe(1);
      await expect.poll(() => page.locator('[data-section="deferred"]', { has: footer }).count()).toBe(1);
      expect(footerWords()).toEqual([]);
      expect(scripts.filter((path) => /admin/i.test(path))).toEqual([]);

      await liveSection(page, footer);
      expect(footerWords()).toHaveLength(1);
      await footer.getByRole('link', { name: 'Properties', exact: true }).click();
      await page.waitForURL(`${server.url}/properties`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
