import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../core/page-render';
import { MESSAGES, englishMessage } from '../../core/messages';
import { ALERTS_PER_ADDRESS_MAX } from '../../core/schemas/alerts';
import { outboxMails, waitForOutbox } from '../../testing/auth';
import { expectApiError, json, postJson } from '../../testing/http';
import type { ParsedMail } from '../../testing/parse-mail';
import { DEMO_SETTINGS } from '../../seed/demo-settings';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { manageUrl, oneClickUnsubscribeUrl, unsubscribeUrl } from '../alerts/alert-links';
import { loadSignedLinks } from '../alerts/signed-links';

/** The built web app's renderer, as far as these pages use it: the site's stylesheet address. */
const SITE_STYLESHEET = '/assets/index-site.css';
const pages: PageRenderer = {
  inlineScriptHashes: [],
  stylesheets: [SITE_STYLESHEET],
  render: async () => ({ kind: 'page', status: 200, html: '<!doctype html><title>page</title>' }),
  shell: () => '<!doctype html><title>shell</title>',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages });
});
afterAll(async () => server.close());

/** The path and query of the mail's link to `page` ('/subscriptions/confirm', '/te/subscriptions/confirm'). */
function linkIn(mail: ParsedMail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${page.replace(/\//g, '\\/')}\\?token=[^\\s)]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in:\n${mail.text}`);
  return match[1]!;
}

async function lastMailTo(email: string): Promise<ParsedMail> {
  const mails = (await outboxMails(server.outboxDir)).filter((mail) => mail.to.includes(email));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** A link's path and query, to ask this server for it. */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const subscribe = (body: unknown) => postJson(`${server.url}/api/subscriptions`, body);
const formPost = (path: string, form: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url }, body: new URLSearchParams(form) });

describe('POST /api/subscriptions', () => {
  it('stores a new address unconfirmed with its alert, and mails the confirmation link in its language', async () => {
    const response = await subscribe({ email: 'Lakshmi@Example.com', language: 'te', cadence: 'daily', alert: { kind: 'priceDrop', target: { plotId: 'plot-1' } } });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ created: true, confirmed: false, key: 'subscriptionCheckInbox', message: MESSAGES.subscriptionCheckInbox });

    const [subscriber] = await server.store.subscribers.list();
    expect(subscriber).toMatchObject({ email: 'lakshmi@example.com', language: 'te', confirmedAt: null });
    expect(await server.store.alerts.listOf(subscriber!.id)).toEqual([expect.objectContaining({ kind: 'priceDrop', target: { plotId: 'plot-1' }, cadence: 'daily' })]);

    const [mail] = await waitForOutbox(server.outboxDir, 1);
    expect(mail!.to).toContain('lakshmi@example.com');
    expect(mail!.subject).toBe('Amaravati Plots ఈమెయిల్ అలర్ట్‌లను నిర్ధారించండి');
    expect(mail!.text).toContain('ధర తగ్గితే: ఇప్పుడు జాబితాలో లేదు');
    expect(mail!.html).toContain('/te/subscriptions/confirm?token=');
    expect(linkIn(mail!, '/te/subscriptions/confirm')).toMatch(/token=/);
  });

  it('takes the old form ({ email } only) as news, as it happens, in English', async () => {
    const response = await subscribe({ email: 'old-form@example.com' });
    expect(response.status).toBe(201);
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'old-form@example.com')!;
    expect(subscriber.language).toBe('en');
    expect(await server.store.alerts.listOf(subscriber.id)).toEqual([expect.objectContaining({ kind: 'news', target: null, cadence: 'instant' })]);
    expect((await lastMailTo('old-form@example.com')).text).toContain('News: new updates');
  });

  it('asks an unconfirmed address again; the same alert twice is one alert (200)', async () => {
    const before = (await outboxMails(server.outboxDir)).length;
    const response = await subscribe({ email: 'OLD-FORM@example.com' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ created: false, confirmed: false, key: 'subscriptionCheckInbox' });
    await waitForOutbox(server.outboxDir, before + 1);
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'old-form@example.com')!;
    expect(await server.store.alerts.listOf(subscriber.id)).toHaveLength(1);
  });

  it('adds an alert to a confirmed address at once, and says when it was there already', async () => {
    await subscribe({ email: 'confirmed@example.com' });
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'confirmed@example.com')!;
    await server.store.subscribers.confirm(subscriber.id);
    const mails = (await outboxMails(server.outboxDir)).length;

    const search = { kind: 'search', target: { location: 'Tullur', priceMax: '5000000', category: 'residential', roadFacing: 'any', documents: 'any' } };
    const added = await subscribe({ email: 'confirmed@example.com', language: 'en', cadence: 'instant', alert: search });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ created: true, confirmed: true, key: 'alertAdded', message: MESSAGES.alertAdded });
    const again = await subscribe({ email: 'confirmed@example.com', cadence: 'daily', alert: { kind: 'search', target: { category: 'residential', location: 'Tullur', priceMax: 5_000_000 } } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, confirmed: true, key: 'alertAlreadyFollowed' });

    const alerts = await server.store.alerts.listOf(subscriber.id);
    expect(alerts.map((alert) => alert.target)).toEqual([null, { location: 'Tullur', category: 'residential', priceMax: 5_000_000 }]);
    expect((await outboxMails(server.outboxDir)).length).toBe(mails);
  });

  it(`refuses more than ${ALERTS_PER_ADDRESS_MAX} alerts per address with a clear 422, storing nothing`, async () => {
    for (let n = 0; n < ALERTS_PER_ADDRESS_MAX; n += 1) {
      expect((await subscribe({ email: 'full@example.com', alert: { kind: 'priceDrop', target: { plotId: `p-${n}` } } })).status).toBe(201);
    }
    const error = await expectApiError(await subscribe({ email: 'full@example.com', alert: { kind: 'venture', target: { ventureId: 'v' } } }), 422, 'validation_failed');
    expect(error.key).toBe(`alertsFull?max=${ALERTS_PER_ADDRESS_MAX}`);
    expect(error.message).toBe(englishMessage(`alertsFull?max=${ALERTS_PER_ADDRESS_MAX}`));
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'full@example.com')!;
    expect(await server.store.alerts.listOf(subscriber.id)).toHaveLength(ALERTS_PER_ADDRESS_MAX);
  });

  it.each([
    [{}, { email: MESSAGES.emailRequired }],
    [{ email: 'lakshmi' }, { email: MESSAGES.emailInvalid }],
    [{ email: 'a@example.com', language: 'fr' }, { language: MESSAGES.chooseFromList }],
    [{ email: 'a@example.com', cadence: 'weekly' }, { cadence: MESSAGES.chooseFromList }],
    [{ email: 'a@example.com', alert: { kind: 'rumours' } }, { 'alert.kind': MESSAGES.alertKindInvalid }],
    [{ email: 'a@example.com', alert: { kind: 'search', target: { priceMin: 'cheap' } } }, { 'alert.target.priceMin': MESSAGES.searchFilterInvalid }],
    [{ email: 'a@example.com', alert: { kind: 'search', target: { areaMax: -5 } } }, { 'alert.target.areaMax': MESSAGES.searchFilterInvalid }],
    [{ email: 'a@example.com', alert: { kind: 'search', target: { roadFacing: 'Up' } } }, { 'alert.target.roadFacing': MESSAGES.chooseFromList }],
    [{ email: 'a@example.com', alert: { kind: 'search', target: { priceMin: 9, priceMax: 3 } } }, { 'alert.target.priceMax': MESSAGES.searchBoundsReversed }],
    [{ email: 'a@example.com', alert: { kind: 'search', target: { colour: 'blue' } } }, { 'alert.target': MESSAGES.unknownFields({ fields: 'colour' }) }],
    [{ email: 'a@example.com', alert: { kind: 'priceDrop', target: {} } }, { 'alert.target.plotId': MESSAGES.required }],
  ])('answers 422 naming the field for %j', async (body, fields) => {
    const count = await server.store.subscribers.count();
    const error = await expectApiError(await subscribe(body), 422, 'validation_failed');
    expect(error.fields).toEqual(fields);
    expect(await server.store.subscribers.count()).toBe(count);
  });

  it('answers a filled honeypot like a success and stores and mails nothing', async () => {
    const [count, mails] = [await server.store.subscribers.count(), (await outboxMails(server.outboxDir)).length];
    const response = await subscribe({ email: 'bot@example.com', website: 'http://x' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ confirmed: false, key: 'subscriptionCheckInbox' });
    expect(await server.store.subscribers.count()).toBe(count);
    expect((await outboxMails(server.outboxDir)).length).toBe(mails);
  });
});

