import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plot } from '../../core/schemas/plot';
import type { PlotPage } from '../../core/schemas/plot-search';
import { plotPathSegment } from '../../core/plot-path';
import { sitePaths } from '../../core/site-paths';
import { aPlot, aRegion } from '../../testing/builders';
import { conditionalGet, expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, string> = {};

/*
 * Five plots, created in this order (so newest first is p5..p1):
 *   p1 Thullur        residential  1800 sq ft ×50k → ₹1,00,00,000  East        available
 *   p2 Rayapudi       commercial   2700 sq ft ×60k → ₹1,80,00,000  North       sold
 *   p3 Mandadam       open-plots    900 sq ft ×30k → ₹30,00,000    West        available featured
 *   p4 Thullur East   agricultural 9000 sq ft ×25k → ₹2,50,00,000  North-East  available
 *   p5 Kuragallu      residential  1350 sq ft ×40k → ₹60,00,000    South       sold
 */
beforeAll(async () => {
  // These tests change data behind the app's back (straight into the store, so no event tells the
  // server's cache): they run the reads without it, as Firebase mode serves them. The cache has
  // its own tests, where every change goes through the admin API (public-cache.routes.test.ts).
  server = await startTestServer({ publicCache: false });
  const plots = {
    p1: aPlot({ title: 'p1', location: 'Thullur', category: 'residential', area: 1800, pricePerSqYard: 50_000, roadFacing: 'East' }),
    p2: aPlot({ title: 'p2', location: 'Rayapudi', type: 'Commercial', category: 'commercial', area: 2700, pricePerSqYard: 60_000, roadFacing: 'North', status: 'sold' }),
    p3: aPlot({ title: 'p3', location: 'Mandadam', category: 'open-plots', area: 900, pricePerSqYard: 30_000, roadFacing: 'West', featured: true }),
    p4: aPlot({ title: 'p4', location: 'Thullur East', category: 'agricultural', area: 9000, pricePerSqYard: 25_000, roadFacing: 'North-East' }),
    p5: aPlot({ title: 'p5', location: 'Kuragallu', category: 'residential', area: 1350, pricePerSqYard: 40_000, roadFacing: 'South', status: 'sold' }),
  };
  for (const [name, record] of Object.entries(plots)) ids[name] = (await server.store.plots.create(record)).id;
});
afterAll(async () => server.close());

async function search(query: string): Promise<PlotPage> {
  const response = await fetch(`${server.url}/api/plots${query}`);
  expect(response.status).toBe(200);
  return json<PlotPage>(response);
}
const titles = (page: PlotPage) => page.items.map((plot) => plot.title);
const sortedTitles = (page: PlotPage) => titles(page).sort();

describe('GET /api/plots', () => {
  it('lists every plot, newest first, as a page', async () => {
    const page = await search('');
    expect(page.total).toBe(5);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(12);
    expect(titles(page)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    const p1 = page.items.find((plot) => plot.title === 'p1') as Plot;
    expect(p1.price).toBe(10_000_000);
    expect(p1.priceUnit).toBe('crores');
  });

  it('filters by location as a case-insensitive substring', async () => {
    expect(sortedTitles(await search('?location=thULLur'))).toEqual(['p1', 'p4']);
    expect(sortedTitles(await search('?location=%20East%20'))).toEqual(['p4']);
  });

  it('finds a village typed in Telugu by its Telugu name in the region prices', async () => {
    const region = await server.store.regions.create(aRegion({ region: 'Thullur', regionTe: 'తుళ్లూరు' }));
    try {
      expect(sortedTitles(await search(`?location=${encodeURIComponent('తుళ్లూరు')}`))).toEqual(['p1', 'p4']);
      // Telugu no village is called finds nothing rather than everything.
      expect(titles(await search(`?location=${encodeURIComponent('విజయవాడ')}`))).toEqual([]);
    } finally {
      await server.store.regions.delete(region.id);
    }
  });

  it('filters by price bounds, inclusive', async () => {
    expect(sortedTitles(await search('?priceMin=6000000'))).toEqual(['p1', 'p2', 'p4', 'p5']);
    expect(sortedTitles(await search('?priceMax=10000000'))).toEqual(['p1', 'p3', 'p5']);
    expect(sortedTitles(await search('?priceMin=6000000&priceMax=18000000'))).toEqual(['p1', 'p2', 'p5']);
  });

  it('filters by area bounds (sq ft)', async () => {
    expect(sortedTitles(await search('?areaMin=1800&areaMax=2700'))).toEqual(['p1', 'p2']);
    expect(sortedTitles(await search('?areaMin=5000'))).toEqual(['p4']);
  });

  it('ignores blank and non-numeric bounds', async () => {
    expect((await search('?priceMin=&priceMax=abc&areaMin=%20&areaMax=1e999x')).total).toBe(5);
    expect(sortedTitles(await search('?priceMin=lots&priceMax=3000000'))).toEqual(['p3']);
  });

  it('filters by status; all means no filter', async () => {
    expect(sortedTitles(await search('?status=sold'))).toEqual(['p2', 'p5']);
    expect(sortedTitles(await search('?status=available'))).toEqual(['p1', 'p3', 'p4']);
    expect((await search('?status=all')).total).toBe(5);
  });

  it('filters by road facing exactly; any means no filter', async () => {
    expect(titles(await search('?roadFacing=North'))).toEqual(['p2']);
    expect(titles(await search('?roadFacing=North-East'))).toEqual(['p4']);
    expect((await search('?roadFacing=any')).total).toBe(5);
  });

  it('filters by category and by featured', async () => {
    expect(sortedTitles(await search('?category=residential'))).toEqual(['p1', 'p5']);
    expect(titles(await search('?featured=true'))).toEqual(['p3']);
    expect((await search('?featured=false')).total).toBe(4);
  });

  it('combines filters', async () => {
    expect(titles(await search('?location=thullur&status=available&priceMax=20000000'))).toEqual(['p1']);
    const none = await search('?location=nowhere');
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it('sorts by price and area, both ways', async () => {
    expect(titles(await search('?sort=price-asc'))).toEqual(['p3', 'p5', 'p1', 'p2', 'p4']);
    expect(titles(await search('?sort=price-desc'))).toEqual(['p4', 'p2', 'p1', 'p5', 'p3']);
    expect(titles(await search('?sort=area-asc'))).toEqual(['p3', 'p5', 'p1', 'p2', 'p4']);
    expect(titles(await search('?sort=area-desc'))).toEqual(['p4', 'p2', 'p1', 'p5', 'p3']);
    expect(titles(await search('?sort=newest'))).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('pages through the results without gaps or repeats', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(await search(`?sort=price-asc&pageSize=2&page=${page}`));
    expect(pages.map(titles)).toEqual([['p3', 'p5'], ['p1', 'p2'], ['p4'], []]);
    for (const page of pages) {
      expect(page.total).toBe(5);
      expect(page.pageSize).toBe(2);
    }
    expect(pages[2]?.page).toBe(3);
  });

  it.each([
    ['sort=cheapest'],
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['page=1.5'],
    ['pageSize=0'],
    ['pageSize=49'],
    ['pageSize=ten'],
    ['status=pending'],
    ['roadFacing=north'],
    ['category=villas'],
    ['featured=yes'],
    ['sort=newest&sort=price-asc'],
    [`location=${'x'.repeat(300)}`],
  ])('answers 400 in the error shape for %s', async (query) => {
    const response = await fetch(`${server.url}/api/plots?${query}`);
    const error = await expectApiError(response, 400, 'validation_failed');
    expect(error.fields && Object.keys(error.fields).length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/plots/featured', () => {
  let featuredServer: TestServer;
  beforeAll(async () => {
    featuredServer = await startTestServer();
    for (let i = 0; i < 14; i += 1) await featuredServer.store.plots.create(aPlot({ title: `available ${i}`, featured: i === 3 }));
    await featuredServer.store.plots.create(aPlot({ title: 'sold one', status: 'sold', featured: true }));
  });
  afterAll(async () => featuredServer.close());

  it.each([4, 6, 9, 12])('returns exactly %i available plots for limit=%i', async (limit) => {
    const response = await fetch(`${featuredServer.url}/api/plots/featured?limit=${limit}`);
    expect(response.status).toBe(200);
    const plots = await json<Plot[]>(response);
    expect(plots).toHaveLength(limit);
    expect(plots.every((plot) => plot.status === 'available')).toBe(true);
    expect(plots[0]?.title).toBe('available 3'); // featured first
  });

  it('returns 6 without a limit', async () => {
    const plots = await json<Plot[]>(await fetch(`${featuredServer.url}/api/plots/featured`));
    expect(plots).toHaveLength(6);
  });

  it('returns fewer when fewer are available', async () => {
    const plots = await json<Plot[]>(await fetch(`${server.url}/api/plots/featured?limit=12`));
    expect(plots.map((plot) => plot.title).sort()).toEqual(['p1', 'p3', 'p4']);
  });

  it.each(['0', '13', 'abc', '2.5', '-4'])('answers 400 for limit=%s', async (limit) => {
    await expectApiError(await fetch(`${featuredServer.url}/api/plots/featured?limit=${limit}`), 400, 'validation_failed');
  });
});

describe('GET /api/plots/:segment', () => {
  it('returns one plot', async () => {
    const response = await fetch(`${server.url}/api/plots/${ids.p3}`);
    expect(response.status).toBe(200);
    const plot = await json<Plot>(response);
    expect(plot.id).toBe(ids.p3);
    expect(plot.title).toBe('p3');
    expect(plot.coordinates).toEqual({ latitude: 16.5, longitude: 80.5 });
  });

  it("returns a plot by its page's path segment, {id}-{slug}, whatever the slug says", async () => {
    for (const segment of [plotPathSegment({ id: ids.p3!, title: 'p3' }), `${ids.p3}-an-old-title`, `${ids.p3}-`]) {
      const response = await fetch(`${server.url}/api/plots/${encodeURIComponent(segment)}`);
      expect(response.status).toBe(200);
      expect((await json<Plot>(response)).id).toBe(ids.p3);
    }
  });

  it('returns a plot whose id holds dashes by its path segment', async () => {
    // SQLite ids are base64url (a fifth of them hold a '-'): make plots until one does.
    const made: Plot[] = [];
    while (!made.some((plot) => plot.id.includes('-')) && made.length < 200) made.push(await server.store.plots.create(aPlot({ title: 'Dashed id plot' })));
    const dashed = made.find((plot) => plot.id.includes('-'))!;
    const response = await fetch(`${server.url}/api${sitePaths.plot(dashed)}`);
    expect(response.status).toBe(200);
    expect((await json<Plot>(response)).id).toBe(dashed.id);
    for (const plot of made) await server.store.plots.delete(plot.id);
  });

  it('keeps sold plots readable', async () => {
    const response = await fetch(`${server.url}/api/plots/${ids.p2}-p2`);
    expect(response.status).toBe(200);
    expect(await json<Plot>(response)).toMatchObject({ id: ids.p2, status: 'sold' });
  });

  it.each(['AAAAAAAAAAAAAAAA-some-slug', 'no-such-plot', '__x__', 'a b', `${'a'.repeat(300)}`, 'a.b'])('answers 404 for unknown id %s', async (id) => {
    const response = await fetch(`${server.url}/api/plots/${encodeURIComponent(id)}`);
    await expectApiError(response, 404, 'not_found');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('caching of plot reads', () => {
  it('sends Cache-Control with max-age, s-maxage and stale-while-revalidate, and an ETag', async () => {
    for (const path of ['/api/plots', '/api/plots/featured?limit=4', `/api/plots/${ids.p1}`]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/^public, /);
      expect(cacheControl).toMatch(/max-age=\d+/);
      expect(cacheControl).toMatch(/s-maxage=\d+/);
      expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
      expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    }
  });

  it('answers a conditional GET with 304 until the data changes', async () => {
    const first = await fetch(`${server.url}/api/plots?status=available`);
    const etag = first.headers.get('etag') as string;
    const again = await conditionalGet(`${server.url}/api/plots?status=available`, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const extra = await server.store.plots.create(aPlot({ title: 'p6' }));
    const changed = await conditionalGet(`${server.url}/api/plots?status=available`, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    await server.store.plots.delete(extra.id);
  });
});
