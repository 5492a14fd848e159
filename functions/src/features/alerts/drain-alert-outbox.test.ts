import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertItem, AlertPlot } from '../../core/schemas/alert-item';
import { silentLogger } from '../../ports/logger';
import type { MailRejectedError } from '../../ports/mailer';
import type { NewAlertOutboxItem, Store } from '../../ports/store';
import { openAlertTestbed, type AlertTestbed } from '../../testing/alert-testbed';
import { refuseRecipients, type TestSmtp } from '../../testing/local-smtp';
import { parseMail, type ParsedMail } from '../../testing/parse-mail';
import { alertDueAt } from './alert-due';
import { ALERT_RETRY_DELAYS_MS, drainAlertOutbox, type AlertDrainDeps, type AlertRecipient } from './drain-alert-outbox';

const ORIGIN = 'https://plots.example.in';
/** 10:00 India time. */
const NOW = new Date('2026-11-27T04:30:00.000Z');
const NEXT_08 = new Date('2026-11-28T02:30:00.000Z');
const MINUTE = 60_000;

/** Each subscriber's links: the unsubscribe page for the mail's text, the one-click address for its header. */
function aRecipient(name: string, language: 'en' | 'te'): AlertRecipient {
  const prefix = language === 'te' ? '/te' : '';
  return {
    email: `${name}@example.com`,
    language,
    manageUrl: `${ORIGIN}${prefix}/subscriptions/manage?token=m-${name}`,
    unsubscribeUrl: `${ORIGIN}${prefix}/subscriptions/unsubscribe?token=u-${name}`,
    oneClickUnsubscribeUrl: `${ORIGIN}/api/subscriptions/unsubscribe?token=o-${name}`,
  };
}

const RECIPIENTS: Record<string, AlertRecipient> = {
  priya: aRecipient('priya', 'en'),
  ravi: aRecipient('ravi', 'te'),
  gone: aRecipient('gone', 'en'),
  busy: aRecipient('busy', 'en'),
};

function aPlot(overrides: Partial<AlertPlot> = {}): AlertPlot {
  return { id: 'p1', title: 'Corner plot', titleTe: 'కార్నర్ ప్లాట్', village: 'Thullur', villageTe: 'తుళ్ళూరు', price: 5_000_000, priceUnit: 'lakhs', area: 1800, imageUrl: '/images/p1.jpg', ...overrides };
}

function anItem(event: string, subscriberId: string, alert: AlertItem, daily = false, at = NOW): NewAlertOutboxItem {
  return { dedupeKey: `${event}:alert-${subscriberId}`, subscriberId, alertId: `alert-${subscriberId}`, kind: alert.kind, payload: JSON.stringify(alert), dueAt: alertDueAt(at, daily), daily };
}

const NEW_PLOT: AlertItem = { kind: 'newPlot', plot: aPlot() };
const PRICE_DROP: AlertItem = { kind: 'priceDrop', plot: aPlot({ id: 'p2', title: 'East plot', titleTe: '', price: 4_000_000 }), oldPrice: 4_500_000 };
const NEWS: AlertItem = { kind: 'news', post: { id: 'b1', title: 'Road opens', titleTe: 'రోడ్ ప్రారంభం', excerpt: 'The road is open.', excerptTe: 'రోడ్ తెరిచారు.' } };