describe('the confirmation, manage and unsubscribe pages', () => {
  it('shows the confirmation, confirms on the button (twice: the same page), then links to the alerts', async () => {
    await subscribe({ email: 'pages@example.com', alert: { kind: 'search', target: { category: 'commercial', location: 'Mandadam' } } });
    const confirm = linkIn(await lastMailTo('pages@example.com'), '/subscriptions/confirm');
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'pages@example.com')!;

    const page = await fetch(`${server.url}${confirm}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The site's look: its own stylesheet (same origin, which the CSP's style-src allows), and no
    // script or inline style of any kind.
    expect(html).toContain(`<link rel="stylesheet" href="${SITE_STYLESHEET}"/>`);
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self'/);
    expect(html).not.toMatch(/<script|<style|\sstyle="/);
    expect(html).toContain('Confirm that pages@example.com wants the alerts it asked for.');
    // Opening the link (a mail scanner does) confirms nothing.
    expect((await server.store.subscribers.get(subscriber.id))?.confirmedAt).toBeNull();

    const confirmed = await formPost(confirm);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your address is confirmed.');
    const at = (await server.store.subscribers.get(subscriber.id))?.confirmedAt;
    expect(at).toEqual(expect.any(String));
    const twice = await formPost(confirm);
    const text = await twice.text();
    expect(text).toContain('Your address is confirmed.');
    expect((await server.store.subscribers.get(subscriber.id))?.confirmedAt).toBe(at);

    const manage = /href="https?:\/\/[^/"]+(\/subscriptions\/manage\?token=[^"]+)"/.exec(text)![1]!.replace(/&amp;/g, '&');
    const list = await (await fetch(`${server.url}${manage}`)).text();
    expect(list).toContain('New plots: commercial, in Mandadam');
  });

  it('answers a tampered link 400 and an expired one 410, changing nothing', async () => {
    await subscribe({ email: 'tamper@example.com' });
    const confirm = linkIn(await lastMailTo('tamper@example.com'), '/subscriptions/confirm');
    const tampered = confirm.replace(/token=(.)/, (_all, first: string) => `token=${first === 'A' ? 'B' : 'A'}`);
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'tamper@example.com')!;
    for (const response of [await fetch(`${server.url}${tampered}`), await formPost(tampered), await formPost('/subscriptions/confirm?token=nonsense')]) {
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('This link does not work');
      expect(page).toContain(`<link rel="stylesheet" href="${SITE_STYLESHEET}"/>`);
      expect(page).toMatch(/<a href="\/" class="[^"]*bg-brand-700[^"]*">Go to the home page<\/a>/);
    }
    // A link of another purpose is no confirmation link.
    const unsubscribe = confirm.replace('/subscriptions/confirm', '/subscriptions/unsubscribe');
    expect((await formPost(unsubscribe)).status).toBe(400);
    expect(await server.store.subscribers.get(subscriber.id)).toMatchObject({ confirmedAt: null });
  });

  it('lets a manage link change a cadence, remove one alert, and remove all', async () => {
    await subscribe({ email: 'manage@example.com', alert: { kind: 'news' } });
    await subscribe({ email: 'manage@example.com', alert: { kind: 'priceDrop', target: { plotId: 'gone-plot' } } });
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'manage@example.com')!;
    const links = await loadSignedLinks(server.store.meta);
    const manage = pathOf(manageUrl(server.url, links, subscriber.id, 'te'));
    expect(manage).toMatch(/^\/te\/subscriptions\/manage\?token=/);
    const [news, drop] = await server.store.alerts.listOf(subscriber.id);

    const page = await (await fetch(`${server.url}${manage}`)).text();
    expect(page).toContain('<html lang="te-IN">');
    expect(page).toContain('వార్తలు: కొత్త అప్‌డేట్‌లు');

    const changed = await formPost(manage, { action: 'cadence', alertId: news!.id, cadence: 'daily' });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe(manage);
    expect((await server.store.alerts.listOf(subscriber.id))[0]?.cadence).toBe('daily');
    await formPost(manage, { action: 'cadence', alertId: news!.id, cadence: 'hourly' });
    expect((await server.store.alerts.listOf(subscriber.id))[0]?.cadence).toBe('daily');

    expect((await formPost(manage, { action: 'remove', alertId: drop!.id })).status).toBe(303);
    expect((await formPost(manage, { action: 'remove', alertId: drop!.id })).status).toBe(303);
    expect((await server.store.alerts.listOf(subscriber.id)).map((alert) => alert.id)).toEqual([news!.id]);

    const all = await formPost(manage, { action: 'unsubscribe' });
    expect(await all.text()).toContain('మీరు అన్‌సబ్‌స్క్రైబ్ అయ్యారు');
    expect(await server.store.subscribers.get(subscriber.id)).toBeNull();
    expect(await server.store.alerts.listOf(subscriber.id)).toEqual([]);
  });

  it('unsubscribes by the page button and by RFC 8058 one-click, idempotently', async () => {
    await subscribe({ email: 'leave@example.com' });
    await subscribe({ email: 'click@example.com' });
    const links = await loadSignedLinks(server.store.meta);
    const [leave, click] = ['leave@example.com', 'click@example.com'].map(async (email) => (await server.store.subscribers.list()).find((s) => s.email === email)!);
    const leavePage = pathOf(unsubscribeUrl(server.url, links, (await leave)!.id, 'en'));
    const oneClick = oneClickUnsubscribeUrl(server.url, links, (await click)!.id);
    expect(oneClick.startsWith(`${server.url}/api/subscriptions/unsubscribe?token=`)).toBe(true);

    const ask = await (await fetch(`${server.url}${leavePage}`)).text();
    expect(ask).toContain('Stop every email alert to leave@example.com?');
    expect(await server.store.subscribers.get((await leave)!.id)).not.toBeNull();
    expect(await (await formPost(leavePage)).text()).toContain('You are unsubscribed');
    expect(await (await formPost(leavePage)).text()).toContain('You are unsubscribed');
    expect(await server.store.subscribers.get((await leave)!.id)).toBeNull();

    // One-click: form-encoded, from a mail provider (no cookie, another origin), answered 200 every time.
    for (let n = 0; n < 2; n += 1) {
      const response = await fetch(oneClick, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net', 'Sec-Fetch-Site': 'cross-site' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ unsubscribed: true });
    }
    expect(await server.store.subscribers.get((await click)!.id)).toBeNull();

    // A person opening the one-click address is sent to the page with its button.
    const opened = await fetch(oneClickUnsubscribeUrl(server.url, links, (await leave)!.id), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/subscriptions\/unsubscribe\?token=/);

    const bad = await fetch(oneClick.replace('token=', 'token=x'), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect((await expectApiError(bad, 400, 'bad_request')).key).toBe('linkInvalid');
  });

  it('answers an expired link 410 and changes nothing', async () => {
    await subscribe({ email: 'late@example.com' });
    const subscriber = (await server.store.subscribers.list()).find((s) => s.email === 'late@example.com')!;
    const links = await loadSignedLinks(server.store.meta);
    const expired = links.sign('unsubscribe', subscriber.id, { lifetimeMs: -1000 });
    const page = await formPost(`/subscriptions/unsubscribe?token=${expired}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This link has expired');
    const oneClick = await fetch(`${server.url}/api/subscriptions/unsubscribe?token=${expired}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect((await expectApiError(oneClick, 410, 'gone')).key).toBe('linkExpired');
    const confirm = await formPost(`/subscriptions/confirm?token=${links.sign('confirm', subscriber.id, { lifetimeMs: -1000 })}`);
    expect(confirm.status).toBe(410);
    expect(await server.store.subscribers.get(subscriber.id)).toMatchObject({ confirmedAt: null });
  });
});

describe('in the business\'s name', () => {
  it('signs the confirmation mail and the link pages with the saved business name', async () => {
    await server.store.settings.put({ ...DEMO_SETTINGS, businessName: 'Our Own Realty' });
    await subscribe({ email: 'named@example.com', alert: { kind: 'news' } });
    const mail = await lastMailTo('named@example.com');
    expect(mail.subject).toBe('Confirm your email alerts from Our Own Realty');
    expect(mail.text).toContain('asked Our Own Realty to email you about');
    const page = await (await fetch(`${server.url}${linkIn(mail, '/subscriptions/confirm')}`)).text();
    expect(page).toContain('<title>Confirm your email alerts | Our Own Realty</title>');
    expect(page).not.toContain('Amaravati Plots');
  });
});
