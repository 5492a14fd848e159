import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import { sitePaths } from '../functions/src/core/site-paths';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { loadSignedLinks } from '../functions/src/features/alerts/signed-links';
import type { Store } from '../functions/src/ports/store';
import { parseMail, type ParsedMail } from '../functions/src/testing/parse-mail';
import { launchBrowser, newPage, PUBLIC_FLOW, startServer, type RunningServer } from './harness';

/**
 * Alerts for subscribers, end to end: a visitor follows a saved search from /properties, reads
 * the confirmation mail (the outbox), follows its link and confirms, adds a price drop on a plot's
 * page (live at once), sees both on the manage page, and leaves by RFC 8058 one-click.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;

const outboxDir = () => join(server.dataDir, 'outbox');

async function mailTo(email: string): Promise<ParsedMail> {
  return vi.waitFor(
    async () => {
      const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
      const mails = await Promise.all(names.map(async (name) => parseMail(await readFile(join(outboxDir(), name), 'utf8'))));
      const found = mails.find((mail) => mail.to.includes(email));
      if (!found) throw new Error(`no mail to ${email}`);
      return found;
    },
    { timeout: 15_000, interval: 200 },
  );
}

async function follow(page: Page, button: string, email: string, cadence: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const form = page.getByRole('form', { name: button });
  await form.getByRole('textbox', { name: 'Your email' }).fill(email);
  await form.getByRole('combobox', { name: 'How often' }).selectOption({ label: cadence });
  await form.getByRole('button', { name: 'Email me' }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('alerts for subscribers', () => {
  it('follows a saved search and a price drop, confirms by the mailed link, manages, and leaves by one-click', async () => {
    const email = `alerts.${Date.now()}@example.com`;
    const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
    try {
      await page.goto('/properties?location=Tullur&roadFacing=East');
      await follow(page, 'Email me new plots like these', email, 'A daily summary at 08:00');
      await page.getByRole('status').filter({ hasText: MESSAGES.subscriptionCheckInbox }).waitFor();

      const subscriber = (await store.subscribers.list()).find((s) => s.email === email)!;
      expect(subscriber.confirmedAt).toBeNull();
      expect(await store.alerts.listOf(subscriber.id)).toEqual([
        expect.objectContaining({ kind: 'search', target: { location: 'Tullur', roadFacing: 'East' }, cadence: 'daily' }),
      ]);

      const mail = await mailTo(email);
      expect(mail.text).toContain('New plots: in Tullur, East facing');
      const confirm = new URL(/(https?:\/\/\S+\/subscriptions\/confirm\?token=\S+)/.exec(mail.text)![1]!);
      // The link pages are the server's own documents, with no app to go live: waited for by their content.
      await page.goto(`${confirm.pathname}${confirm.search}`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Yes, send me these alerts' }).click();
      await page.getByText('Your address is confirmed.', { exact: false }).waitFor();
      await expect.poll(async () => (await store.subscribers.get(subscriber.id))?.confirmedAt ?? null).not.toBeNull();

      const [plot] = (await store.plots.search(plotSearchQuerySchema.parse({ status: 'available' }))).items;
      await page.goto(sitePaths.plot(plot!));
      await follow(page, 'Tell me if the price drops', email, 'As it happens');
      await page.getByRole('status').filter({ hasText: MESSAGES.alertAdded }).waitFor();

      await page.goto(`${confirm.pathname}${confirm.search}`, { waitUntil: 'commit' });
      await page.getByRole('link', { name: 'See and change my alerts' }).click();
      await page.getByText('New plots: in Tullur, East facing', { exact: true }).waitFor();
      await page.getByText(`Price drops: ${plot!.title}`, { exact: true }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    const subscriber = (await store.subscribers.list()).find((s) => s.email === email)!;
    const token = (await loadSignedLinks(store.meta)).sign('unsubscribe', subscriber.id);
    for (let n = 0; n < 2; n += 1) {
      const response = await fetch(`${server.url}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
    }
    expect(await store.subscribers.get(subscriber.id)).toBeNull();
    expect(await store.alerts.listOf(subscriber.id)).toEqual([]);
  });
});
