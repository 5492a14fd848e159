import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_CATEGORIES, PLOT_CATEGORY_LABELS } from '../functions/src/core/constants';
import type { Blog } from '../functions/src/core/schemas/blog';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import type { Region } from '../functions/src/core/schemas/region';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { crawl as crawlPage, type Crawled } from './crawl';

/**
 * The public pages as a search engine or a link preview sees them: fetched without running any
 * JavaScript. Every page's first HTML holds its real content and says what it is (title,
 * description, canonical address, Open Graph and Twitter tags, JSON-LD); the sitemap and
 * robots.txt point at them. Then, in a browser, the page comes alive without asking the API again.
 */
const ORIGIN = 'https://plots.example.in';

let server: RunningServer;
let browser: Browser;
let blogs: Blog[];
let regions: Region[];
let settings: SiteSettings;

beforeAll(async () => {
  server = await startServer({ PUBLIC_ORIGIN: ORIGIN });
  browser = await launchBrowser();
  [blogs, regions, settings] = await Promise.all([api<Blog[]>('/api/blogs'), api<Region[]>('/api/regions'), api<SiteSettings>('/api/settings')]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A page as curl gets it (Accept: *\/*, no JavaScript), with its head read out. */
const crawl = (path: string, accept?: string) => crawlPage(server.url, path, accept);

const types = (page: Crawled) => page.jsonLd.map((node) => node['@type']);

const PUBLIC_PAGES = ['/', '/properties', '/buy/residential', '/buy/commercial', '/sell/houses', '/investment-opportunities', '/ventures', '/amaravati-updates', '/about', '/contact'];

describe('what a crawler reads', () => {
  it('every public page: real HTML for any client, a unique title and description, canonical, Open Graph, Twitter, lang, the business', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of [...PUBLIC_PAGES, `/amaravati-updates/${blogs[0]!.id}`]) {
      const page = await crawl(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(/^<!doctype html>\s*<html lang="en-IN">/i);
      expect(page.title, path).not.toBe('');
      titles.add(page.title);
      const description = page.meta('description') ?? '';
      expect(description.length, path).toBeGreaterThan(40);
      descriptions.add(description);
      const canonical = `${ORIGIN}${path}`;
      expect(page.canonical, path).toBe(canonical);
      expect(page.meta('og:url'), path).toBe(canonical);
      expect(page.meta('og:title'), path).toBe(page.title);
      expect(page.meta('og:description'), path).toBe(description);
      expect(page.meta('og:image'), path).toBe(`${ORIGIN}/images/og-site.jpg`);
      expect(page.meta('twitter:card'), path).toBe('summary_large_image');
      expect(page.meta('twitter:image'), path).toBe(`${ORIGIN}/images/og-site.jpg`);
      const agent = page.jsonLd.find((node) => node['@type'] === 'RealEstateAgent');
      expect(agent, path).toMatchObject({ '@id': `${ORIGIN}/#organization`, name: settings.businessName, telephone: settings.phone, email: settings.email, url: `${ORIGIN}/` });
      if (path !== '/') {
        const crumbs = page.jsonLd.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
        expect(crumbs?.itemListElement[0], path).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` });
        expect(crumbs?.itemListElement.at(-1)?.item, path).toBe(canonical);
      }
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length + 1);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length + 1);
  });

  it('the site image is a 1200×630 JPEG under 200 KB', async () => {
    const response = await fetch(`${server.url}/images/og-site.jpg`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(200 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('the home page holds the price table, the featured plots and the about text', async () => {
    const page = await crawl('/');
    expect(page.text).toContain('Amaravati Property Pricing');
    for (const region of regions.slice(0, 10)) expect(page.text).toContain(region.region);
    const featured = await api<{ title: string }[]>('/api/plots/featured?limit=12');
    for (const plot of featured) expect(page.text).toContain(plot.title);
    expect(page.text).toContain('Featured Properties');
    expect(types(page)).toEqual(['RealEstateAgent']);
  });

  it('a listing holds the plots of its filters and page, with an ItemList', async () => {
    const page = await crawl('/properties?status=available&sort=price-asc&page=2');
    const expected = await api<PlotPage>('/api/plots?status=available&sort=price-asc&page=2&pageSize=12');
    expect(expected.items.length).toBeGreaterThan(0);
    for (const plot of expected.items) expect(page.text).toContain(plot.title);
    // Filters and sort are one page's views: the canonical address keeps only the page.
    expect(page.canonical).toBe(`${ORIGIN}/properties?page=2`);
    const list = page.jsonLd.find((node) => node['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { position: number; name: string }[] };
    expect(list.numberOfItems).toBe(expected.total);
    expect(list.itemListElement.map((item) => item.position)).toEqual(expected.items.map((_, index) => 13 + index));
    expect(list.itemListElement[0]!.name).toContain(expected.items[0]!.title);
  });

  it('a category listing sits under Properties in its breadcrumbs', async () => {
    const page = await crawl('/buy/residential');
    const crumbs = page.jsonLd.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Properties', PLOT_CATEGORY_LABELS.residential]);
    const expected = await api<PlotPage>('/api/plots?category=residential&pageSize=12');
    for (const plot of expected.items) expect(page.text).toContain(plot.title);
  });

  it('the updates list and an update hold their text; an update is a NewsArticle', async () => {
    const list = await crawl('/amaravati-updates');
    for (const blog of blogs) expect(list.text).toContain(blog.title);
    const blog = blogs[0]!;
    const page = await crawl(`/amaravati-updates/${blog.id}`);
    expect(page.title).toBe(`${blog.title} | Amaravati Updates`);
    expect(page.text).toContain(blog.content.split('\n').find((line) => line.trim())!.trim().slice(0, 60));
    expect(page.meta('og:type')).toBe('article');
    expect(page.jsonLd.find((node) => node['@type'] === 'NewsArticle')).toMatchObject({
      headline: blog.title,
      datePublished: blog.createdAt,
      mainEntityOfPage: `${ORIGIN}/amaravati-updates/${blog.id}`,
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
  });

  it('about and contact hold their text and the business details', async () => {
    expect((await crawl('/about')).text).toContain('Why choose us');
    const contact = await crawl('/contact');
    expect(contact.text).toContain('Get in Touch');
    expect(contact.text).toContain(settings.phone);
    expect(contact.text).toContain(settings.email);
  });

  it('an unknown path or category is the not-found page with 404; a missing update sends the reader to the list', async () => {
    for (const path of ['/no/such/page', '/buy/spaceships']) {
      const page = await crawl(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain('Page not found');
      expect(page.meta('robots'), path).toBe('noindex');
    }
    const gone = await fetch(`${server.url}/amaravati-updates/no-such-update`, { redirect: 'manual' });
    expect(gone.status).toBe(302);
    expect(gone.headers.get('location')).toBe('/amaravati-updates');
  });

  it('the API and the files keep their own answers', async () => {
    for (const path of ['/api/nothing-here', '/assets/index-gone.js']) {
      const response = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/json/);
    }
  });

  it('the sitemap lists every public page, category and update; robots.txt names it', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/properties', '/investment-opportunities', '/amaravati-updates', '/about', '/contact']) expect(urls).toContain(`${ORIGIN}${path}`);
    for (const category of PLOT_CATEGORIES) expect(urls).toContain(`${ORIGIN}/buy/${category}`);
    for (const blog of blogs) expect(urls).toContain(`${ORIGIN}/amaravati-updates/${blog.id}`);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('in a browser', () => {
  it('each page comes alive from the HTML: no API request, no hydration problem, the title kept', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('status of 404')) problems.push(message.text());
      });
      try {
        for (const path of [...PUBLIC_PAGES, `/amaravati-updates/${blogs[0]!.id}`]) {
          const reads: string[] = [];
          const onRequest = (request: { url: () => string }) => {
            if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
          };
          page.on('request', onRequest);
          const expectedTitle = (await crawl(path)).title;
          await page.goto(path, { waitUntil: 'networkidle' });
          await expect.poll(() => page.title(), { message: path }).toBe(expectedTitle);
          expect(reads, `${path} at ${viewport}`).toEqual([]);
          page.off('request', onRequest);
        }
        expect(problems).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
