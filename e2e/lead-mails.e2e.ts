import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import { parseMail, type ParsedMail } from '../functions/src/testing/parse-mail';
import { ADMIN, ADMIN_FLOW, launchBrowser, newContext, newPage, PUBLIC_FLOW, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * New-lead mails, end to end: a visitor sends the contact form, every admin who wants it gets
 * the mail in the outbox (standalone, no SMTP), and its link opens the lead's page for
 * that visitor. An admin who turns the mails off in Settings gets none, while the others still do.
 */

let server: RunningServer;
let browser: Browser;

/** A second admin, who keeps the mails on: the control that a lead's mails have gone out. */
const SALES = { email: 'sales.mails@capitalacres.example', password: 'sales-mails-password' };

const outboxDir = () => join(server.dataDir, 'outbox');

async function mails(): Promise<ParsedMail[]> {
  const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseMail(await readFile(join(outboxDir(), name), 'utf8'))));
}

/** The mail about `leadName` to `to`, once the server's background send has written it. */
function mailAbout(leadName: string, to: string): Promise<ParsedMail> {
  return vi.waitFor(
    async () => {
      const found = (await mails()).find((mail) => mail.to === to && mail.subject === `New lead: ${leadName} (Contact form)`);
      if (!found) throw new Error(`no mail about ${leadName} to ${to}`);
      return found;
    },
    { timeout: 15_000, interval: 200 },
  );
}

async function sendContactForm(name: string, phone: string): Promise<void> {
  const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
  try {
    await page.goto('/contact');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Contact Us', exact: true }) });
    await section.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await section.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(phone);
    await section.getByRole('textbox', { name: 'Email', exact: true }).fill('visitor@example.com');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: MESSAGES.contactSuccess }).first().waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await newContext(browser, ADMIN_FLOW, { baseURL: server.url });
  await signInThroughApi(context, server);
  const added = await context.request.post(`${server.url}/api/admin/users`, { data: SALES, headers: { 'X-Requested-With': 'fetch', Origin: server.url } });
  expect(added.status()).toBe(201);
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('new-lead mails', () => {
  it('mails a contact form to every admin; the link opens the lead\'s page', async () => {
    await sendContactForm('Padma Mail Test', '9012345678');
    const mail = await mailAbout('Padma Mail Test', ADMIN.email);
    await mailAbout('Padma Mail Test', SALES.email);
    expect(mail.text).toContain('Phone: 9012345678 (call: tel:9012345678)');
    expect(mail.text).toContain('https://wa.me/919012345678?text=Hello%20Padma%20Mail%20Test');
    expect(mail.html).toContain('<a href="tel:9012345678">9012345678</a>');

    const link = new URL(/Open the lead: (\S+)/.exec(mail.text)![1]!);
    const store = await server.openStore();
    const lead = (await store.leads.list()).find((candidate) => candidate.name === 'Padma Mail Test')!;
    expect(link.pathname).toBe(`/admin/contacts/${lead.id}`);
    const context = await newContext(browser, ADMIN_FLOW, { baseURL: server.url });
    try {
      await signInThroughApi(context, server);
      const page = await context.newPage();
      await page.goto(link.pathname);
      await page.getByRole('heading', { name: 'Padma Mail Test', level: 2 }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Call 9012345678' }).getAttribute('href')).toBe('tel:9012345678');
    } finally {
      await context.close();
    }
  });

  it('Settings → New lead mails: an admin who turns them off gets none, and the choices (mails, morning digest) stay', async () => {
    const { context, page, pageErrors } = await newPage(browser, ADMIN_FLOW, { baseURL: server.url });
    try {
      await signInThroughApi(context, server);
      await page.goto('/admin/settings');
      const toggle = page.getByRole('switch', { name: 'Mail me each new lead' });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await page.getByRole('status').filter({ hasText: 'You will get no mail for new leads' }).first().waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await page.reload();
      await expect.poll(() => page.getByRole('switch', { name: 'Mail me each new lead' }).getAttribute('aria-checked')).toBe('false');

      await sendContactForm('Quiet Mail Test', '9012345679');
      await mailAbout('Quiet Mail Test', SALES.email);
      expect((await mails()).filter((mail) => mail.subject.includes('Quiet Mail Test')).map((mail) => mail.to)).toEqual([SALES.email]);

      await page.getByRole('switch', { name: 'Mail me each new lead' }).click();
      await page.getByRole('status').filter({ hasText: 'You will get a mail for each new lead' }).first().waitFor();

      // The morning digest is a choice of its own.
      const digest = page.getByRole('switch', { name: 'Morning digest at 9:00' });
      await expect.poll(() => digest.getAttribute('aria-checked')).toBe('true');
      await digest.click();
      await page.getByRole('status').filter({ hasText: 'You will get no morning digest' }).first().waitFor();
      await page.reload();
      await expect.poll(() => page.getByRole('switch', { name: 'Morning digest at 9:00' }).getAttribute('aria-checked')).toBe('false');
      await expect.poll(() => page.getByRole('switch', { name: 'Mail me each new lead' }).getAttribute('aria-checked')).toBe('true');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
