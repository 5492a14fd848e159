import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTablePrice } from '../functions/src/core/price';
import type { Region } from '../functions/src/core/schemas/region';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, afterRequestsSoFar, failUntilRetry, launchBrowser, screenshot, signedInContexts, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName } from './harness';

/**
 * Region Prices (/admin/regions): search, inline edits saved on blur only when the value changed
 * (PATCH requests counted, bodies checked), a non-number refused without a request, add and
 * delete with their toasts, load and save failures the user sees, and the public pricing table
 * showing the change. Results are read back from the SQLite file, not through the API. The list
 * is a table on a wide screen and cards on a phone, checked at both; the rest runs once, at the
 * back office's flow width.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
/** One signed-in context per viewport: login is rate-limited, so each signs in once. */
let contexts = new Map<ViewportName, BrowserContext>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  contexts = await signedInContexts(browser, server);
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await store?.close();
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: ViewportName, path = '/admin/regions') {
  const page = await contexts.get(viewport)!.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(path);
  return { page, pageErrors };
}

async function openRegions(viewport: ViewportName) {
  const opened = await openPage(viewport);
  await opened.page.getByTestId('region-row').first().waitFor();
  return opened;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const rows = (page: Page) => page.getByTestId('region-row');
const priceInput = (page: Page, group: 'Residential' | 'Commercial', bound: 'min' | 'max', name: string) =>
  page.getByRole('textbox', { name: `${group} ${bound} price for ${name}`, exact: true });
const nameInput = (page: Page, name: string) => page.getByRole('textbox', { name: `Region name for ${name}`, exact: true });

/** PATCH requests to the regions API while `action` runs. */
function patchesOf(page: Page) {
  const seen: Request[] = [];
  const listener = (request: Request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/admin/regions/')) seen.push(request);
  };
  page.on('request', listener);
  return { seen, stop: () => page.off('request', listener) };
}

async function aRegion(predicate: (region: Region) => boolean = () => true): Promise<Region> {
  const region = (await store.regions.list()).find((candidate) => candidate.region && predicate(candidate));
  expect(region).toBeDefined();
  return region!;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// The table on wide screens, stacked cards on a phone: at every width.
for (const viewport of TEST_VIEWPORTS) {
  describe(`admin regions (${viewport})`, () => {
    it('lists every region and searches case-insensitively by name', async () => {
      const { page, pageErrors } = await openRegions(viewport);
      try {
        const all = await store.regions.list();
        await expect.poll(() => rows(page).count()).toBe(all.length);
        // The table on wide screens, stacked cards on a phone.
        await expect.poll(() => page.locator('table').count()).toBe(viewport === 'desktop' ? 1 : 0);
        await screenshot(page, `admin-regions-${viewport}`);

        const target = all.find((region) => region.region.length >= 5)!;
        const term = target.region.slice(1, 4).toUpperCase();
        const expected = all.filter((region) => region.region.toLowerCase().includes(term.toLowerCase()));
        await page.getByRole('searchbox', { name: 'Search regions' }).fill(term);
        await expect.poll(() => rows(page).count()).toBe(expected.length);
        await nameInput(page, target.region).waitFor();
        const shown = await rows(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-region-id')));
        expect(new Set(shown)).toEqual(new Set(expected.map((region) => region.id)));

        await page.getByRole('searchbox', { name: 'Search regions' }).fill('zz-no-such-region');
        await page.getByText('No regions match your search').waitFor();
        await page.getByRole('searchbox', { name: 'Search regions' }).fill('');
        await expect.poll(() => rows(page).count()).toBe(all.length);
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}

// Editing, adding, deleting and their failures are the same at every width: once.
for (const viewport of [ADMIN_FLOW]) {
  describe(`admin regions (${viewport})`, () => {
    it('saves a price on blur only when it changed, with just that field, and the public table shows it', async () => {
      const { page, pageErrors } = await openRegions(viewport);
      try {
        const region = await aRegion();
        const input = priceInput(page, 'Residential', 'min', region.region);
        const patches = patchesOf(page);

        // Focus and leave without a change: nothing is sent.
        await input.focus();
        await input.blur();
        await page.getByRole('searchbox', { name: 'Search regions' }).focus();
        await afterRequestsSoFar(page);
        expect(patches.seen).toHaveLength(0);

        // The same value typed again ('45,000' for 45000) is not a change either.
        await input.fill(region.ResidentialPriceMin.toLocaleString('en-IN'));
        await input.blur();
        await afterRequestsSoFar(page);
        expect(patches.seen).toHaveLength(0);

        const newPrice = region.ResidentialPriceMin + 1234;
        await input.fill(String(newPrice));
        const response = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(region.id));
        await input.press('Tab');
        expect((await response).status()).toBe(200);
        await toast(page, 'Price updated successfully');
        expect(patches.seen).toHaveLength(1);
        expect(patches.seen[0]!.postDataJSON()).toEqual({ ResidentialPriceMin: newPrice });
        expect((await store.regions.get(region.id))?.ResidentialPriceMin).toBe(newPrice);
        await expect.poll(() => input.inputValue()).toBe(String(newPrice));

        // Leaving again without a change sends nothing more.
        await input.focus();
        await input.blur();
        await afterRequestsSoFar(page);
        expect(patches.seen).toHaveLength(1);
        patches.stop();

        // The public pricing table (a fresh load) shows the new price.
        await page.goto('/');
        await page.getByRole('heading', { name: 'Amaravati Property Pricing', level: 2 }).waitFor();
        await page.getByRole('searchbox', { name: 'Search regions' }).fill(region.region);
        const publicView = viewport === 'desktop' ? page.getByTestId('region-table') : page.getByTestId('region-cards');
        const entry =
          viewport === 'desktop'
            ? publicView.locator('tbody tr', { has: page.locator('th').getByText(region.region, { exact: true }) })
            : publicView.locator('li', { has: page.locator('h3').getByText(region.region, { exact: true }) });
        await expect.poll(() => entry.textContent()).toContain(formatTablePrice(newPrice));
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('renames a region on blur and shows it everywhere', async () => {
      const { page, pageErrors } = await openRegions(viewport);
      try {
        const region = await aRegion();
        const newName = `${region.region} ${viewport === 'desktop' ? 'D' : 'M'}${unique().slice(-3)}`;
        const patches = patchesOf(page);
        const input = nameInput(page, region.region);
        await input.fill(newName);
        await input.press('Enter');
        await toast(page, 'Region name updated');
        expect(patches.seen).toHaveLength(1);
        expect(patches.seen[0]!.postDataJSON()).toEqual({ region: newName });
        expect((await store.regions.get(region.id))?.region).toBe(newName);
        // The labels follow the new name.
        await priceInput(page, 'Commercial', 'max', newName).waitFor();

        // An empty name is refused without a request, and Escape puts the saved name back.
        const renamed = nameInput(page, newName);
        await renamed.fill('   ');
        await renamed.blur();
        await toast(page, 'Failed to update region name');
        await page.getByText('Enter a region name').waitFor();
        await expect.poll(() => renamed.getAttribute('aria-invalid')).toBe('true');
        await renamed.focus();
        await renamed.press('Escape');
        await expect.poll(() => renamed.inputValue()).toBe(newName);
        await renamed.blur();
        await afterRequestsSoFar(page);
        expect(patches.seen).toHaveLength(1);
        patches.stop();
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('refuses a price that is not a number, sending nothing, and keeps what was typed', async () => {
      const { page, pageErrors } = await openRegions(viewport);
      try {
        const region = await aRegion();
        const before = await store.regions.get(region.id);
        const patches = patchesOf(page);
        const input = priceInput(page, 'Commercial', 'max', region.region);
        await input.fill('fifty thousand');
        await input.blur();
        await toast(page, 'Failed to update price');
        await page.getByText('Price must be a number').first().waitFor();
        await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => input.inputValue()).toBe('fifty thousand');
        await afterRequestsSoFar(page);
        expect(patches.seen).toHaveLength(0);
        expect(await store.regions.get(region.id)).toEqual(before);
        await screenshot(page, `admin-regions-invalid-${viewport}`);

        // A server failure: the toast, the typed value kept, and a later blur retries.
        await page.route('**/api/admin/regions/*', (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } })
            : route.continue(),
        );
        const newPrice = before!.CommercialPriceMax + 777;
        await input.fill(String(newPrice));
        await input.blur();
        await toast(page, 'Failed to update price');
        await page.getByText(/Database unavailable/).waitFor();
        await expect.poll(() => input.inputValue()).toBe(String(newPrice));
        expect((await store.regions.get(region.id))?.CommercialPriceMax).toBe(before!.CommercialPriceMax);
        await page.unroute('**/api/admin/regions/*');
        await input.focus();
        await input.blur();
        await toast(page, 'Price updated successfully');
        expect((await store.regions.get(region.id))?.CommercialPriceMax).toBe(newPrice);
        expect(patches.seen.length).toBe(2);
        patches.stop();
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('adds a New Region at the top, focused, and deletes it after confirmation', async () => {
      const { page, pageErrors } = await openRegions(viewport);
      try {
        const before = await store.regions.list();
        // A search that would hide the new row is cleared.
        await page.getByRole('searchbox', { name: 'Search regions' }).fill(before[0]!.region);
        await page.getByRole('button', { name: 'Add Region' }).click();
        await toast(page, 'New region added');
        const after = await store.regions.list();
        expect(after).toHaveLength(before.length + 1);
        const created = after.find((region) => !before.some((old) => old.id === region.id))!;
        expect(created).toMatchObject({ region: 'New Region', ResidentialPriceMin: 0, CommercialPriceMax: 0 });

        await expect.poll(() => rows(page).first().getAttribute('data-region-id')).toBe(created.id);
        const name = rows(page).first().getByRole('textbox', { name: 'Region name for New Region' });
        await expect.poll(() => name.evaluate((node) => node === document.activeElement)).toBe(true);
        await expect.poll(() => page.getByRole('searchbox', { name: 'Search regions' }).inputValue()).toBe('');
        await screenshot(page, `admin-regions-added-${viewport}`);

        // Name it, then delete it: Cancel keeps it, Delete removes it.
        const label = `E2E Region ${viewport} ${unique()}`;
        await name.fill(label);
        await name.press('Enter');
        await toast(page, 'Region name updated');
        await page.getByRole('button', { name: `Delete ${label}` }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Are you sure you want to delete this region?').waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await store.regions.get(created.id)).not.toBeNull();

        await page.getByRole('button', { name: `Delete ${label}` }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await toast(page, 'Region deleted successfully');
        await nameInput(page, label).waitFor({ state: 'detached' });
        expect(await store.regions.get(created.id)).toBeNull();
        await expect.poll(() => rows(page).count()).toBe(before.length);
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('tells the user when loading, adding or deleting fails, with a retry', async () => {
      const page = await contexts.get(viewport)!.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      try {
        const unroute = await failUntilRetry(page, '**/api/admin/regions', (route) =>
          route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } }),
        );
        await page.goto('/admin/regions');
        await toast(page, 'Failed to load regions');
        const alert = page.getByRole('alert').filter({ hasText: 'Failed to load regions' });
        await alert.waitFor();
        await screenshot(page, `admin-regions-load-error-${viewport}`);
        await alert.getByRole('button', { name: 'Try again' }).click();
        await rows(page).first().waitFor();
        await unroute();

        const count = (await store.regions.list()).length;
        await page.route('**/api/admin/regions', (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Nope' } } })
            : route.continue(),
        );
        await page.getByRole('button', { name: 'Add Region' }).click();
        await toast(page, 'Failed to add new region');
        expect((await store.regions.list()).length).toBe(count);

        const region = await aRegion();
        await page.route('**/api/admin/regions/*', (route) =>
          route.request().method() === 'DELETE'
            ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Nope' } } })
            : route.continue(),
        );
        await page.getByRole('button', { name: `Delete ${region.region}`, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await toast(page, 'Failed to delete region');
        expect(await store.regions.get(region.id)).not.toBeNull();
        await nameInput(page, region.region).waitFor();
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