describe('draining the alert outbox through SMTP', () => {
  let bed: AlertTestbed;
  let store: Store;
  let smtp: TestSmtp;
  let mailer: AlertTestbed['mailer'];
  let bounces: { subscriberId: string; code: number }[];
  /** Subscribers no longer confirmed. */
  let unconfirmed: Set<string>;

  beforeEach(async () => {
    bed = await openAlertTestbed({ onRcptTo: refuseRecipients({ 'gone@example.com': [550, '5.1.1 No such user'], 'busy@example.com': [451, '4.3.0 Try again later'] }) });
    ({ store, smtp, mailer } = bed);
    bounces = [];
    unconfirmed = new Set();
  });
  afterEach(() => bed.close());

  function deps(over: Partial<AlertDrainDeps> = {}): AlertDrainDeps {
    return {
      store,
      mailer,
      log: silentLogger,
      origin: ORIGIN,
      recipientOf: async (id) => (unconfirmed.has(id) ? null : (RECIPIENTS[id] ?? null)),
      reportBounce: async (subscriberId, error: MailRejectedError) => void bounces.push({ subscriberId, code: error.code }),
      ...over,
    };
  }
  const drainAt = (at: Date, over: Partial<AlertDrainDeps> = {}) => drainAlertOutbox(deps(over), { now: () => at, batch: 3, leaseMs: 5 * MINUTE });
  const mails = (): ParsedMail[] => smtp.received.map((mail) => parseMail(mail.raw));

  it('sends each alert once, in its subscriber\'s language, with the one-click unsubscribe headers', async () => {
    await store.alertOutbox.enqueue([anItem('plot-listed-1', 'priya', NEW_PLOT), anItem('post-1', 'ravi', NEWS)]);
    expect(await drainAt(NOW)).toEqual({ mails: 2, sent: 2, retried: 0, failed: 0, dropped: 0 });
    const [english, telugu] = [...mails()].sort((a, b) => a.to.localeCompare(b.to));
    expect(english?.to).toContain('priya@example.com');
    expect(english?.subject).toBe('New plot like your search: Corner plot');
    expect(english?.headers.get('list-unsubscribe')).toBe(`<${RECIPIENTS.priya!.oneClickUnsubscribeUrl}>`);
    expect(english?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The mail's own link is the unsubscribe page (a button), never the POST-only address.
    expect(english?.text).toContain(RECIPIENTS.priya!.unsubscribeUrl);
    expect(english?.html).toContain(`href="${RECIPIENTS.priya!.unsubscribeUrl.replaceAll('&', '&amp;')}"`);
    expect(english?.text).not.toContain(RECIPIENTS.priya!.oneClickUnsubscribeUrl);
    expect(english?.html).not.toContain(RECIPIENTS.priya!.oneClickUnsubscribeUrl);
    expect(english?.text).toContain(`Corner plot: ${ORIGIN}/plots/p1-corner-plot`);
    expect(english?.text).toContain(`Manage my alerts: ${RECIPIENTS.priya!.manageUrl}`);
    expect(english?.html).toContain(`<img src="${ORIGIN}/images/p1.jpg"`);
    expect(telugu?.subject).toBe('అమరావతి వార్త: రోడ్ ప్రారంభం');
    expect(telugu?.headers.get('list-unsubscribe')).toBe(`<${RECIPIENTS.ravi!.oneClickUnsubscribeUrl}>`);
    expect(telugu?.text).toContain(RECIPIENTS.ravi!.unsubscribeUrl);
    expect(telugu?.text).toContain(`${ORIGIN}/te/amaravati-updates/b1`);

    // The same events delivered again, and the drain run again: nothing more.
    expect(await store.alertOutbox.enqueue([anItem('plot-listed-1', 'priya', NEW_PLOT), anItem('post-1', 'ravi', NEWS)])).toBe(0);
    expect(await drainAt(new Date(NOW.getTime() + 60 * MINUTE))).toEqual({ mails: 0, sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('sends the plots freed in one venture in the same drain to a follower as one mail listing them', async () => {
    const freed = (plot: AlertPlot, ventureId = 'v1'): AlertItem => ({ kind: 'ventureFreed', venture: { id: ventureId, name: `Venture ${ventureId}`, nameTe: '' }, plots: [plot] });
    const block = [aPlot({ id: 'b1', title: 'Block B plot 1', titleTe: '' }), aPlot({ id: 'b2', title: 'Block B plot 2', titleTe: '' }), aPlot({ id: 'b3', title: 'Block B plot 3', titleTe: '' })];
    await store.alertOutbox.enqueue([
      ...block.map((plot) => anItem(`freed:${plot.id}:t1`, 'priya', freed(plot))),
      anItem('freed:b1:t1', 'ravi', freed(block[0]!)),
      anItem('freed:c1:t1', 'priya', freed(aPlot({ id: 'c1', title: 'Other venture plot', titleTe: '' }), 'v2')),
      anItem('plot-listed-1', 'priya', NEW_PLOT),
    ]);
    expect(await drainAlertOutbox(deps(), { now: () => NOW })).toEqual({ mails: 4, sent: 6, retried: 0, failed: 0, dropped: 0 });
    const priyas = mails().filter((mail) => mail.to.includes('priya@example.com'));
    const inV1 = priyas.filter((mail) => mail.subject.includes('Venture v1'));
    expect(inV1).toHaveLength(1);
    expect(inV1[0]!.subject).toBe('3 plots are available again in Venture v1');
    for (const plot of block) expect(inV1[0]!.text).toContain(plot.title);
    expect(priyas.map((mail) => mail.subject).sort()).toEqual(['3 plots are available again in Venture v1', 'A plot is available again in Venture v2', 'New plot like your search: Corner plot']);
    expect(mails().filter((mail) => mail.to.includes('ravi@example.com'))).toHaveLength(1);
    expect(await store.alertOutbox.list({ state: 'sent' })).toHaveLength(6);
  });

  it('forgets the daily summary marks of days before the last three, and keeps the recent ones', async () => {
    const keys = ['alert-summary:2026-11-20:priya', 'alert-summary:2026-11-23:ravi', 'alert-summary:2026-11-24:priya', 'alert-summary:2026-11-27:priya'];
    for (const key of keys) await store.meta.set(key, 'x');
    await store.meta.set('alertLinkKey', 'kept');
    await drainAt(NOW);
    const kept = [];
    for (const key of [...keys, 'alertLinkKey']) if ((await store.meta.get(key)) !== null) kept.push(key);
    expect(kept).toEqual(['alert-summary:2026-11-24:priya', 'alert-summary:2026-11-27:priya', 'alertLinkKey']);
  });

  it("notes the subscriber's last mail when one went, and nothing when it was refused", async () => {
    const { subscriber: sent } = await store.subscribers.add('priya@example.com', 'en');
    const { subscriber: refused } = await store.subscribers.add('gone@example.com', 'en');
    const byId: Record<string, AlertRecipient> = { [sent.id]: RECIPIENTS.priya!, [refused.id]: RECIPIENTS.gone! };
    await store.alertOutbox.enqueue([anItem('plot-listed-1', sent.id, NEW_PLOT), anItem('plot-listed-1', refused.id, NEW_PLOT)]);
    await drainAt(NOW, {
      recipientOf: async (id) => byId[id] ?? null,
      reportBounce: async (id) => void (await store.subscribers.markBouncing(id)),
    });
    expect((await store.subscribers.get(sent.id))?.lastMailAt).not.toBeNull();
    expect(await store.subscribers.get(refused.id)).toMatchObject({ lastMailAt: null, bouncingSince: expect.any(String) });
  });

  it('gathers a subscriber\'s daily alerts into one summary at 08:00, and at most one a day', async () => {
    await store.alertOutbox.enqueue([anItem('plot-listed-1', 'priya', NEW_PLOT, true), anItem('price-1', 'priya', PRICE_DROP, true), anItem('post-1', 'priya', NEWS, true)]);
    expect((await drainAt(NOW)).mails).toBe(0);
    expect(await drainAt(NEXT_08)).toEqual({ mails: 1, sent: 3, retried: 0, failed: 0, dropped: 0 });
    const [summary, ...more] = mails();
    expect(more).toEqual([]);
    expect(summary?.subject).toBe('Your daily alerts: 3 new');
    expect(summary?.text).toContain('A new plot like your search:');
    expect(summary?.text).toContain('The price went down from ₹45 L to ₹40 L.');
    expect(summary?.text).toContain('Road opens:');
    expect(summary?.headers.get('list-unsubscribe')).toBe(`<${RECIPIENTS.priya!.oneClickUnsubscribeUrl}>`);
    expect(summary?.text).toContain(RECIPIENTS.priya!.unsubscribeUrl);
    expect(summary?.text).not.toContain(RECIPIENTS.priya!.oneClickUnsubscribeUrl);

    // One more that day (due now, as one enqueued late would be): it waits for the next summary.
    await store.alertOutbox.enqueue([anItem('plot-listed-2', 'priya', { kind: 'newPlot', plot: aPlot({ id: 'p9', title: 'Late plot', titleTe: '' }) }, true, new Date(NEXT_08.getTime() - 1))]);
    const late = new Date(NEXT_08.getTime() + 30 * MINUTE);
    expect(await drainAt(late)).toEqual({ mails: 0, sent: 0, retried: 1, failed: 0, dropped: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await drainAt(new Date(NEXT_08.getTime() + 24 * 60 * MINUTE))).toEqual({ mails: 1, sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(mails()[1]?.subject).toBe('Your daily alerts: 1 new');
  });

  it('fails a permanently refused address and reports it as bouncing; drops an item with no confirmed subscriber', async () => {
    unconfirmed.add('priya');
    await store.alertOutbox.enqueue([anItem('post-1', 'gone', NEWS), anItem('post-1', 'priya', NEWS)]);
    expect(await drainAt(NOW)).toEqual({ mails: 0, sent: 0, retried: 0, failed: 1, dropped: 1 });
    expect(bounces).toEqual([{ subscriberId: 'gone', code: 550 }]);
    expect(smtp.received).toEqual([]);
    const failed = await store.alertOutbox.list({ state: 'failed' });
    expect(failed.map((item) => [item.subscriberId, item.lastError.slice(0, 3)]).sort()).toEqual([
      ['gone', '550'],
      ['priya', 'no '],
    ]);
    expect(await drainAt(new Date(NOW.getTime() + 24 * 60 * MINUTE))).toEqual({ mails: 0, sent: 0, retried: 0, failed: 0, dropped: 0 });
  });

  it('retries a temporary refusal with growing waits, then gives it up', async () => {
    await store.alertOutbox.enqueue([anItem('post-1', 'busy', NEWS)]);
    let at = NOW;
    for (const delay of ALERT_RETRY_DELAYS_MS) {
      expect(await drainAt(at)).toEqual({ mails: 0, sent: 0, retried: 1, failed: 0, dropped: 0 });
      expect(await drainAt(new Date(at.getTime() + delay - 1))).toEqual({ mails: 0, sent: 0, retried: 0, failed: 0, dropped: 0 });
      at = new Date(at.getTime() + delay);
    }
    expect(await drainAt(at)).toEqual({ mails: 0, sent: 0, retried: 0, failed: 1, dropped: 0 });
    expect(bounces).toEqual([]);
    const [item] = await store.alertOutbox.list({ state: 'failed' });
    expect(item?.attempts).toBe(ALERT_RETRY_DELAYS_MS.length + 1);
    expect(item?.lastError).toMatch(/451/);
  });

  it('loses and repeats nothing across a restart in the middle of a drain', async () => {
    await store.alertOutbox.enqueue([
      anItem('plot-listed-1', 'priya', NEW_PLOT),
      anItem('price-1', 'priya', PRICE_DROP),
      anItem('post-1', 'ravi', NEWS),
      anItem('post-2', 'priya', { ...NEWS, post: { ...NEWS.post, id: 'b2', title: 'Second post' } }),
    ]);
    // A drainer claims three, sends the first, marks the second as being sent, and dies.
    const held = await store.alertOutbox.claim({ now: NOW, limit: 3, leaseMs: 5 * MINUTE });
    const [first, second] = held;
    await mailer.send({ to: 'priya@example.com', subject: 'first, sent before the crash', text: 'x' });
    expect(await store.alertOutbox.markSending(first!, NOW)).toBe(true);
    expect(await store.alertOutbox.markSent(first!, NOW)).toBe(true);
    expect(await store.alertOutbox.markSending(second!, NOW)).toBe(true);
    await mailer.send({ to: 'priya@example.com', subject: 'second, sent, not marked', text: 'x' });
    store = await bed.reopenStore();
    // At once: only what nobody held.
    expect(await drainAt(NOW)).toEqual({ mails: 1, sent: 1, retried: 0, failed: 0, dropped: 0 });
    // Once the dead drainer's lease is out: the one it had not begun is sent, the one it was sending is not sent again.
    expect(await drainAt(new Date(NOW.getTime() + 5 * MINUTE))).toEqual({ mails: 1, sent: 2, retried: 0, failed: 0, dropped: 0 });
    expect(smtp.received).toHaveLength(4);
    const sent = await store.alertOutbox.list({ state: 'sent' });
    expect(sent).toHaveLength(4);
    expect(await drainAt(new Date(NOW.getTime() + 60 * MINUTE))).toEqual({ mails: 0, sent: 0, retried: 0, failed: 0, dropped: 0 });
    expect(smtp.received).toHaveLength(4);
  });
});
