import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingCost } from '../functions/src/core/buying-cost';
import { MESSAGES } from '../functions/src/core/messages';
import { formatRupees } from '../functions/src/core/price';
import { priceBreakdown } from '../functions/src/core/price-breakdown';
import { DEFAULT_BUYING_COST_SETTINGS } from '../functions/src/core/schemas/buying-costs';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import type { PublicPlot } from '../functions/src/core/schemas/venture';
import { sitePaths } from '../functions/src/core/site-paths';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import type { Store } from '../functions/src/ports/store';
import { ADMIN, ADMIN_FLOW, afterRequestsSoFar, launchBrowser, newPage, screenshot, signIn, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * Settings: Change Password (mismatch and short passwords send nothing; success, then the new
 * password signs in), Business details (rules, the server's field errors, a change visible on
 * the public Contact page and in the store), Admin users (add with a generated password shown
 * once, duplicates, remove with confirmation, the warning about removing yourself, the last
 * admin refused by the server), and Logout. The tests work as an admin of their own, signed in
 * once. Flows, not layout: they run once, at the back office's flow width.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;

// Not an address that holds ADMIN's (the tests look admins up by a part of their text).
const SETTINGS_ADMIN = { email: 'settings.owner@capitalacres.example', password: 'settings-owner-pass' };
const REMOVE_ADMIN_CONFIRM = 'Are you sure you want to remove this admin?';
const WRITE_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };

/** Signs in through the API; the session cookie, or null for a refused sign-in. */
async function apiSignIn(credentials: { email: string; password: string }): Promise<string | null> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, Origin: server.url },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) return null;
  return response.headers.getSetCookie().find((value) => value.startsWith('__session='))?.split(';')[0] ?? null;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const cookie = await apiSignIn(ADMIN);
  expect(cookie).not.toBeNull();
  const response = await fetch(`${server.url}/api/admin/users`, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, Origin: server.url, Cookie: cookie! },
    body: JSON.stringify(SETTINGS_ADMIN),
  });
  expect(response.status).toBe(201);
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function section(page: Page, title: string) {
  return page.locator('section', { has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

function recordRequests(page: Page, path: string, method: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === method) requests.push(request);
  });
  return requests;
}

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('banner').getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

