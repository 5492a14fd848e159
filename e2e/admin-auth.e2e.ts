import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import { parseMail, type ParsedMail } from '../functions/src/testing/parse-mail';
import { ADMIN, ADMIN_FLOW, launchBrowser, newPage, screenshot, startServer, type RunningServer, type ViewportName } from './harness';

/**
 * Admin sign-in: the login form's rules and messages (docs/product.md §5, §8), the same failure text for a
 * wrong password and an unknown email, 'Forgot your password?' with the mail really written to
 * the outbox, and the reset page end to end from the mailed link to signing in with the new
 * password. The server throttles sign-ins (20 per address, 5 failures per account) and resets
 * (10 per address, 3 mails per account) per 15 minutes: the tests stay well inside. These are
 * flows, not layout: each runs once, at the back office's flow width.
 */

let server: RunningServer;
let browser: Browser;

/** The admin of the reset flow, with a mail budget and a password of its own. */
const RESET_ADMIN = { email: 'reset.flow@capitalacres.example', password: 'first-password-reset' };

async function apiSignIn(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.url },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The reset-flow admin is added the way an admin adds one: through the API.
  const cookie = await apiSignIn(ADMIN);
  const response = await fetch(`${server.url}/api/admin/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.url, Cookie: cookie },
    body: JSON.stringify(RESET_ADMIN),
  });
  expect(response.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const outboxDir = () => join(server.dataDir, 'outbox');

async function outboxFiles(): Promise<string[]> {
  try {
    return (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return []; // the folder appears with the first mail
  }
}

/** The first mail to `to` among the files not in `before`; waits for the server's background send. */
async function waitForMail(to: string, before: string[]): Promise<ParsedMail> {
  return vi.waitFor(
    async () => {
      for (const name of await outboxFiles()) {
        if (before.includes(name)) continue;
        const mail = parseMail(await readFile(join(outboxDir(), name), 'utf8'));
        if (mail.to === to) return mail;
      }
      throw new Error(`no mail to ${to} in ${outboxDir()}`);
    },
    { timeout: 15_000, interval: 200 },
  );
}

function resetLinkPath(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Every request to an /api/auth/ path the page makes from now on. */
function recordAuthRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/') && request.method() === 'POST') requests.push(request);
  });
  return requests;
}

function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
    forgot: page.getByRole('button', { name: 'Forgot your password?' }),
  };
}

async function openLogin(viewport: ViewportName) {
  const opened = await newPage(browser, viewport, { baseURL: server.url });
  await opened.page.goto('/admin/login');
  await opened.page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  return opened;
}

for (const viewport of [ADMIN_FLOW]) {
  describe(`admin sign-in (${viewport})`, () => {
    it('requires both fields and sends nothing while one is empty', async () => {
      const { context, page, pageErrors } = await openLogin(viewport);
      try {
        const requests = recordAuthRequests(page);
        const f = loginForm(page);
        await expect.poll(() => f.email.getAttribute('type')).toBe('email');
        await expect.poll(() => f.password.getAttribute('type')).toBe('password');
        await expect.poll(() => f.password.getAttribute('autocomplete')).toBe('current-password');

        await f.submit.click();
        await page.getByText(MESSAGES.emailRequired, { exact: true }).waitFor();
        await page.getByText(MESSAGES.passwordRequired, { exact: true }).waitFor();
        await expect.poll(() => f.email.getAttribute('aria-invalid')).toBe('true');
        await screenshot(page, `admin-login-errors-${viewport}`);

        // Only the password empty: its message alone.
        await f.email.fill(ADMIN.email);
        await page.getByText(MESSAGES.emailRequired, { exact: true }).waitFor({ state: 'detached' });
        await f.submit.click();
        await page.getByText(MESSAGES.passwordRequired, { exact: true }).waitFor();
        await expect.poll(() => page.getByText(MESSAGES.emailRequired, { exact: true }).count()).toBe(0);

        // The password can be shown and hidden again.
        await f.password.fill('typed secret');
        await page.getByRole('button', { name: 'Show password' }).click();
        await expect.poll(() => f.password.getAttribute('type')).toBe('text');
        await page.getByRole('button', { name: 'Hide password' }).click();
        await expect.poll(() => f.password.getAttribute('type')).toBe('password');

        expect(requests).toHaveLength(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('says the same thing for a wrong password and an unknown email, keeping what was typed', async () => {
      const { context, page, pageErrors } = await openLogin(viewport);
      try {
        const f = loginForm(page);
        await f.email.fill(ADMIN.email);
        await f.password.fill('not-the-password');
        const wrong = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
        await f.submit.click();
        expect((await wrong).status()).toBe(401);
        await toast(page, MESSAGES.invalidCredentials);
        await expect.poll(() => page.url()).toContain('/admin/login');
        await expect.poll(() => f.email.inputValue()).toBe(ADMIN.email);
        await screenshot(page, `admin-login-failed-${viewport}`);

        await page.getByRole('status').filter({ hasText: MESSAGES.invalidCredentials }).first().waitFor({ state: 'detached', timeout: 10_000 });
        await f.email.fill(`nobody.${viewport}@capitalacres.example`);
        await f.password.fill('whatever-password');
        const unknown = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
        await f.submit.click();
        expect((await unknown).status()).toBe(401);
        await toast(page, MESSAGES.invalidCredentials);
        await expect.poll(() => page.url()).toContain('/admin/login');

        // Throttled: the server's own words.
        await page.route('**/api/auth/login', (route) =>
          route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: MESSAGES.tooManySignInAttempts } } }),
        );
        await f.submit.click();
        await toast(page, MESSAGES.tooManySignInAttempts);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('forgot password: asks for the email first, mails the link, and says when sending failed', async () => {
      const { context, page, pageErrors } = await openLogin(viewport);
      try {
        const requests = recordAuthRequests(page);
        const f = loginForm(page);
        await f.forgot.click();
        await toast(page, MESSAGES.emailFirst);
        expect(requests).toHaveLength(0);

        // The server fails, or the network does: the failure text, nothing lost.
        await f.email.fill(ADMIN.email);
        await page.route('**/api/auth/forgot-password', (route) =>
          route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }),
        );
        await f.forgot.click();
        await toast(page, MESSAGES.resetEmailFailed);
        await page.unroute('**/api/auth/forgot-password');
        await page.route('**/api/auth/forgot-password', (route) => route.abort('internetdisconnected'));
        await f.forgot.click();
        await toast(page, MESSAGES.resetEmailFailed);
        await page.unroute('**/api/auth/forgot-password');
        await expect.poll(() => f.email.inputValue()).toBe(ADMIN.email);

        const before = await outboxFiles();
        const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/forgot-password'));
        await f.forgot.click();
        expect((await answer).status()).toBe(202);
        await toast(page, MESSAGES.resetEmailSent);
        await screenshot(page, `admin-login-forgot-${viewport}`);

        const mail = await waitForMail(ADMIN.email, before);
        expect(resetLinkPath(mail)).toMatch(/^\/admin\/reset-password\?token=.+/);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('resets the password from the mailed link, once, then signs in with the new one', async () => {
      const admin = RESET_ADMIN;
      const newPassword = `new-password-${viewport}-${Date.now().toString(36)}`;
      const { context, page, pageErrors } = await openLogin(viewport);
      try {
        // A link without a token is no link at all.
        await page.goto('/admin/reset-password');
        await page.getByText(MESSAGES.invalidResetLink).waitFor();
        await page.getByRole('link', { name: /request a new link/ }).waitFor();

        await page.goto('/admin/login');
        const f = loginForm(page);
        await f.email.fill(admin.email.toUpperCase());
        const before = await outboxFiles();
        await f.forgot.click();
        await toast(page, MESSAGES.resetEmailSent);
        const link = resetLinkPath(await waitForMail(admin.email, before));

        await page.goto(link);
        await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
        const password = page.getByLabel(/^New password/);
        const confirm = page.getByLabel(/^Confirm new password/);
        const save = page.getByRole('button', { name: 'Set new password' });

        // The form's own rules, before anything is sent.
        const requests = recordAuthRequests(page);
        await password.fill(newPassword);
        await confirm.fill(`${newPassword}x`);
        await save.click();
        await page.getByText(MESSAGES.passwordsDoNotMatch).first().waitFor();
        await password.fill('short');
        await confirm.fill('short');
        await save.click();
        await page.getByText(MESSAGES.passwordTooShort).waitFor();
        expect(requests).toHaveLength(0);
        await screenshot(page, `admin-reset-errors-${viewport}`);

        await password.fill(newPassword);
        await confirm.fill(newPassword);
        const reset = page.waitForResponse((response) => response.url().endsWith('/api/auth/reset-password'));
        await save.click();
        expect((await reset).status()).toBe(204);
        await page.getByRole('link', { name: 'Go to sign in' }).waitFor();
        await screenshot(page, `admin-reset-done-${viewport}`);

        // The link works once.
        await page.goto(link);
        await page.getByLabel(/^New password/).fill('another-password');
        await page.getByLabel(/^Confirm new password/).fill('another-password');
        await page.getByRole('button', { name: 'Set new password' }).click();
        await page.getByText(MESSAGES.invalidResetLink).waitFor();
        await screenshot(page, `admin-reset-invalid-${viewport}`);
        await page.getByRole('link', { name: /request a new link/ }).click();
        await page.waitForURL('**/admin/login');

        // The new password signs in; the login page then sends a signed-in admin on.
        await loginForm(page).email.fill(admin.email);
        await loginForm(page).password.fill(newPassword);
        await loginForm(page).submit.click();
        await page.waitForURL('**/admin/dashboard');
        await page.goto('/admin/login');
        await page.waitForURL('**/admin/dashboard');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
