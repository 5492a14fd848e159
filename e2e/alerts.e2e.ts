import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../functions/src/adapters/store/firestore/collections';
import { MESSAGES } from '../functions/src/core/messages';
import { sitePaths } from '../functions/src/core/site-paths';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { loadSignedLinks } from '../functions/src/features/alerts/signed-links';
import type { Store } from '../functions/src/ports/store';
import type { ParsedMail } from '../functions/src/testing/parse-mail';
import { mailsTo as followedMailsTo, mailTo as followedMailTo } from './follow-and-confirm';
import { ADMIN_FLOW, launchBrowser, newContext, newPage, PUBLIC_FLOW, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * Alerts for subscribers, end to end, in both modes (`npm run test:e2e:firebase` runs this file
 * too; one server for both flows, as a Firebase-mode start seeds Firestore for half a minute):
 *
 * - following: a visitor follows a saved search from /properties, reads the confirmation mail,
 *   follows its link and confirms, adds a price drop on a plot's page (live at once), sees both on
 *   the manage page, and leaves by RFC 8058 one-click;
 * - the mails: an admin adds a plot a confirmed saved search matches; the alert is mailed with
 *   RFC 8058's headers; one-click unsubscribe by its List-Unsubscribe address; the next matching
 *   plot goes to a subscriber who stayed, not to them.
 *
 * Standalone, the outbox folder is the mail server and the server's own drain sends. In Firebase
 * mode a local SMTP server receives the mails, the event handlers the Firestore triggers run
 * enqueue, and the `drainAlertOutbox` schedule of the built Cloud Functions bundle sends, run here
 * as Cloud Scheduler runs it (harness runSchedule); after the plot's creation is delivered twice
 * to the bundle's `onPlotCreated` trigger (a redelivery), its second run sends nothing twice.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
let admin: BrowserContext;

/** A village name no seeded plot has: only the plots added here match the saved searches of the mails' flow. */
const VILLAGE = `Alertvaram${Date.now()}`;

const mailsTo = (email: string) => followedMailsTo(server, email);
const mailTo = (email: string, subject?: string) => followedMailTo(server, email, subject);

/**
 * What sends the queued alerts: standalone, the server itself, right after the plot event queued
 * them (nothing to do here); on Firebase, the `drainAlertOutbox` schedule (every five minutes
 * there): one run now, ended when this resolves.
 */
async function drainAlerts(): Promise<void> {
  if (server.backend === 'firebase') await server.runSchedule('drainAlertOutbox');
}

/**
 * Firebase: the plot's creation delivered to the `onPlotCreated` trigger of the built bundle, twice
 * under one event id (a redelivery, as Cloud Functions may make): its handler queues nothing the
 * server's own handling of the write did not queue already, so the next drain sends nothing again.
 * (It counts the plot once more in the dashboard's figures, which this file does not read.)
 * Standalone there are no triggers to deliver to.
 */
async function redeliverPlotCreated(title: string): Promise<void> {
  if (server.backend !== 'firebase') return;
  const plot = (await store.plots.search(plotSearchQuerySchema.parse({ location: VILLAGE }))).items.find((candidate) => candidate.title === title);
  if (!plot) throw new Error(`no plot "${title}" in ${VILLAGE}`);
  for (let n = 0; n < 2; n += 1) await server.deliverFirestoreCreated('onPlotCreated', `${COLLECTIONS.plots}/${plot.id}`, `e2e-plot-created-${plot.id}`);
}

async function follow(page: Page, button: string, email: string, cadence: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const form = page.getByRole('form', { name: button });
  await form.getByRole('textbox', { name: 'Your email' }).fill(email);
  await form.getByRole('combobox', { name: 'How often' }).selectOption({ label: cadence });
  await form.getByRole('button', { name: 'Email me' }).click();
}

/** Opens the confirmation link mailed to `email` and confirms; the link, to open again. */
async function confirmByMail(page: Page, email: string, mail?: ParsedMail): Promise<URL> {
  const confirm = new URL(/(https?:\/\/\S+\/subscriptions\/confirm\?token=\S+)/.exec((mail ?? (await mailTo(email))).text)![1]!);
  // The link pages are the server's own documents, with no app to go live: waited for by their content.
  await page.goto(`${confirm.pathname}${confirm.search}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Yes, send me these alerts' }).click();
  await page.getByText('Your address is confirmed.', { exact: false }).waitFor();
  return confirm;
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
  store = await server.openStore();
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
      const confirm = await confirmByMail(page, email, mail);
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

/** Saves the search of VILLAGE's plots on /properties, as it happens, and confirms by the mailed link. */
async function subscribeAndConfirm(email: string): Promise<void> {
  const { context, page, pageErrors } = await newPage(browser, PUBLIC_FLOW, { baseURL: server.url });
  try {
    await page.goto(`/properties?location=${VILLAGE}`);
    await follow(page, 'Email me new plots like these', email, 'As it happens');
    await page.getByRole('status').filter({ hasText: MESSAGES.subscriptionCheckInbox }).waitFor();
    await confirmByMail(page, email);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('alert mails', () => {
  it('mails a new matching plot with one-click unsubscribe; after it, the next plot goes only to who stayed', async () => {
    const leaving = `leaving.${Date.now()}@example.com`;
    const staying = `staying.${Date.now()}@example.com`;
    await subscribeAndConfirm(leaving);
    await subscribeAndConfirm(staying);

    await addPlot('Alert plot one');
    await drainAlerts();
    const alert = await mailTo(leaving, 'New plot like your search: Alert plot one');
    await mailTo(staying, 'New plot like your search: Alert plot one');
    await redeliverPlotCreated('Alert plot one');
    // On Firebase the schedule runs again (its next run, or Cloud Scheduler's retry) and sends
    // nothing twice; in either mode each has had the mail once.
    await drainAlerts();
    for (const email of [leaving, staying]) {
      expect((await mailsTo(email)).filter((mail) => mail.subject === 'New plot like your search: Alert plot one')).toHaveLength(1);
    }
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
    await drainAlerts();
    // The one who stayed gets it: the drain has run over this plot's alerts.
    await mailTo(staying, 'New plot like your search: Alert plot two');
    expect((await mailsTo(leaving)).map((mail) => mail.subject)).not.toContain('New plot like your search: Alert plot two');
  });
});
