import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followAndConfirm, mailsTo, mailTo } from './follow-and-confirm';
import { ADMIN_FLOW, launchBrowser, newContext, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * News alerts, end to end (standalone; the outbox folder is the mail server): a visitor follows
 * the news on the updates page and confirms by the mailed link; an admin publishes a post with
 * "Send to news subscribers"; the server's own drain mails it once, with RFC 8058's headers; the
 * admin's list shows "sent 1 of 1"; sending the post again mails nobody twice.
 */

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await newContext(browser, ADMIN_FLOW, { baseURL: server.url });
  await signInThroughApi(admin, server);
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe('news alerts', () => {
  it('a post sent to the news subscribers reaches a follower once, with one-click unsubscribe, and the admin sees it sent', async () => {
    const email = `news.${Date.now()}@example.com`;
    const title = `Seed access road opens ${Date.now().toString(36)}`;
    await followAndConfirm(browser, server, { path: '/amaravati-updates', button: 'Email me the news', email });

    const page = await admin.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto('/admin/blogs?edit=new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('The seed access road is open to traffic.\nBuses follow next month.');
    const send = page.getByRole('checkbox', { name: 'Send to news subscribers' });
    await page.getByText('1 confirmed news subscriber would get it by email.').waitFor();
    await expect.poll(() => send.isChecked()).toBe(false);
    await send.check();
    await page.getByRole('button', { name: 'Publish post' }).click();

    const row = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await row.getByText('News mail: sent 1 of 1', { exact: true }).waitFor({ timeout: 20_000 });

    const subject = `Amaravati update: ${title}`;
    const mail = await mailTo(server, email, subject);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!).pathname).toBe('/api/subscriptions/unsubscribe');
    expect(mail.text).toContain('Read the update');

    // Sent again (the editor's box ticked on a save): nothing new is queued, no second mail.
    const post = (await (await admin.request.get(`${server.url}/api/admin/blogs`)).json()) as { id: string; title: string }[];
    const id = post.find((each) => each.title === title)!.id;
    const again = await admin.request.post(`${server.url}/api/admin/blogs/${id}/news-mail`, { data: {}, headers: { 'X-Requested-With': 'fetch', Origin: server.url } });
    expect(again.status(), await again.text()).toBe(200);
    expect(await again.json()).toMatchObject({ added: 0, sent: 1, queued: 0 });
    expect((await mailsTo(server, email)).filter((each) => each.subject === subject)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
