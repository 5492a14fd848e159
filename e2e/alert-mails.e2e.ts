import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followAndConfirm, outboxMailsTo, outboxMailTo } from './follow-and-confirm';
import { ADMIN_FLOW, launchBrowser, newContext, signInThroughApi, startServer, type RunningServer } from './harness';

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

const mailsTo = (email: string) => outboxMailsTo(server, email);
const mailTo = (email: string, subject: string) => outboxMailTo(server, email, subject);

/** Saves the search of VILLAGE's plots on /properties, as it happens, and confirms by the mailed link. */
const subscribeAndConfirm = (email: string) => followAndConfirm(browser, server, { path: `/properties?location=${VILLAGE}`, button: 'Email me new plots like these', email });

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
