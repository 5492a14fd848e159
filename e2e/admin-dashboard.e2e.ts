import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_LEADS_LIMIT, RECENT_LEADS_MAX_HEIGHT_PX } from '../functions/src/core/constants';
import { leadStatusLabel } from '../functions/src/core/lead-status';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, failUntilRetry, launchBrowser, newPage, screenshot, signInThroughApi, startServer, TEST_VIEWPORTS, type RunningServer } from './harness';

/**
 * The dashboard: the four counters equal the store's own counts (read from the database file,
 * not the API), Recent Leads lists the latest 5 newest first with the dashboard's status words,
 * a lead sent through the public API appears at the top, the page refreshes itself every 30 s,
 * and loading, error (with retry) and empty states. One sign-in per viewport. Recent Leads is a
 * table on a wide screen and cards on a phone, so it is checked at both; the other tests are
 * flows, run once at the back office's flow width.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor's enquiry through the public API, as the contact form sends it. */
async function submitContact(name: string): Promise<string> {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ name, phone: '9876543210', email: `${unique()}@example.com`, website: '' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function counter(page: Page, key: 'leads' | 'newLeads' | 'blogs' | 'plots'): Promise<number> {
  const text = await page.locator(`[data-counter="${key}"] dd`).first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
}

/** The names in Recent Leads as shown at this viewport: table rows on a desktop, cards on a phone. */
async function recentNames(page: Page, viewport: 'mobile' | 'desktop'): Promise<string[]> {
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Leads' }) });
  if (viewport === 'desktop') {
    await section.getByRole('table').waitFor();
    return section.locator('tbody tr td:first-child').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  }
  const list = section.getByRole('list', { name: 'Recent leads' });
  await list.waitFor();
  return list.locator(':scope > li p:first-child').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
}

for (const viewport of TEST_VIEWPORTS) {
  describe(`admin dashboard (${viewport})`, () => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: Error[];

    beforeAll(async () => {
      ({ context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url }));
      await signInThroughApi(context, server);
    });

    afterAll(async () => {
      await context?.close();
    });

    // Recent Leads: a table on a wide screen, cards on a phone.
    it('puts a new lead at the top of Recent Leads, newest first, with the dashboard status words', async () => {
      const before = await store.leads.count();
      const name = `Dashboard Lead ${viewport} ${unique()}`;
      const id = await submitContact(name);
      // The board's own call moves it on (the API keeps the counters; a direct store write would not).
      const moved = await page.request.patch(`/api/admin/leads/${id}`, {
        headers: { 'X-Requested-With': 'fetch', Origin: server.url },
        data: { status: 'in_progress' },
      });
      expect(moved.status()).toBe(200);
      expect((await store.leads.get(id))?.status).toBe('in_progress');

      await openDashboard(page);
      await expect.poll(() => counter(page, 'leads')).toBe(before + 1);
      const names = await recentNames(page, viewport);
      expect(names[0]).toBe(name);
      const latest = await store.leads.list({ limit: RECENT_LEADS_LIMIT });
      expect(names).toEqual(latest.map((lead) => lead.name));

      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Leads' }) });
      const first = viewport === 'desktop' ? section.locator('tbody tr').first() : section.getByRole('list', { name: 'Recent leads' }).locator('li').first();
      await expect.poll(() => first.textContent()).toContain(leadStatusLabel('in_progress'));
      expect(leadStatusLabel('in_progress')).toBe('in progress');
      if (viewport === 'desktop') {
        const headers = await section.getByRole('columnheader').allTextContents();
        expect(headers.map((header) => header.trim().toLowerCase())).toEqual(['name', 'email', 'phone', 'status', 'date']);
      }
      const scroller = section.getByTestId('recent-leads-scroll');
      await expect.poll(() => scroller.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(`${RECENT_LEADS_MAX_HEIGHT_PX}px`);
      await expect.poll(() => scroller.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
      expect(pageErrors).toEqual([]);
    });

    // The rest is the same at every width: once.
    if (viewport === ADMIN_FLOW) {
      it("shows counters equal to the store's own counts", async () => {
        await openDashboard(page);
        await expect.poll(() => counter(page, 'leads')).toBe(await store.leads.count());
        await expect.poll(() => counter(page, 'newLeads')).toBe(await store.leads.count({ status: 'new' }));
        await expect.poll(() => counter(page, 'blogs')).toBe(await store.blogs.count());
        await expect.poll(() => counter(page, 'plots')).toBe(await store.plots.count());
        for (const label of ['Total Leads', 'New Leads', 'Total Blogs', 'Total Properties']) {
          await page.getByText(label, { exact: true }).waitFor();
        }
        await screenshot(page, `admin-dashboard-${viewport}`);
        expect(pageErrors).toEqual([]);
      });

      it('refreshes itself every 30 seconds', async () => {
        await page.clock.install();
        try {
          await openDashboard(page);
          const before = await counter(page, 'leads');
          const name = `Refreshed Lead ${viewport} ${unique()}`;
          await submitContact(name);
          const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/admin/dashboard'));
          await page.clock.runFor(31_000);
          expect((await refreshed).status()).toBe(200);
          await page.waitForFunction(
            (expected) => document.querySelector('[data-counter="leads"] dd')?.textContent?.replace(/[^\d]/g, '') === String(expected),
            before + 1,
          );
          await expect.poll(async () => (await recentNames(page, viewport))[0]).toBe(name);
        } finally {
          // A fresh page for the next test: the clock stays installed on this one.
          await page.close();
          page = await context.newPage();
          page.on('pageerror', (error) => pageErrors.push(error));
        }
        expect(pageErrors).toEqual([]);
      });

      it('shows skeletons while loading, an error with retry, and an empty state', async () => {
        // Loading: the answer is held back.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/admin/dashboard', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/admin/dashboard');
        await page.locator('dl[aria-label="Totals"][aria-busy="true"]').waitFor();
        await screenshot(page, `admin-dashboard-loading-${viewport}`);
        release();
        await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
        await page.unroute('**/api/admin/dashboard');

        // The server fails: said so, with a retry that works once it is back.
        const unroute = await failUntilRetry(page, '**/api/admin/dashboard', (route) =>
          route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } }),
        );
        await page.goto('/admin/dashboard');
        const alert = page.getByRole('alert').filter({ hasText: 'Could not load the dashboard.' });
        await alert.waitFor();
        await screenshot(page, `admin-dashboard-error-${viewport}`);
        await alert.getByRole('button', { name: 'Try again' }).click();
        await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
        await unroute();
        await expect.poll(() => counter(page, 'plots')).toBe(await store.plots.count());

        // No leads at all.
        await page.route('**/api/admin/dashboard', (route) =>
          route.fulfill({ status: 200, json: { totals: { leads: 0, newLeads: 0, blogs: 0, plots: 0 }, recentLeads: [] } }),
        );
        await page.goto('/admin/dashboard');
        await page.getByText('No leads yet').waitFor();
        await expect.poll(() => counter(page, 'leads')).toBe(0);
        await page.unroute('**/api/admin/dashboard');
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
