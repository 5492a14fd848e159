import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someSettings } from '../../testing/builders';
import { conditionalGet, expectApiError } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('GET /api/settings', () => {
  it('answers 404 in the error shape while no settings exist', async () => {
    const response = await fetch(`${server.url}/api/settings`);
    await expectApiError(response, 404, 'not_found');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('returns the business details, cacheable, with an ETag', async () => {
    const settings = someSettings({ phone: '+91 98480 12345' });
    await server.store.settings.put(settings);
    const response = await fetch(`${server.url}/api/settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(await response.json()).toEqual(settings);
    const etag = response.headers.get('etag') as string;
    expect((await conditionalGet(`${server.url}/api/settings`, etag)).status).toBe(304);
  });
});
