import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '../../core/dates';
import { MESSAGES } from '../../core/messages';
import type { Region } from '../../core/schemas/region';
import type { VillagePage } from '../../core/schemas/village';
import { aPlot, aRegion } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let thullur: Region;
beforeAll(async () => {
  // Data goes straight into the store: the reads run without the server's cache (as in regions.reads.test.ts).
  server = await startTestServer({ publicCache: false });
  thullur = await server.store.regions.create(
    aRegion({ region: 'Thullur', regionTe: 'తుళ్లూరు', ResidentialPriceMin: 40_000, ResidentialPriceMax: 50_000, CommercialPriceMin: 60_000, CommercialPriceMax: 70_000, description: 'Seat of the capital works.', latitude: 16.532, longitude: 80.459 }),
  );
  await server.store.regions.create(aRegion({ region: 'Rayapudi', latitude: 16.547, longitude: 80.512 }));
  await server.store.regions.create(aRegion({ region: 'Mandadam', latitude: 16.527, longitude: 80.48 }));
  await server.store.regions.create(aRegion({ region: 'Kaza' }));
  // Three years back: 20,000–30,000 residential (middle 25,000); a year back 30,000–40,000 (35,000).
  const threeYearsAgo = `${Number(siteDay(new Date()).slice(0, 4)) - 3}-01-01`;
  const oneYearAgo = `${Number(siteDay(new Date()).slice(0, 4)) - 1}-${siteDay(new Date()).slice(5, 7)}-01`;
  await server.store.regions.addPriceEntries([
    { regionId: thullur.id, day: threeYearsAgo, prices: { ResidentialPriceMin: 20_000, ResidentialPriceMax: 30_000, CommercialPriceMin: 30_000, CommercialPriceMax: 40_000 }, previous: null, source: 'past', corrects: '', by: null },
    { regionId: thullur.id, day: oneYearAgo, prices: { ResidentialPriceMin: 30_000, ResidentialPriceMax: 40_000, CommercialPriceMin: 50_000, CommercialPriceMax: 60_000 }, previous: null, source: 'past', corrects: '', by: null },
  ]);
  await server.store.plots.create(aPlot({ title: 'East facing plot', location: 'Thullur', status: 'available' }));
  await server.store.plots.create(aPlot({ title: 'Sold plot', location: 'Thullur', status: 'sold' }));
  await server.store.plots.create(aPlot({ title: 'Elsewhere', location: 'Rayapudi', status: 'available' }));
});
afterAll(async () => server.close());

describe('GET /api/villages/:slug', () => {
  it("answers a village's page: today's prices, 36 months of history ending at them, the change over 1 and 3 years, its plots on sale and its nearest neighbours", async () => {
    const response = await fetch(`${server.url}/api/villages/thullur`);
    expect(response.status).toBe(200);
    const page = await json<VillagePage>(response);
    expect(page.village).toMatchObject({ id: thullur.id, name: 'Thullur', nameTe: 'తుళ్లూరు', slug: 'thullur', description: 'Seat of the capital works.', prices: { ResidentialPriceMin: 40_000 } });
    expect(page.history).toHaveLength(36);
    expect(page.history.at(-1)).toEqual({ month: siteDay(new Date()).slice(0, 7), prices: { ResidentialPriceMin: 40_000, ResidentialPriceMax: 50_000, CommercialPriceMin: 60_000, CommercialPriceMax: 70_000 } });
    // 45,000 today against 35,000 a year ago and 25,000 three years ago.
    expect(page.changes.residential).toEqual({ oneYear: 28.6, threeYears: 80 });
    expect(page.plots.map((plot) => plot.title)).toEqual(['East facing plot']);
    expect(page.plotsAvailable).toBe(1);
    expect(page.nearby.map((village) => village.name)).toEqual(['Mandadam', 'Rayapudi']);
    expect(page.nearby[0]!.km).toBeGreaterThan(1);
    expect(page.ventures).toEqual([]);
  });

  it('answers 404 with a clear message for a village it has no page for', async () => {
    const error = await expectApiError(await fetch(`${server.url}/api/villages/atlantis`), 404, 'not_found');
    expect(error.message).toBe(MESSAGES.villageNotFound);
  });

  it('gives a village not yet on the map no neighbours, and one without history today\'s prices alone', async () => {
    const page = await json<VillagePage>(await fetch(`${server.url}/api/villages/kaza`));
    expect(page.nearby).toEqual([]);
    expect(page.history).toHaveLength(1);
    expect(page.changes.residential).toEqual({ oneYear: null, threeYears: null });
  });
});

describe('the price table and the sitemap', () => {
  it('leaves the descriptions out of /api/regions (the village page has them)', async () => {
    const regions = await json<Record<string, unknown>[]>(await fetch(`${server.url}/api/regions`));
    const row = regions.find((region) => region.id === thullur.id)!;
    expect(row).not.toHaveProperty('description');
    expect(row).toMatchObject({ region: 'Thullur', latitude: 16.532 });
  });

  it('lists every village page in the sitemap, in both languages', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`${server.url}/villages/thullur</loc>`);
    expect(xml).toContain(`hreflang="te-IN" href="${server.url}/te/villages/thullur"`);
    expect(xml).toContain('/villages/kaza</loc>');
  });
});

describe('GET /og/villages/:slug.jpg', () => {
  it('draws the price chart as a 1200×630 JPEG of at most 200 KB', async () => {
    const response = await fetch(`${server.url}/og/villages/thullur.jpg?v=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(200 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('answers 404 for a village it has no page for, and for a file name that is no slug', async () => {
    expect((await fetch(`${server.url}/og/villages/atlantis.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/og/villages/..%2Fetc.jpg`)).status).toBe(404);
  });
});
