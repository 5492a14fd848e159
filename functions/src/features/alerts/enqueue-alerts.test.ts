import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import { alertItemSchema } from '../../core/schemas/alert-item';
import type { AlertCadence, AlertSpec } from '../../core/schemas/alerts';
import type { Plot } from '../../core/schemas/plot';
import type { Store } from '../../ports/store';
import { aBlog, aPlot, aRegion, aVenture } from '../../testing/builders';
import { enqueueNewsAlerts, enqueuePlotAlerts, newsKeyPrefix } from './enqueue-alerts';

/** 10:00 India time; the next 08:00 is the morning after. */
const NOW = new Date('2026-11-27T04:30:00.000Z');
const NEXT_08 = '2026-11-28T02:30:00.000Z';

let folder: string;
let store: Store;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'enqueue-alerts-'));
  store = await createSqliteStore({ file: join(folder, 'store.db') });
});
afterEach(async () => {
  await store.close();
  await rm(folder, { recursive: true, force: true });
});

/** A confirmed subscriber following `spec`; the alert's id. */
async function follows(email: string, spec: AlertSpec, cadence: AlertCadence = 'instant', confirmed = true): Promise<string> {
  const { subscriber } = await store.subscribers.add(email, 'en');
  if (confirmed) await store.subscribers.confirm(subscriber.id);
  const added = await store.alerts.add(subscriber.id, spec, cadence);
  return added.alert!.id;
}

const enqueue = (event: Parameters<typeof enqueuePlotAlerts>[1]) => enqueuePlotAlerts({ store, now: () => NOW }, event);
const queued = async () => (await store.alertOutbox.list()).map((item) => ({ key: item.dedupeKey, kind: item.kind, daily: item.daily, dueAt: item.dueAt }));

describe('enqueueing the alerts a plot event sends', () => {
  it('a new plot goes to every confirmed saved search it matches, once however often the event comes', async () => {
    await store.regions.create(aRegion({ region: 'Thullur', regionTe: 'తుళ్ళూరు' }));
    const cheap = await follows('cheap@example.com', { kind: 'search', target: { location: 'thullur', priceMax: 20_000_000 } });
    const daily = await follows('daily@example.com', { kind: 'search', target: { category: 'residential' } }, 'daily');
    await follows('dear@example.com', { kind: 'search', target: { priceMin: 50_000_000 } });
    await follows('unconfirmed@example.com', { kind: 'search', target: {} }, 'instant', false);
    await follows('elsewhere@example.com', { kind: 'search', target: { ventureId: 'some-venture' } });
    const plot = await store.plots.create(aPlot({ location: 'Thullur', imageUrl: '/images/p.jpg' }));

    expect(await enqueue({ id: 'e1', type: 'plot.created', plot })).toBe(2);
    expect(await enqueue({ id: 'e2', type: 'plot.created', plot })).toBe(0);
    expect(await queued()).toEqual(
      expect.arrayContaining([
        { key: `listed:${plot.id}:${cheap}`, kind: 'newPlot', daily: false, dueAt: NOW.toISOString() },
        { key: `listed:${plot.id}:${daily}`, kind: 'newPlot', daily: true, dueAt: NEXT_08 },
      ]),
    );
    expect(await queued()).toHaveLength(2);
    const payload = alertItemSchema.parse(JSON.parse((await store.alertOutbox.list())[0]!.payload));
    expect(payload).toEqual({ kind: 'newPlot', plot: expect.objectContaining({ id: plot.id, village: 'Thullur', villageTe: 'తుళ్ళూరు', price: plot.price, imageUrl: '/images/p.jpg' }) });
  });

  it("a saved search made on a venture's page matches that venture's plots only", async () => {
    const region = await store.regions.create(aRegion({ region: 'Thullur' }));
    const venture = await store.ventures.create(aVenture({ regionId: region.id }));
    const alertId = await follows('venture-search@example.com', { kind: 'search', target: { ventureId: venture.id } });
    const outside = await store.plots.create(aPlot());
    const inside = await store.plots.create(aPlot({ ventureId: venture.id }));
    expect(await enqueue({ id: 'e1', type: 'plot.created', plot: outside })).toBe(0);
    expect(await enqueue({ id: 'e2', type: 'plot.created', plot: inside })).toBe(1);
    expect((await queued()).map((item) => item.key)).toEqual([`listed:${inside.id}:${alertId}`]);
  });

  it("a price drop goes to the plot's price-drop alerts, once per new price", async () => {
    const before = await store.plots.create(aPlot());
    const other = await store.plots.create(aPlot());
    const alertId = await follows('drop@example.com', { kind: 'priceDrop', target: { plotId: before.id } });
    await follows('other@example.com', { kind: 'priceDrop', target: { plotId: other.id } });
    const after: Plot = { ...before, price: before.price - 1_000_000, updatedAt: NOW.toISOString() };
    expect(await enqueue({ id: 'e1', type: 'plot.updated', before, after })).toBe(1);
    expect(await enqueue({ id: 'e1', type: 'plot.updated', before, after })).toBe(0);
    const [item] = await store.alertOutbox.list();
    expect(item?.dedupeKey).toBe(`drop:${before.id}:${after.price}:${alertId}`);
    expect(JSON.parse(item!.payload)).toMatchObject({ kind: 'priceDrop', oldPrice: before.price, plot: { price: after.price } });
    // A rise is no drop.
    expect(await enqueue({ id: 'e2', type: 'plot.updated', before: after, after: before })).toBe(0);
  });

  it("a plot freed in a venture goes to the venture's alerts with the venture's name", async () => {
    const region = await store.regions.create(aRegion({ region: 'Thullur' }));
    const venture = await store.ventures.create(aVenture({ regionId: region.id, name: 'Sri Sai Nagar', nameTe: 'శ్రీ సాయి నగర్' }));
    const alertId = await follows('venture@example.com', { kind: 'venture', target: { ventureId: venture.id } }, 'daily');
    await follows('another@example.com', { kind: 'venture', target: { ventureId: 'another' } });
    const booked = await store.plots.create(aPlot({ ventureId: venture.id, status: 'booked' }));
    const freed: Plot = { ...booked, status: 'available', updatedAt: NOW.toISOString() };
    expect(await enqueue({ id: 'e1', type: 'plot.updated', before: booked, after: freed })).toBe(1);
    expect(await enqueue({ id: 'e1', type: 'plot.updated', before: booked, after: freed })).toBe(0);
    expect(await queued()).toEqual([{ key: `freed:${booked.id}:${NOW.toISOString()}:${alertId}`, kind: 'ventureFreed', daily: true, dueAt: NEXT_08 }]);
    expect(JSON.parse((await store.alertOutbox.list())[0]!.payload)).toMatchObject({ kind: 'ventureFreed', venture: { id: venture.id, name: 'Sri Sai Nagar', nameTe: 'శ్రీ సాయి నగర్' }, plots: [{ id: booked.id }] });
  });

  it('a bouncing subscriber gets nothing enqueued', async () => {
    await follows('bouncing@example.com', { kind: 'search', target: {} });
    const [subscriber] = await store.subscribers.list();
    await store.subscribers.markBouncing(subscriber!.id);
    const plot = await store.plots.create(aPlot());
    expect(await enqueue({ id: 'e1', type: 'plot.created', plot })).toBe(0);
  });
});

