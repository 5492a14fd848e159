import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscriber } from '../../core/schemas/subscriber';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot } from '../../testing/builders';
import { expectApiError, json, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('/api/admin/subscribers', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  const list = async () => json<{ items: AdminSubscriber[]; total: number }>(await admin.get('/api/admin/subscribers'));

  it('answers { items: [], total: 0 } with no subscribers', async () => {
    const response = await admin.get('/api/admin/subscribers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ items: [], total: 0 });
  });

  it('lists the subscribers newest first, each once, with their state and each alert in words', async () => {
    for (const email of ['first@example.com', 'second@example.com', 'FIRST@example.com']) {
      await postJson(`${server.url}/api/subscriptions`, { email });
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const plot = await server.store.plots.create(aPlot({ title: 'Corner plot in Tullur' }));
    const [second, first] = await server.store.subscribers.list();
    await postJson(`${server.url}/api/subscriptions`, {
      email: 'first@example.com',
      cadence: 'daily',
      alert: { kind: 'search', target: { category: 'residential', location: 'Tullur', priceMax: 5_000_000, roadFacing: 'East' } },
    });
    await postJson(`${server.url}/api/subscriptions`, { email: 'first@example.com', alert: { kind: 'priceDrop', target: { plotId: plot.id } } });
    await server.store.subscribers.confirm(first!.id);
    await server.store.subscribers.markMailed(first!.id);
    await server.store.subscribers.markBouncing(second!.id);

    const body = await list();
    expect(body.total).toBe(2);
    expect(body.items.map((subscriber) => subscriber.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(body.items[1]).toEqual({
      id: first!.id,
      email: 'first@example.com',
      language: 'en',
      confirmedAt: expect.any(String),
      bouncingSince: null,
      lastMailAt: expect.any(String),
      createdAt: first!.createdAt,
      alerts: [
        { id: expect.any(String), kind: 'news', cadence: 'instant', words: 'News: new updates' },
        { id: expect.any(String), kind: 'search', cadence: 'daily', words: 'New plots: residential, in Tullur, up to ₹50 L, East facing' },
        { id: expect.any(String), kind: 'priceDrop', cadence: 'instant', words: 'Price drops: Corner plot in Tullur' },
      ],
    });
    expect(body.items[0]).toMatchObject({ confirmedAt: null, bouncingSince: expect.any(String), lastMailAt: null });
  });

  it('removes a subscriber with their alerts (204), then 404', async () => {
    const [, first] = (await list()).items;
    const removed = await admin.delete(`/api/admin/subscribers/${first!.id}`);
    expect(removed.status).toBe(204);
    expect(await server.store.subscribers.get(first!.id)).toBeNull();
    expect(await server.store.alerts.listOf(first!.id)).toEqual([]);
    expect((await list()).items.map((subscriber) => subscriber.email)).toEqual(['second@example.com']);
    expect((await expectApiError(await admin.delete(`/api/admin/subscribers/${first!.id}`), 404, 'not_found')).key).toBe('subscriberNotFound');
    expect((await expectApiError(await admin.delete('/api/admin/subscribers/no%20such%20id'), 404, 'not_found')).key).toBe('subscriberNotFound');
  });
});
