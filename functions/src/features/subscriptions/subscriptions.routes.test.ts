import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { expectApiError, json, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('POST /api/subscriptions', () => {
  it('subscribes a new address: 201 { created: true }', async () => {
    const response = await postJson(`${server.url}/api/subscriptions`, { email: 'Lakshmi@Example.com' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ created: true });
    const subscribers = await server.store.subscribers.list();
    expect(subscribers.map((subscriber) => subscriber.email)).toEqual(['lakshmi@example.com']);
  });

  it('ignores the same address again in any case: 200 { created: false }', async () => {
    const response = await postJson(`${server.url}/api/subscriptions`, { email: '  LAKSHMI@example.COM ' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ created: false });
    expect(await server.store.subscribers.count()).toBe(1);
  });

  it.each([
    [{}, MESSAGES.emailRequired],
    [{ email: '' }, MESSAGES.emailRequired],
    [{ email: 'lakshmi' }, MESSAGES.emailInvalid],
  ])('answers 422 for %j', async (body, message) => {
    const error = await expectApiError(await postJson(`${server.url}/api/subscriptions`, body), 422, 'validation_failed');
    expect(error.fields).toEqual({ email: message });
    expect(await server.store.subscribers.count()).toBe(1);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await postJson(`${server.url}/api/subscriptions`, { email: 'bot@example.com', website: 'http://x' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ created: true });
    expect(await server.store.subscribers.count()).toBe(1);
  });
});
