import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_CATEGORIES } from '../functions/src/core/constants';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, scrollAndSettle, startServer, type RunningServer } from './harness';

/**
 * Public navigation: the mobile toggle with expandable Buy/Sell groups that closes on navigation,
 * desktop sub-menus on hover and keyboard, the navbar that turns white and fixed past 100 px,
 * scroll to top on a new page, and the skip link. The menus differ by width and are tested at
 * their own; the navbar's colour and position follow the scroll, not the width (the same classes
 * at every width), and run once with the other page changes, at the public flows' width.
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

const TOP_LEVEL = [
  ['Home', '/'],
  ['Amaravati Updates', '/amaravati-updates'],
  ['Investment', '/investment-opportunities'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('xpath=..');
}

async function navbarStyle(page: Page) {
  return page.locator('header[data-scrolled]').evaluate((el) => {
    const style = getComputedStyle(el);
    return { position: style.position, background: style.backgroundColor, scrolled: el.getAttribute('data-scrolled') };
  });
}

describe('navigation (mobile)', () => {
  it('opens the menu, expands Buy, follows a link and closes', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    try {
      await page.goto('/');
      const header = mainNav(page);
      const toggle = header.getByRole('button', { name: 'Menu' });
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect.poll(() => panel.isVisible()).toBe(false);
      // The desktop links are hidden at this width.
      await expect.poll(() => header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).isVisible()).toBe(false);

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await panel.waitFor({ state: 'visible' });
      for (const [label, href] of TOP_LEVEL) {
        await expect.poll(() => panel.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
      }
      const buy = panel.getByRole('button', { name: 'Buy' });
      const sell = panel.getByRole('button', { name: 'Sell' });
      await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('false');
      await buy.click();
      await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('true');
      const buyList = page.locator(`[id="${await buy.getAttribute('aria-controls')}"]`);
      await expect.poll(() => buyList.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        PLOT_CATEGORIES.map((category) => `/buy/${category}`),
      );
      await sell.click();
      const sellList = page.locator(`[id="${await sell.getAttribute('aria-controls')}"]`);
      await expect.poll(() => sellList.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        PLOT_CATEGORIES.map((category) => `/sell/${category}`),
      );
      await screenshot(page, 'navigation-mobile-menu');
      // One group is open at a time: opening Sell folded Buy.
      await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('false');
      await buy.click();

      await buyList.getByRole('link', { name: 'Residential' }).click();
      await page.waitForURL('**/buy/residential');
      await page.getByRole('heading', { name: 'Residential plots for sale', level: 1 }).waitFor();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => panel.isVisible()).toBe(false);

      // Escape closes the panel and gives focus back to the toggle.
      await toggle.click();
      await panel.waitFor({ state: 'visible' });
      await panel.getByRole('link', { name: 'Home', exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('navigation (desktop)', () => {
  it('opens the Buy and Sell sub-menus on hover and follows a link', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'desktop', { baseURL: server.url });
    try {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect.poll(() => nav.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      for (const [label, href] of TOP_LEVEL) {
        await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
      }
      const buy = nav.getByRole('button', { name: 'Buy' });
      const buyMenu = page.locator(`[id="${await buy.getAttribute('aria-controls')}"]`);
      await expect.poll(() => buyMenu.isVisible()).toBe(false);
      await buy.hover();
      await buyMenu.waitFor({ state: 'visible' });
      await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => buyMenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        PLOT_CATEGORIES.map((category) => `/buy/${category}`),
      );
      await screenshot(page, 'navigation-desktop-submenu');

      // Moving to Sell closes Buy and opens Sell.
      const sell = nav.getByRole('button', { name: 'Sell' });
      const sellMenu = page.locator(`[id="${await sell.getAttribute('aria-controls')}"]`);
      await sell.hover();
      await sellMenu.waitFor({ state: 'visible' });
      await buyMenu.waitFor({ state: 'hidden' });
      await expect.poll(() => sellMenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        PLOT_CATEGORIES.map((category) => `/sell/${category}`),
      );

      // A click after the hover opened it keeps it open (a toggle would shut it under the pointer).
      await buy.hover();
      await buyMenu.waitFor({ state: 'visible' });
      await buy.click();
      // React has handled the click once a frame has been drawn after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      await expect.poll(() => buyMenu.isVisible()).toBe(true);
      await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('true');
      await buyMenu.getByRole('link', { name: 'Commercial' }).click();
      await page.waitForURL('**/buy/commercial');
      await page.getByRole('heading', { name: 'Commercial plots for sale', level: 1 }).waitFor();
      await buyMenu.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works with the keyboard: ArrowDown opens, Escape closes and returns focus', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'desktop', { baseURL: server.url });
    try {
      await page.goto('/about');
      const buy = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Buy' });
      const menu = page.locator(`[id="${await buy.getAttribute('aria-controls')}"]`);
      await buy.focus();
      await page.keyboard.press('ArrowDown');
      await menu.waitFor({ state: 'visible' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Residential');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Commercial');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => buy.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('false');
      // Enter on the button toggles it too; Tab past the last link closes it.
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'visible' });
      for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
      await menu.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

for (const viewport of [PUBLIC_FLOW]) {
  describe(`navbar and page changes (${viewport})`, () => {
    it('turns white and fixed once scrolled beyond 100 px', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Amaravati Property Pricing' }).waitFor();
        const top = await navbarStyle(page);
        expect(top.scrolled).toBe('false');
        expect(top.position).toBe('absolute');
        expect(top.background).toBe('rgba(0, 0, 0, 0)');

        await scrollAndSettle(page, 90);
        await expect.poll(async () => (await navbarStyle(page)).position).toBe('absolute');

        await page.evaluate(() => window.scrollTo(0, 400));
        await expect.poll(async () => (await navbarStyle(page)).position).toBe('fixed');
        await expect.poll(async () => (await navbarStyle(page)).background).toBe('rgb(255, 255, 255)');
        const box = await page.locator('header[data-scrolled]').boundingBox();
        expect(box?.y).toBe(0);
        await screenshot(page, `navbar-scrolled-${viewport}`);

        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(async () => (await navbarStyle(page)).position).toBe('absolute');

        // Away from the hero the navbar is white from the start.
        await page.goto('/properties');
        await page.getByRole('heading', { name: 'Properties for sale in Amaravati' }).waitFor();
        const elsewhere = await navbarStyle(page);
        expect(elsewhere.position).toBe('absolute');
        expect(elsewhere.background).toBe('rgb(255, 255, 255)');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('starts a new page at the top and has a skip link to the content', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
        const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
        await footerLink.scrollIntoViewIfNeeded();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        await footerLink.click();
        await page.waitForURL('**/contact');
        // Smoothly (the site's CSS): the poll waits for the scroll to arrive, as on the hero's link.
        await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);

        await page.goto('/about');
        await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
        await expect.poll(() => skip.isVisible()).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