async function adminEmailsFromApi(page: Page): Promise<string[]> {
  // The page's own cookie, another path than the page: the API's list of admins.
  const response = await page.request.get('/api/admin/users', { headers: { 'X-Requested-With': 'fetch' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { users: { email: string }[] } | { email: string }[];
  return (Array.isArray(body) ? body : body.users).map((user) => user.email);
}

for (const viewport of [ADMIN_FLOW]) {
  describe(`admin settings (${viewport})`, () => {
    const admin = { ...SETTINGS_ADMIN };
    let context: BrowserContext;
    let page: Page;
    let pageErrors: Error[];

    beforeAll(async () => {
      ({ context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url }));
      await signInThroughApi(context, server, admin);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('change password: empty, mismatched and short passwords send nothing', async () => {
      await openSettings(page);
      const requests = recordRequests(page, '/api/admin/password', 'POST');
      const form = section(page, 'Change Password');
      const password = form.getByLabel(/^New Password/);
      const confirm = form.getByLabel(/^Confirm New Password/);
      const submit = form.getByRole('button', { name: 'Update Password' });

      await submit.click();
      await form.getByText(MESSAGES.newPasswordRequired).waitFor();
      await form.getByText(MESSAGES.confirmPasswordRequired).waitFor();

      await password.fill('abcdef1');
      await confirm.fill('abcdef2');
      await submit.click();
      await form.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
      await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
      await toast(page, MESSAGES.passwordsDoNotMatch);
      await screenshot(page, `admin-settings-mismatch-${viewport}`);

      await password.fill('abc');
      await confirm.fill('abc');
      await submit.click();
      await form.getByText(MESSAGES.passwordTooShort).waitFor();

      await afterRequestsSoFar(page);
      expect(requests).toHaveLength(0);
      expect(pageErrors).toEqual([]);
    });

    it('change password: a failure keeps what was typed; success, then the new password signs in', async () => {
      await openSettings(page);
      const form = section(page, 'Change Password');
      const password = form.getByLabel(/^New Password/);
      const confirm = form.getByLabel(/^Confirm New Password/);
      const newPassword = `changed-${viewport}-${unique()}`;
      await password.fill(newPassword);
      await confirm.fill(newPassword);

      await page.route('**/api/admin/password', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }),
      );
      await form.getByRole('button', { name: 'Update Password' }).click();
      await toast(page, MESSAGES.passwordUpdateFailed);
      await expect.poll(() => password.inputValue()).toBe(newPassword);
      await expect.poll(() => confirm.inputValue()).toBe(newPassword);
      await page.unroute('**/api/admin/password');

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/password', async (route) => {
        await held;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Update Password' }).click();
      const busy = form.getByRole('button', { name: 'Updating...' });
      await busy.waitFor();
      await expect.poll(() => busy.isDisabled()).toBe(true);
      release();
      await toast(page, MESSAGES.passwordUpdated);
      await expect.poll(() => password.inputValue()).toBe('');
      await page.unroute('**/api/admin/password');
      admin.password = newPassword;

      // This session goes on...
      await openSettings(page);
      // ...and elsewhere the new password signs in.
      const other = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await signIn(other.page, admin);
        expect(other.pageErrors).toEqual([]);
      } finally {
        await other.context.close();
      }
      expect(pageErrors).toEqual([]);
    });

    it('business details: the rules, the server field errors, and a saved change on the public Contact page', async () => {
      await openSettings(page);
      const form = section(page, 'Business details');
      const phone = form.getByLabel(/^Phone/);
      await phone.waitFor();
      const original = (await (await fetch(`${server.url}/api/settings`)).json()) as SiteSettings;
      await expect.poll(() => phone.inputValue()).toBe(original.phone);
      const puts = recordRequests(page, '/api/admin/settings', 'PUT');
      const save = form.getByRole('button', { name: 'Save business details' });

      // The shared rules answer before anything is sent.
      const whatsapp = form.getByLabel(/^WhatsApp number/);
      await whatsapp.fill('call me');
      await save.click();
      await form.getByText('WhatsApp number must be 10 to 15 digits with country code').waitFor();
      expect(puts).toHaveLength(0);
      await whatsapp.fill(original.whatsappNumber);

      // The server's field messages go next to the fields; nothing typed is lost.
      const facebook = form.getByLabel(/^Facebook/);
      await facebook.fill('https://facebook.example/amaravati');
      await page.route('**/api/admin/settings', (route) =>
        route.fulfill({
          status: 422,
          json: { error: { code: 'validation_failed', message: MESSAGES.fixFormErrors, fields: { 'social.facebook': 'That page is not ours' } } },
        }),
      );
      await save.click();
      await form.getByText('That page is not ours').waitFor();
      await expect.poll(() => facebook.getAttribute('aria-invalid')).toBe('true');
      await page.unroute('**/api/admin/settings');
      await page.route('**/api/admin/settings', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }),
      );
      await save.click();
      await toast(page, 'Could not save the business details. Please try again.');
      await expect.poll(() => facebook.inputValue()).toBe('https://facebook.example/amaravati');
      await page.unroute('**/api/admin/settings');
      await facebook.fill(original.social.facebook);

      const newPhone = `+91 98480 ${String(Date.now()).slice(-5)}`;
      const newAddress = `Plot ${unique()}, Seed Access Road, Velagapudi, Amaravati 522237`;
      await phone.fill(newPhone);
      await form.getByLabel(/^Address/).fill(newAddress);
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/settings') && response.request().method() === 'PUT');
      await save.click();
      expect((await saved).status()).toBe(200);
      await toast(page, 'Business details saved');
      await screenshot(page, `admin-settings-business-${viewport}`);

      const stored = await store.settings.get();
      expect(stored).toMatchObject({ phone: newPhone, address: newAddress, whatsappNumber: original.whatsappNumber });

      const visitor = await context.newPage();
      try {
        await visitor.goto('/contact');
        const details = visitor.getByRole('list', { name: 'Contact details' });
        await details.getByRole('link', { name: newPhone, exact: true }).waitFor();
        await details.getByText(newAddress).waitFor();
      } finally {
        await visitor.close();
      }
      expect(pageErrors).toEqual([]);
    });

    it('costs of buying: a rate out of range is named before anything is sent; a saved change shows on a plot page, in Telugu too', async () => {
      await openSettings(page);
      const form = section(page, 'Costs of buying');
      const stampDuty = form.getByLabel(/^Stamp duty/);
      await expect.poll(() => stampDuty.inputValue()).toBe(String(DEFAULT_BUYING_COST_SETTINGS.stampDutyPercent));
      const puts = recordRequests(page, '/api/admin/settings/buying-costs', 'PUT');
      const save = form.getByRole('button', { name: 'Save costs of buying' });
      await stampDuty.fill('50');
      await form.getByLabel(/^Our brokerage/).fill('two');
      await save.click();
      await expect.poll(() => form.getByText('A rate is a number of percent from 0 to 20').count()).toBe(2);
      await expect.poll(() => stampDuty.getAttribute('aria-invalid')).toBe('true');
      expect(puts).toHaveLength(0);

      await stampDuty.fill('6');
      await form.getByLabel(/^Our brokerage/).fill('1.5');
      await form.getByLabel(/^Checked on/).fill('2026-11-02');
      await save.click();
      await toast(page, 'Costs of buying saved');
      const rates = { ...DEFAULT_BUYING_COST_SETTINGS, stampDutyPercent: 6, brokeragePercent: 1.5, checkedOn: '2026-11-02' };
      await expect.poll(async () => (await fetch(`${server.url}/api/buying-costs`)).json()).toEqual(rates);

      // A plot page, as a crawler reads it (no JavaScript) and as a visitor sees it.
      const { items } = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: '1', status: 'available' }));
      const plot = (await (await fetch(`${server.url}/api/plots/${items[0]!.id}`)).json()) as PublicPlot;
      const cost = buyingCost({ price: priceBreakdown(plot), areaSqFt: plot.area, marketValuePerSqYd: plot.village?.marketValuePerSqYd ?? null }, rates);
      const html = await (await fetch(`${server.url}${sitePaths.plot(plot)}`)).text();
      expect(html).toContain(`6 % of ${formatRupees(cost.chargedOn)}`);
      expect(html).toContain(formatRupees(cost.total));
      const visitor = await context.newPage();
      try {
        for (const [path, words] of [
          [sitePaths.plot(plot), ['Full cost of buying', '1.5 % of the price', 'Rates as checked on November 2, 2026.']],
          [`/te${sitePaths.plot(plot)}`, ['కొనుగోలుకు పూర్తి ఖర్చు', `${formatRupees(cost.chargedOn)} పై 6 %`, 'ధరపై 1.5 %']],
        ] as const) {
          await visitor.goto(path);
          const costs = visitor.getByTestId('plot-cost');
          for (const text of words) await costs.getByText(text, { exact: false }).first().waitFor();
          await expect.poll(() => costs.getByTestId('full-cost').textContent()).toContain(formatRupees(cost.total));
        }
        await screenshot(visitor, `plot-full-cost-${viewport}`);
      } finally {
        await visitor.close();
      }
      expect(pageErrors).toEqual([]);
    });

    it('admin users: adds one with a generated password, refuses a duplicate, removes with confirmation', async () => {
      await openSettings(page);
      const users = section(page, 'Admin users');
      const list = users.getByRole('list', { name: 'Admins' });
      await list.getByText(ADMIN.email).waitFor();
      const own = list.getByRole('listitem').filter({ hasText: admin.email });
      await own.getByText('You', { exact: true }).waitFor();

      const helper = `helper.${viewport}.${unique()}@example.com`;
      const add = users.getByRole('form', { name: 'Add an admin' });
      await add.getByLabel(/^Email/).fill(helper);
      await add.getByRole('button', { name: 'Add admin' }).click();
      const generated = users.getByLabel('Generated password');
      await generated.waitFor();
      const password = await generated.inputValue();
      expect(password.length).toBeGreaterThanOrEqual(12);
      await users.getByText('This password is shown only once.').waitFor();
      await users.getByRole('button', { name: 'Copy password' }).click();
      await toast(page, 'Password copied');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(password);
      await list.getByText(helper).waitFor();
      await screenshot(page, `admin-settings-generated-${viewport}`);
      // The generated password really is the new admin's.
      expect(await apiSignIn({ email: helper, password })).not.toBeNull();
      await users.getByRole('button', { name: 'I have saved it, hide the password' }).click();
      await generated.waitFor({ state: 'detached' });

      // The same address twice: the server's message next to the field.
      await add.getByLabel(/^Email/).fill(helper.toUpperCase());
      await add.getByRole('button', { name: 'Add admin' }).click();
      await add.getByText(MESSAGES.adminExists).waitFor();

      // Remove, after confirming.
      await list.getByRole('button', { name: `Remove ${helper}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(REMOVE_ADMIN_CONFIRM).waitFor();
      await expect.poll(() => dialog.textContent()).not.toContain('your own account');
      await screenshot(page, `admin-settings-remove-${viewport}`);
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await toast(page, 'Admin removed');
      await list.getByText(helper).waitFor({ state: 'detached' });
      expect(await adminEmailsFromApi(page)).not.toContain(helper);

      // Yourself: a clear warning first; cancelling keeps everything.
      await list.getByRole('button', { name: `Remove ${admin.email}` }).click();
      await dialog.getByText('This is your own account').waitFor();
      await dialog.getByText(REMOVE_ADMIN_CONFIRM).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await adminEmailsFromApi(page)).toContain(admin.email);

      // The server refuses (last admin): its own words are shown and the admin stays listed.
      await page.route('**/api/admin/users/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 409, json: { error: { code: 'conflict', message: MESSAGES.lastAdmin } } })
          : route.continue(),
      );
      await list.getByRole('button', { name: `Remove ${ADMIN.email}` }).click();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await toast(page, MESSAGES.lastAdmin);
      await list.getByText(ADMIN.email).waitFor();
      await page.unroute('**/api/admin/users/*');
      expect(pageErrors).toEqual([]);
    });

    it('logs out from Account Actions', async () => {
      await openSettings(page);
      const actions = section(page, 'Account Actions');
      await actions.getByText(admin.email).waitFor();
      await actions.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      expect((await page.request.get('/api/auth/session')).status()).toBe(401);
      expect(pageErrors).toEqual([]);
    });

    // Last: everyone else goes.
    it('the last admin cannot be removed', async () => {
      await signInThroughApi(context, server, admin);
      await openSettings(page);
      // Everyone else goes (through the API, with this admin's session).
      const response = await page.request.get('/api/admin/users', { headers: { 'X-Requested-With': 'fetch' } });
      const body = (await response.json()) as { users: { id: string; email: string }[] } | { id: string; email: string }[];
      for (const user of Array.isArray(body) ? body : body.users) {
        if (user.email === admin.email) continue;
        const removed = await page.request.delete(`/api/admin/users/${user.id}`, {
          headers: { 'X-Requested-With': 'fetch', Origin: server.url },
        });
        expect(removed.status()).toBe(204);
      }
      await page.reload();
      const list = section(page, 'Admin users').getByRole('list', { name: 'Admins' });
      await list.getByText(admin.email).waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

      await list.getByRole('button', { name: `Remove ${admin.email}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('This is your own account').waitFor();
      const refused = page.waitForResponse((r) => r.url().includes('/api/admin/users/') && r.request().method() === 'DELETE');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      expect((await refused).status()).toBe(409);
      await toast(page, MESSAGES.lastAdmin);
      await screenshot(page, `admin-settings-last-admin-${viewport}`);
      // Still here, still signed in.
      await list.getByText(admin.email).waitFor();
      await expect.poll(() => page.url()).toContain('/admin/settings');
      expect(await adminEmailsFromApi(page)).toEqual([admin.email]);
      expect(pageErrors).toEqual([]);
    });
  });
}
