import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Logger } from './ports/logger';
import type { Auth } from './ports/auth';
import type { Images } from './ports/images';
import type { Mailer } from './ports/mailer';
import type { Store } from './ports/store';
import type { InterestCounting } from './features/interest/interest-counting';
import { expectApiError, JSON_HEADERS, postJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/plots/abc/def'],
    ['GET', '/api/regions/some-id'],
    ['POST', '/api/plots'],
    ['DELETE', '/api/blogs/abc'],
    ['PUT', '/api/settings'],
  ])('%s %s → 404 JSON', async (method, path) => {
    const response = await fetch(`${server.url}${path}`, { method, headers: JSON_HEADERS, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
    await expectApiError(response, 404, 'not_found');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a page with 503 saying how to build the web app when there is no page renderer', async () => {
    const response = await fetch(`${server.url}/somewhere`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('npm run build');
  });
});

describe('garbage input never causes a 500', () => {
  const garbageBodies: unknown[] = [
    { name: {}, phone: [], email: 12 },
    { name: 'A'.repeat(10_000), phone: '9'.repeat(5000), email: `${'a'.repeat(300)}@example.com` },
    { __proto__: { admin: true }, constructor: { prototype: { x: 1 } }, name: 'Ravi Kumar' },
    { name: null, phone: null, email: null, website: null },
    { name: 'Ravi Kumar', phone: 9876543210, email: true },
    { name: '\u0000\u202e', phone: '٩٨٧٦٥٤٣٢١٠', email: 'ravi@exa mple.com' },
    { category: { $gt: '' }, location: ['a'], message: Number.MAX_VALUE },
    { email: 'x@example.com', website: 0 },
    JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown,
  ];

  it.each(garbageBodies.map((body, index) => [index, body]))('body #%i to every public write → 4xx or a success', async (_index, body) => {
    for (const path of ['/api/contact', '/api/sell-enquiries', '/api/subscriptions']) {
      const response = await postJson(`${server.url}${path}`, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      if (response.status >= 400) await expectApiError(response, response.status, response.status === 400 ? 'bad_request' : 'validation_failed');
    }
  });

  it.each([
    '/api/plots?page=1e999',
    '/api/plots?pageSize=99999999999999999999',
    '/api/plots?priceMin[$gt]=1',
    '/api/plots?location[]=a&location[]=b',
    '/api/plots?location=%00%ff',
    '/api/plots?sort=',
    '/api/plots/featured?limit=',
    '/api/plots/featured?limit=1&limit=2',
    '/api/plots/%E0%A4%A',
    '/api/blogs/%',
    '/api/plots/%00',
    `/api/plots/${'%F0%9F%8F%A1'.repeat(50)}`,
  ])('GET %s → a JSON answer below 500', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { error?: { code?: string }; items?: unknown[] };
    if (response.status >= 400) expect(body.error?.code).toBeTruthy();
    else expect(Array.isArray(body.items)).toBe(true);
  });

});

describe('a real bug', () => {
  let broken: Server;
  let url: string;
  const logged: string[] = [];
  beforeAll(async () => {
    const log: Logger = { info() {}, warn() {}, error: (event, data) => logged.push(`${event} ${JSON.stringify(data)}`) };
    const store = {
      regions: {
        list: async () => {
          throw new Error('database exploded at /secret/path.ts:12');
        },
      },
    } as unknown as Store; // a stub: only the one method this test reaches
    const app = buildApp({
      store,
      images: {} as Images,
      auth: {} as Auth,
      mailer: {} as Mailer,
      log,
      events: { publish: async () => {} },
      interest: {} as InterestCounting,
      config: { trustProxy: false, rateLimitPublicWritesPerMinute: 10 },
    });
    broken = createServer(app);
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => broken.close(resolve));
  });

  it('is a 500 in the error shape, logged, with no detail or stack for the client', async () => {
    const response = await fetch(`${url}/api/regions`);
    const error = await expectApiError(response, 500, 'internal');
    expect(JSON.stringify(error)).not.toContain('exploded');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(logged.some((line) => line.includes('database exploded'))).toBe(true);
  });
});
