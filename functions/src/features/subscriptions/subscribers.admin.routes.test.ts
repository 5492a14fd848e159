import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscriber } from '../../core/schemas/subscriber';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { json, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('GET /api/admin/subscribers', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it('answers { items: [], total: 0 } with no subscribers', async () => {
    const response = await admin.get('/api/admin/subscribers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ items: [], total: 0 });
  });

  it('lists the subscribers of the public form, newest first, each once, with the total', async () => {
    for (const email of ['first@example.com', 'second@example.com', 'FIRST@example.com']) {
      await postJson(`${server.url}/api/subscriptions`, { email });
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const body = await json<{ items: Subscriber[]; total: number }>(await admin.get('/api/admin/subscribers'));
    expect(body.total).toBe(2);
    expect(body.items.map((subscriber) => subscriber.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      email: 'second@example.com',
      language: 'en',
      confirmedAt: null,
      bouncingSince: null,
      lastMailAt: null,
      createdAt: expect.any(String),
    });
  });
});
