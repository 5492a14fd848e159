import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_CATEGORIES } from '../../core/constants';
import { plotSlug } from '../../core/plot-path';
import { sitePaths } from '../../core/site-paths';
import { aBlog, aPlot, aRegion, aVenture, someSettings } from '../../testing/builders';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ORIGIN = 'https://plots.example.in';

beforeAll(async () => {
  server = await startTestServer({ publicOrigin: ORIGIN });
});
afterAll(async () => server.close());

/** The sitemap as a crawler reads it: each <url>'s address and lastmod. */
async function readSitemap(headers: Record<string, string> = {}): Promise<Map<string, string | undefined>> {
  const response = await fetch(`${server.url}/sitemap.xml`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const urls = new Map<string, string | undefined>();
  for (const match of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g)) urls.set(match[1]!, match[2]);
  expect(urls.size).toBe(xml.match(/<url>/g)?.length);
  return urls;
}

describe('GET /sitemap.xml', () => {
  it('lists every public page, category page and update, with when each last changed', async () => {
    const commercial = await server.store.plots.create(aPlot({ category: 'commercial' }));
    await server.store.plots.create(aPlot({ category: 'residential' }));
    const sold = await server.store.plots.update(commercial.id, { status: 'sold' });
    const region = await server.store.regions.create(aRegion());
    const [older, newer] = [await server.store.blogs.create(aBlog({ title: 'Older' })), await server.store.blogs.create(aBlog({ title: 'Newer' }))];
    const edited = await server.store.blogs.update(older.id, { ...aBlog({ title: 'Older, edited' }) });
    await server.store.settings.put(someSettings());
    const settingsChanged = await server.store.settings.updatedAt();

    const urls = await readSitemap();
    const at = (path: string) => urls.get(`${ORIGIN}${path}`);
    for (const path of ['/', '/properties', '/investment-opportunities', '/amaravati-updates', '/about', '/contact']) expect(urls.has(`${ORIGIN}${path}`), path).toBe(true);
    for (const category of PLOT_CATEGORIES) {
      expect(urls.has(`${ORIGIN}/buy/${category}`), category).toBe(true);
      expect(urls.has(`${ORIGIN}/sell/${category}`), category).toBe(true);
    }
    expect(at(`/amaravati-updates/${older.id}`)).toBe(edited!.updatedAt);
    expect(at(`/amaravati-updates/${newer.id}`)).toBe(newer.createdAt);
    expect(at('/amaravati-updates')).toBe([edited!.updatedAt!, newer.createdAt].sort().at(-1));
    expect(at('/buy/commercial')).toBe(sold!.updatedAt);
    // Each plot's page, sold ones too, at its {id}-{slug} address, dated by its own last change.
    const plots = await server.store.plots.summaries();
    expect(plots.length).toBeGreaterThanOrEqual(2);
    for (const plot of plots) expect(at(`/plots/${plot.id}-${plotSlug(plot.title)}`), plot.id).toBe(plot.updatedAt ?? plot.createdAt);
    expect(at(sitePaths.plot(sold!))).toBe(sold!.updatedAt);
    expect([...urls.keys()].filter((url) => url.startsWith(`${ORIGIN}/plots/`))).toHaveLength(plots.length);
    // A category without plots has nothing to date it by.
    expect(at('/buy/apartments')).toBeUndefined();
    expect(at('/about')).toBe(settingsChanged);
    expect(at('/')).toBe([sold!.updatedAt!, region.createdAt, region.updatedAt ?? '', settingsChanged!].sort().at(-1));
    // Only public pages: nothing of the back office or the API.
    expect([...urls.keys()].filter((url) => url.includes('/admin') || url.includes('/api'))).toEqual([]);
  });

  it("lists /ventures and each venture's page (both languages), dated by the venture or its plots' last change", async () => {
    const quiet = await server.store.ventures.create(aVenture({ name: 'Quiet Acres' }));
    const busy = await server.store.ventures.create(aVenture({ name: 'Busy Meadows' }));
    const plot = await server.store.plots.create(aPlot({ ventureId: busy.id, plotNumber: '1' }));
    const { plots: [sold] } = await server.store.plots.setStatuses([plot.id], { status: 'sold', reservedUntil: '' }, null);

    const urls = await readSitemap();
    const at = (path: string) => urls.get(`${ORIGIN}${path}`);
    expect(at(sitePaths.venture(quiet))).toBe(quiet.updatedAt ?? quiet.createdAt);
    expect(at(sitePaths.venture(busy))).toBe(sold!.updatedAt);
    expect(urls.has(`${ORIGIN}/te${sitePaths.venture(busy)}`)).toBe(true);
    expect(at(sitePaths.ventures())).toBe(sold!.updatedAt);
    expect(urls.has(`${ORIGIN}/te/ventures`)).toBe(true);
  });

  it('lists each page in Telugu too, each naming both languages and English as the default', async () => {
    const plot = await server.store.plots.create(aPlot({ title: 'Corner plot in Thullur' }));
    const response = await fetch(`${server.url}/sitemap.xml`);
    const xml = await response.text();
    const urls = await readSitemap();
    const english = [...urls.keys()].filter((url) => !url.startsWith(`${ORIGIN}/te/`));
    for (const url of english) {
      const path = url.slice(ORIGIN.length);
      const telugu = `${ORIGIN}/te${path}`;
      expect(urls.has(telugu), telugu).toBe(true);
      expect(urls.get(telugu)).toBe(urls.get(url));
    }
    expect(urls.size).toBe(english.length * 2);
    expect(urls.has(`${ORIGIN}/te/`)).toBe(true);
    const block = xml.split('<url>').find((part) => part.startsWith(`<loc>${ORIGIN}/te${sitePaths.plot(plot)}</loc>`));
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}${sitePaths.plot(plot)}"/>`);
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="te-IN" href="${ORIGIN}/te${sitePaths.plot(plot)}"/>`);
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${sitePaths.plot(plot)}"/>`);
  });

  it('uses the configured origin, never a forged Host', async () => {
    const urls = await readSitemap({ 'X-Forwarded-Host': 'evil.example', Host: 'evil.example' });
    expect([...urls.keys()].every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await response.text()).split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${ORIGIN}/sitemap.xml`, '']);
  });
});
