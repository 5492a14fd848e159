import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

const contact = { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' };

describe('CSRF guard (origin derived from the request)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  async function storedNothing(action: () => Promise<Response>) {
    const leads = await server.store.leads.count();
    const subscribers = await server.store.subscribers.count();
    const response = await action();
    expect(await server.store.leads.count()).toBe(leads);
    expect(await server.store.subscribers.count()).toBe(subscribers);
    return response;
  }

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['cross-site even with our own Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: 'OWN' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a foreign Origin on another port', { Origin: 'http://127.0.0.1:1' }],
    ['an opaque Origin: null', { Origin: 'null' }],
    ['a foreign Referer without Origin', { Referer: 'https://evil.example/page' }],
    ['same-site from a sibling origin', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.evil.example' }],
    ['same-site without Origin or Referer', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a contact post with %s: 403, nothing stored', async (_label, headers: Record<string, string>) => {
    const resolved = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, value === 'OWN' ? server.url : value]));
    const response = await storedNothing(() => postJson(`${server.url}/api/contact`, contact, resolved));
    await expectApiError(response, 403, 'forbidden');
  });

  it('refuses cross-site subscriptions and sell enquiries too', async () => {
    const cross = { 'Sec-Fetch-Site': 'cross-site' };
    await expectApiError(
      await storedNothing(() => postJson(`${server.url}/api/subscriptions`, { email: 'a@example.com' }, cross)),
      403,
      'forbidden',
    );
    await expectApiError(
      await storedNothing(() =>
        postJson(`${server.url}/api/sell-enquiries`, { ...contact, category: 'houses', location: 'Tadepalli' }, { Origin: 'https://evil.example' }),
      ),
      403,
      'forbidden',
    );
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
    ['our own Origin', { Origin: 'OWN' }],
    ['our own Referer', { Referer: 'OWN/contact' }],
    ['no Origin, Referer or Sec-Fetch-Site (not a browser)', {}],
  ])('accepts %s', async (_label, headers: Record<string, string>) => {
    const resolved = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, value.replace('OWN', server.url)]));
    const response = await postJson(`${server.url}/api/contact`, contact, resolved);
    expect(response.status).toBe(201);
  });

  it('never blocks reads', async () => {
    const response = await fetch(`${server.url}/api/regions`, { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });

  it('derives the own origin from X-Forwarded-Proto/Host of a trusted (loopback) proxy', async () => {
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'plots.example', Origin: 'https://plots.example' };
    expect((await postJson(`${server.url}/api/contact`, contact, headers)).status).toBe(201);
    const mismatch = { ...headers, Origin: server.url };
    await expectApiError(await postJson(`${server.url}/api/contact`, contact, mismatch), 403, 'forbidden');
  });
});

describe('CSRF guard with PUBLIC_ORIGIN configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicOrigin: 'https://plots.example.in' });
  });
  afterAll(async () => server.close());

  it('accepts the configured origin and refuses the raw host', async () => {
    expect((await postJson(`${server.url}/api/contact`, contact, { Origin: 'https://plots.example.in' })).status).toBe(201);
    await expectApiError(await postJson(`${server.url}/api/contact`, contact, { Origin: server.url }), 403, 'forbidden');
    await expectApiError(
      await postJson(`${server.url}/api/contact`, contact, { Referer: 'http://plots.example.in/contact' }),
      403,
      'forbidden',
    );
  });
});
