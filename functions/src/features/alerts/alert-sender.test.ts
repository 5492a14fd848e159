import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertItem } from '../../core/schemas/alert-item';
import type { Logger } from '../../ports/logger';
import { silentLogger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import type { NewAlertOutboxItem, Store } from '../../ports/store';
import { openAlertTestbed, type AlertTestbed } from '../../testing/alert-testbed';
import type { TestSmtp } from '../../testing/local-smtp';
import { parseMail } from '../../testing/parse-mail';
import { alertDueAt } from './alert-due';
import { createAlertSender, type AlertSender } from './alert-sender';
import type { AlertDrainDeps } from './drain-alert-outbox';

const ORIGIN = 'https://plots.example.in';

function newPlotItem(plotId: string, subscriberId = 'priya'): NewAlertOutboxItem {
  const alert: AlertItem = { kind: 'newPlot', plot: { id: plotId, title: `Plot ${plotId}`, titleTe: '', village: 'Thullur', villageTe: '', price: 5_000_000, priceUnit: 'lakhs', area: 1800, imageUrl: '' } };
  return { dedupeKey: `listed:${plotId}:alert-${subscriberId}`, subscriberId, alertId: `alert-${subscriberId}`, kind: alert.kind, payload: JSON.stringify(alert), dueAt: alertDueAt(new Date(), false), daily: false };
}

describe('the standalone alert sender', () => {
  let bed: AlertTestbed;
  let store: Store;
  let smtp: TestSmtp;
  let mailer: AlertTestbed['mailer'];
  let sender: AlertSender | undefined;

  beforeEach(async () => {
    bed = await openAlertTestbed();
    ({ store, smtp, mailer } = bed);
  });
  afterEach(async () => {
    await sender?.close();
    sender = undefined;
    await bed.close();
  });

  function deps(over: Partial<AlertDrainDeps> = {}): AlertDrainDeps {
    return {
      store,
      mailer,
      log: silentLogger,
      origin: ORIGIN,
      recipientOf: async (id) => ({ email: `${id}@example.com`, language: 'en', manageUrl: `${ORIGIN}/alerts/manage?token=m-${id}`, unsubscribeUrl: `${ORIGIN}/subscriptions/unsubscribe?token=u-${id}`, oneClickUnsubscribeUrl: `${ORIGIN}/api/subscriptions/unsubscribe?token=o-${id}` }),
      reportBounce: async () => {},
      ...over,
    };
  }
  const subjects = () => smtp.received.map((mail) => parseMail(mail.raw).subject).sort();

  it('sends what was enqueued when kicked, and what was enqueued during a drain right after it', async () => {
    let releaseFirst: () => void = () => {};
    const firstSendHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let sends = 0;
    const slowMailer: Mailer = {
      async send(message) {
        sends += 1;
        if (sends === 1) await firstSendHeld;
        await mailer.send(message);
      },
    };
    sender = createAlertSender(deps({ mailer: slowMailer }), { gatherMs: 0 });
    await store.alertOutbox.enqueue([newPlotItem('p1')]);
    sender.kick();
    await vi.waitFor(() => expect(sends).toBe(1));
    // Enqueued while the first drain holds its claims: that drain does not see it; the kick runs another.
    await store.alertOutbox.enqueue([newPlotItem('p2')]);
    sender.kick();
    sender.kick();
    releaseFirst();
    await sender.idle();
    expect(subjects()).toEqual(['New plot like your search: Plot p1', 'New plot like your search: Plot p2']);
    expect((await store.alertOutbox.list({ state: 'pending' })).length).toBe(0);
  });

  it('gathers the kicks of one change into one drain, so the plots freed together in a venture go in one mail', async () => {
    const freed = (plotId: string, subscriberId: string): NewAlertOutboxItem => {
      const alert: AlertItem = { kind: 'ventureFreed', venture: { id: 'v1', name: 'Green Meadows', nameTe: '' }, plots: [{ id: plotId, title: `Plot ${plotId}`, titleTe: '', village: 'Thullur', villageTe: '', price: 5_000_000, priceUnit: 'lakhs', area: 1800, imageUrl: '' }] };
      return { dedupeKey: `freed:${plotId}:t1:alert-${subscriberId}`, subscriberId, alertId: `alert-${subscriberId}`, kind: alert.kind, payload: JSON.stringify(alert), dueAt: alertDueAt(new Date(), false), daily: false };
    };
    sender = createAlertSender(deps(), { gatherMs: 50 });
    // One event after another, each enqueued by its handler and kicking, as the bus does for a status set on three plots.
    for (const plotId of ['b1', 'b2', 'b3']) {
      await store.alertOutbox.enqueue([freed(plotId, 'priya')]);
      sender.kick();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await sender.idle();
    expect(subjects()).toEqual(['3 plots are available again in Green Meadows']);
    const text = parseMail(smtp.received[0]!.raw).text;
    for (const plotId of ['b1', 'b2', 'b3']) expect(text).toContain(`Plot ${plotId}`);
  });

  it('on close, finishes the batch under way and leaves the rest queued for the next start', async () => {
    let releaseFirst: () => void = () => {};
    const firstSendHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let sends = 0;
    // Counted, not sent over SMTP: a hundred SMTP sessions would make this test slow.
    const slowMailer: Mailer = {
      async send() {
        sends += 1;
        if (sends === 1) await firstSendHeld;
      },
    };
    // Batches of 100: 150 items are two claims.
    await store.alertOutbox.enqueue(Array.from({ length: 150 }, (_, n) => newPlotItem(`p${n}`, `s${n}`)));
    sender = createAlertSender(deps({ mailer: slowMailer }), { gatherMs: 0 });
    sender.kick();
    await vi.waitFor(() => expect(sends).toBe(1));
    const closed = sender.close();
    releaseFirst();
    await closed;
    expect(sends).toBe(100);
    expect(await store.alertOutbox.list({ state: 'pending' })).toHaveLength(50);
  });

  it('picks up due items on its timer without a kick, and stops on close', async () => {
    sender = createAlertSender(deps(), { intervalMs: 20, gatherMs: 0 });
    sender.start();
    await sender.idle();
    await store.alertOutbox.enqueue([newPlotItem('p1')]);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    await sender.close();
    await store.alertOutbox.enqueue([newPlotItem('p2')]);
    sender.kick();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(smtp.received).toHaveLength(1);
    expect(await store.alertOutbox.list({ state: 'pending' })).toHaveLength(1);
  });

  it('resumes after a restart from the queue: what was left is sent, what went is not sent again', async () => {
    sender = createAlertSender(deps());
    await store.alertOutbox.enqueue([newPlotItem('p1')]);
    sender.kick();
    await sender.idle();
    await store.alertOutbox.enqueue([newPlotItem('p2'), newPlotItem('p1')]);
    // The server stops before draining p2, and starts again on the same database.
    await sender.close();
    store = await bed.reopenStore();
    sender = createAlertSender(deps());
    sender.start();
    await sender.idle();
    expect(subjects()).toEqual(['New plot like your search: Plot p1', 'New plot like your search: Plot p2']);
  });

  it('logs a drain that throws and drains again on the next kick', async () => {
    const errors: string[] = [];
    const log: Logger = { ...silentLogger, error: (event) => void errors.push(event) };
    let down = true;
    const flakyStore: AlertDrainDeps['store'] = {
      ...store,
      alertOutbox: { ...store.alertOutbox, claim: (options) => (down ? Promise.reject(new Error('database is locked')) : store.alertOutbox.claim(options)) },
    };
    sender = createAlertSender(deps({ store: flakyStore, log }));
    await store.alertOutbox.enqueue([newPlotItem('p1')]);
    sender.kick();
    await sender.idle();
    expect(errors).toEqual(['alert_drain_failed']);
    expect(smtp.received).toHaveLength(0);
    down = false;
    sender.kick();
    await sender.idle();
    expect(smtp.received).toHaveLength(1);
  });
});