describe('enqueueing a post for the news subscribers', () => {
  it('queues it once per confirmed news alert, with its opening in both languages; sending again queues only who joined since', async () => {
    const first = await follows('news@example.com', { kind: 'news', target: null });
    await follows('daily-news@example.com', { kind: 'news', target: null }, 'daily');
    await follows('unconfirmed-news@example.com', { kind: 'news', target: null }, 'instant', false);
    await follows('search@example.com', { kind: 'search', target: {} });
    const post = await store.blogs.create(aBlog({ title: 'Road opens', titleTe: 'రోడ్ ప్రారంభం', content: `${'The road is open. '.repeat(40)}\n\nMore.`, contentTe: 'రోడ్ తెరిచారు.' }));

    expect(await enqueueNewsAlerts({ store, now: () => NOW }, post)).toEqual({ total: 2, queued: 2 });
    expect(await enqueueNewsAlerts({ store, now: () => NOW }, post)).toEqual({ total: 2, queued: 0 });
    await follows('late-news@example.com', { kind: 'news', target: null });
    expect(await enqueueNewsAlerts({ store, now: () => NOW }, post)).toEqual({ total: 3, queued: 1 });

    const items = await store.alertOutbox.list();
    expect(items.map((item) => item.dedupeKey)).toContain(`news:${post.id}:${first}`);
    expect(items.filter((item) => item.daily).map((item) => item.dueAt)).toEqual([NEXT_08]);
    const payload = alertItemSchema.parse(JSON.parse(items[0]!.payload));
    expect(payload).toMatchObject({ kind: 'news', post: { id: post.id, title: 'Road opens', titleTe: 'రోడ్ ప్రారంభం', excerptTe: 'రోడ్ తెరిచారు.' } });
    expect(payload.kind === 'news' && payload.post.excerpt.length).toBe(400);
    expect(payload.kind === 'news' && payload.post.excerpt.endsWith('…')).toBe(true);
  });

  it('a post sent again after its mails went out, or failed, queues nothing for those alerts; its items are counted by its key prefix only', async () => {
    await follows('news@example.com', { kind: 'news', target: null });
    await follows('bounced@example.com', { kind: 'news', target: null });
    const post = await store.blogs.create(aBlog({ title: 'Metro survey' }));
    const other = await store.blogs.create(aBlog({ title: 'Other post' }));
    await enqueueNewsAlerts({ store, now: () => NOW }, post);
    await enqueueNewsAlerts({ store, now: () => NOW }, other);
    const claimed = (await store.alertOutbox.claim({ now: NOW, limit: 10, leaseMs: 60_000 })).filter((item) => item.dedupeKey.startsWith(newsKeyPrefix(post.id)));
    expect(claimed).toHaveLength(2);
    await store.alertOutbox.markSent(claimed[0]!, NOW);
    await store.alertOutbox.markFailed(claimed[1]!, NOW, '550 no such user');

    expect(await enqueueNewsAlerts({ store, now: () => NOW }, post)).toEqual({ total: 2, queued: 0 });
    expect(await store.alertOutbox.countByKeyPrefix(newsKeyPrefix(post.id))).toEqual({ pending: 0, sent: 1, failed: 1 });
    expect(await store.alertOutbox.countByKeyPrefix(newsKeyPrefix(other.id))).toEqual({ pending: 2, sent: 0, failed: 0 });
  });
});
