import type { Browser } from 'playwright-core';
import { expect, vi } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import type { ParsedMail } from '../functions/src/testing/parse-mail';
import { newPage, PUBLIC_FLOW, type RunningServer } from './harness';

/** The mails sent to an address, oldest first: the outbox folder standalone, the local SMTP server on Firebase (`server.mails`). */
export async function mailsTo(server: RunningServer, email: string): Promise<ParsedMail[]> {
  return (await server.mails()).filter((mail) => mail.to.includes(email));
}

/** The first mail to `email` (with `subject`, when given), once it has arrived. */
export function mailTo(server: RunningServer, email: string, subject?: string): Promise<ParsedMail> {
  return vi.waitFor(
    async () => {
      const found = (await mailsTo(server, email)).find((mail) => subject === undefined || mail.subject === subject);
      if (!found) throw new Error(`no mail${subject ? ` "${subject}"` : ''} to ${email}`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );
}

/**
 * A visitor follows something with a follow button (`button`, on the page at `path`), as it
 * happens, and confirms the address by the link of the confirmation mail, as a subscriber does.
 */
export async function followAndConfirm(browser: Browser, server: RunningServer, options: { path: string; button: string; email: string }): Promise<void> {
  const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
  try {
    await page.goto(options.path);
    await page.getByRole('button', { name: options.button }).click();
    const form = page.getByRole('form', { name: options.button });
    await form.getByRole('textbox', { name: 'Your email' }).fill(options.email);
    await form.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'As it happens' });
    await form.getByRole('button', { name: 'Email me' }).click();
    await page.getByRole('status').filter({ hasText: MESSAGES.subscriptionCheckInbox }).waitFor();

    const [mail] = await vi.waitFor(async () => {
      const found = await mailsTo(server, options.email);
      if (found.length === 0) throw new Error(`no confirmation mail to ${options.email}`);
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
