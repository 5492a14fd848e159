import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '../../core/schemas/region';
import { aRegion } from '../../testing/builders';
import { conditionalGet, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  // These tests change data behind the app's back (straight into the store, so no event tells the
  // server's cache): they run the reads without it, as Firebase mode serves them. The cache has
  // its own tests, where every change goes through the admin API (public-cache.routes.test.ts).
  server = await startTestServer({ publicCache: false });
});
afterAll(async () => server.close());

describe('GET /api/regions', () => {
  it('answers an empty list before any region exists', async () => {
    const response = await fetch(`${server.url}/api/regions`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('lists regions by name with their four prices, cached briefly', async () => {
    await server.store.regions.create(aRegion({ region: 'Velagapudi' }));
    await server.store.regions.create(aRegion({ region: 'kuragallu', ResidentialPriceMin: 28_000 }));
    await server.store.regions.create(aRegion({ region: 'Mandadam' }));
    const response = await fetch(`${server.url}/api/regions`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^public, max-age=(\d+), s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(30);
    const regions = await json<Region[]>(response);
    expect(regions.map((region) => region.region)).toEqual(['kuragallu', 'Mandadam', 'Velagapudi']);
    expect(regions[0]).toMatchObject({
      ResidentialPriceMin: 28_000,
      ResidentialPriceMax: 55_000,
      CommercialPriceMin: 60_000,
      CommercialPriceMax: 75_000,
    });
  });

  it('gives an ETag that turns a repeat poll into a 304, and a new one after a price change', async () => {
    const first = await fetch(`${server.url}/api/regions`);
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect((await conditionalGet(`${server.url}/api/regions`, etag)).status).toBe(304);

    const [region] = await server.store.regions.list();
    await server.store.regions.update(region!.id, { ResidentialPriceMax: 99_000 });
    const changed = await conditionalGet(`${server.url}/api/regions`, etag);
    expect(changed.status).toBe(200);
  });
});
