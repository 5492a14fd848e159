import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import { parseMail, type ParsedMail } from '../functions/src/testing/parse-mail';
import { ADMIN_FLOW, launchBrowser, newContext, newPage, PUBLIC_FLOW, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * Alert mails, end to end (standalone; the outbox folder is the mail server): a visitor saves a
 * search on /properties and confirms by the mailed link; an admin adds a matching plot and the
 * server's own drain mails the alert, with RFC 8058's headers; one-click unsubscribe by its
 * List-Unsubscribe address; the next matching plot goes to a subscriber who stayed, not to them.
 */

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;

/** A village name no seeded plot has: only the plots added here match the saved searches. */
const VILLAGE = `Alertvaram${Date.now()}`;

const outboxDir = () => join(server.dataDir, 'outbox');

async function mailsTo(email: string): Promise<ParsedMail[]> {
  const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map(async (name) => parseMail(await readFile(join(outboxDir(), name), 'utf8'))));
  return mails.filter((mail) => mail.to.includes(email));
}

function mailTo(email: string, subject: string): Promise<ParsedMail> {
  return vi.waitFor(
    async () => {
      const found = (await mailsTo(email)).find((mail) => mail.subject === subject);
      if (!found) throw new Error(`no mail "${subject}" to ${email}`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );
}

/** Saves the search of VILLAGE's plots on /properties, as it happens, and confirms by the mailed link. */
async function subscribeAndConfirm(email: string): Promise<void> {
  const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
  try {
    await page.goto(`/properties?location=${VILLAGE}`);
    await page.getByRole('button', { name: 'Email me new plots like these' }).click();
    const form = page.getByRole('form', { name: 'Email me new plots like these' });
    await form.getByRole('textbox', { name: 'Your email' }).fill(email);
    await form.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'As it happens' });
    await form.getByRole('button', { name: 'Email me' }).click();
    await page.getByRole('status').filter({ hasText: MESSAGES.subscriptionCheckInbox }).waitFor();

    const [mail] = await vi.waitFor(async () => {
      const found = await mailsTo(email);
      if (found.length === 0) throw new Error(`no confirmation mail to ${email}`);
      return found;
    });
    const confirm = new URL(/(https?:\/\/\S+\/subscriptions\/confirm\?token=\S+)/.exec(mail!.text)![1]!);
    // The server's own page (no web app on it, so never "live"): wait for its button instead.
    await page.goto(`${confirm.pathname}${confirm.search}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Yes, send me these alerts' }).click();
    await page.getByText('Your address is confirmed.', { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

async function addPlot(title: string): Promise<void> {
  const response = await admin.request.post(`${server.url}/api/admin/plots`, {
    data: { title, location: VILLAGE, type: 'Residential', category: 'residential', pricePerSqYard: 45_000, area: 200, roadWidth: 12, roadFacing: 'East' },
    headers: { 'X-Requested-With': 'fetch', Origin: server.url },
  });
  expect(response.status(), await response.text()).toBe(201);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await newContext(browser, ADMIN_FLOW, { baseURL: server.url });
  await signInThroughApi(admin, server);
  // A plot there before anyone follows (so the results are not empty): it is announced to nobody.
  await addPlot('Alert plot zero');
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('alert mails', () => {
  it('mails a new matching plot with one-click unsubscribe; after it, the next plot goes only to who stayed', async () => {
    const leaving = `leaving.${Date.now()}@example.com`;
    const staying = `staying.${Date.now()}@example.com`;
    await subscribeAndConfirm(leaving);
    await subscribeAndConfirm(staying);

    await addPlot('Alert plot one');
    const alert = await mailTo(leaving, 'New plot like your search: Alert plot one');
    await mailTo(staying, 'New plot like your search: Alert plot one');
    const header = alert.headers.get('list-unsubscribe');
    expect(alert.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(header ?? '')![1]!);
    expect(oneClick.pathname).toBe('/api/subscriptions/unsubscribe');
    // The mail's own link is the unsubscribe page, not the POST-only address.
    expect(alert.text).toMatch(/\/subscriptions\/unsubscribe\?token=/);
    expect(alert.text).not.toContain(oneClick.href);

    const response = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);

    await addPlot('Alert plot two');
    // The one who stayed gets it: the drain has run over this plot's alerts.
    await mailTo(staying, 'New plot like your search: Alert plot two');
    expect((await mailsTo(leaving)).map((mail) => mail.subject)).not.toContain('New plot like your search: Alert plot two');
  });
});
