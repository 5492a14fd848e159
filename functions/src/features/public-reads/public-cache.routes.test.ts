import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PageRenderer, PageRequest } from '../../core/page-render';
import { sitePaths } from '../../core/site-paths';
import type { Blog } from '../../core/schemas/blog';
import type { Plot } from '../../core/schemas/plot';
import type { Region } from '../../core/schemas/region';
import type { SiteSettings } from '../../core/schemas/settings';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aBlog, aPlot, aRegion, someSettings } from '../../testing/builders';
import { expectApiError, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The server's cache of public answers on the real app, as server.ts runs it (test-server builds
 * the same request listener): every change goes through the admin API, whose events drop what it
 * changed, and the very next read and page show it. A hit is answered before Express (the spy on
 * `app.handle` counts what reaches it) with the headers the Express path sends for the same answer.
 */

/** The pages: a stand-in renderer that shows what it read through the same loader the real one gets. */
const renders: PageRequest[] = [];
const renderer: PageRenderer = {
  // The hash of the pages' inline script is part of their CSP on both paths.
  inlineScriptHashes: ['sha256-aW5saW5lIHNjcmlwdA=='],
  stylesheets: [],
  async render(request, load) {
    renders.push(request);
    const path = new URL(request.url, request.origin).pathname;
    if (path === '/moved') return { kind: 'redirect', status: 302, location: '/' };
    if (path === '/nowhere') return { kind: 'page', status: 404, html: '<!doctype html><p>Not found</p>' };
    const reads = await Promise.all(['/api/regions', '/api/settings', '/api/plots/featured?limit=12', '/api/blogs'].map(load));
    // Long enough to be compressed (over 1 KB), like every real page.
    return {
      kind: 'page',
      status: 200,
      html: `<!doctype html><link rel="canonical" href="${request.origin}${request.url}"><pre>${JSON.stringify(reads)}</pre><!--${'page '.repeat(300)}-->`,
    };
  },
  shell: (_request, { title }) => `<!doctype html><title>${title}</title>`,
};

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as sent and answered on the wire: node's fetch would decode the body and add headers of its own. */
function raw(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every header but Date (the clock) and Connection (agent: false closes each connection). */
function headersOf(response: RawResponse): Record<string, string | string[] | undefined> {
  const { date: _date, connection: _connection, ...rest } = response.headers;
  return rest;
}

let server: TestServer;
let admin: AdminClient;
/** Express's entry point: the app function passes every request it is given to `app.handle` (untyped in @types/express). */
interface ExpressEntry {
  handle: (...args: unknown[]) => void;
}
let handled: MockInstance<ExpressEntry['handle']>;
let region: Region;
let plot: Plot;
let otherPlot: Plot;
let blog: Blog;

beforeAll(async () => {
  server = await startTestServer({ pages: renderer });
  // The starting data is written before anything is read, so nothing stale can be cached yet.
  region = await server.store.regions.create(aRegion({ region: 'Thullur', ResidentialPriceMax: 55_000 }));
  plot = await server.store.plots.create(aPlot({ title: 'Corner plot in Thullur', featured: true }));
  otherPlot = await server.store.plots.create(aPlot({ title: 'Plot near the seed access road' }));
  blog = await server.store.blogs.create(aBlog({ title: 'Seed access road opens' }));
  await server.store.blogs.create(aBlog({ title: 'Capital works resume' }));
  await server.store.settings.put(someSettings({ phone: '+91 90000 00001' }));
  admin = await signedInAdmin(server);
  handled = vi.spyOn(server.app as unknown as ExpressEntry, 'handle');
});
afterAll(async () => server.close());

async function jsonOf<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function pageText(path = '/'): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Reads each path twice, so the second one is known to be a hit, and returns how many reached Express. */
async function warm(...paths: string[]): Promise<number> {
  for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  const before = handled.mock.calls.length;
  for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  return handled.mock.calls.length - before;
}

describe('a change through the admin API', () => {
  it('shows a region’s new price on the very next read and page', async () => {
    expect(await warm('/api/regions', '/')).toBe(0);
    expect((await admin.patch(`/api/admin/regions/${region.id}`, { ResidentialPriceMax: 77_777 })).status).toBe(200);
    expect((await jsonOf<Region[]>('/api/regions'))[0]?.ResidentialPriceMax).toBe(77_777);
    expect(await pageText()).toContain('77777');
  });

  it('shows a new region and forgets a deleted one', async () => {
    await warm('/api/regions', '/');
    const created = await admin.post('/api/admin/regions');
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Region;
    expect((await jsonOf<Region[]>('/api/regions')).map((one) => one.id)).toContain(id);
    expect(await pageText()).toContain(id);
    await warm('/api/regions', '/');
    expect((await admin.delete(`/api/admin/regions/${id}`)).status).toBe(204);
    expect((await jsonOf<Region[]>('/api/regions')).map((one) => one.id)).not.toContain(id);
    expect(await pageText()).not.toContain(id);
  });

  it('shows new business details on the very next read and page', async () => {
    expect(await warm('/api/settings', '/')).toBe(0);
    expect((await admin.put('/api/admin/settings', someSettings({ phone: '+91 90000 00002' }))).status).toBe(200);
    expect((await jsonOf<SiteSettings>('/api/settings')).phone).toBe('+91 90000 00002');
    expect(await pageText()).toContain('+91 90000 00002');
  });

  it('takes a sold plot off the featured list and shows its status', async () => {
    const pageRead = `/api${sitePaths.plot(plot)}`;
    expect(await warm('/api/plots/featured?limit=12', `/api/plots/${plot.id}`, pageRead, '/')).toBe(0);
    expect((await admin.patch(`/api/admin/plots/${plot.id}/status`, { status: 'sold' })).status).toBe(200);
    expect((await jsonOf<Plot[]>('/api/plots/featured?limit=12')).map((one) => one.id)).not.toContain(plot.id);
    expect((await jsonOf<Plot>(`/api/plots/${plot.id}`)).status).toBe('sold');
    expect((await jsonOf<Plot>(pageRead)).status).toBe('sold');
    expect(await pageText()).not.toContain('Corner plot in Thullur');
  });

  it('shows an edited post, then forgets it once deleted', async () => {
    expect(await warm('/api/blogs', `/api/blogs/${blog.id}`, '/')).toBe(0);
    const edited = { title: 'Seed access road opens to traffic', category: 'Infrastructure', content: 'Open from Monday.' };
    expect((await admin.put(`/api/admin/blogs/${blog.id}`, edited)).status).toBe(200);
    expect((await jsonOf<Blog>(`/api/blogs/${blog.id}`)).title).toBe(edited.title);
    expect((await jsonOf<Blog[]>('/api/blogs')).map((one) => one.title)).toContain(edited.title);
    expect(await pageText()).toContain(edited.title);

    await warm('/api/blogs', `/api/blogs/${blog.id}`, '/');
    expect((await admin.delete(`/api/admin/blogs/${blog.id}`)).status).toBe(204);
    await expectApiError(await fetch(`${server.url}/api/blogs/${blog.id}`), 404, 'not_found');
    expect((await jsonOf<Blog[]>('/api/blogs')).map((one) => one.id)).not.toContain(blog.id);
    expect(await pageText()).not.toContain(edited.title);
  });

  it('keeps public answers when only a lead came in (leads are never public)', async () => {
    await warm('/api/regions', '/');
    const rendered = renders.length;
    expect((await postJson(`${server.url}/api/contact`, { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' })).status).toBe(201);
    expect(await warm('/api/regions', '/')).toBe(0);
    expect(renders.length).toBe(rendered);
  });
});

describe('a cached answer', () => {
  it('goes out with exactly the headers the Express path sent for it', async () => {
    for (const [path, encoding] of [
      ['/api/regions?fresh=1', 'gzip'],
      ['/api/plots/featured?limit=12&fresh=1', 'br'],
      ['/api/settings?fresh=1', 'gzip, deflate, br'],
      ['/?fresh=1', 'gzip, deflate, br, zstd'],
      ['/?fresh=2', 'identity'],
    ] as const) {
      const headers = { 'Accept-Encoding': encoding };
      const before = handled.mock.calls.length;
      const miss = await raw(`${server.url}${path}`, { headers });
      expect(handled.mock.calls.length, `${path}: the miss goes through Express`).toBe(before + 1);
      const hit = await raw(`${server.url}${path}`, { headers });
      expect(handled.mock.calls.length, `${path}: the hit does not`).toBe(before + 1);
      expect(hit.status).toBe(200);
      expect(headersOf(hit), path).toEqual(headersOf(miss));
      expect(hit.body.equals(miss.body), path).toBe(true);
      expect(hit.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(hit.headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-aW5saW5lIHNjcmlwdA=='");
      expect(hit.headers['strict-transport-security'], path).toBeTruthy();
      expect(hit.headers.vary, path).toBe('Accept-Encoding');
      expect(hit.headers['content-length'], path).toBe(String(hit.body.length));
    }
  });

  it('answers a matching If-None-Match with 304 and the same headers either way', async () => {
    const first = await raw(`${server.url}/api/regions?etag=1`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]+"$/);
    const conditional = { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' };
    // Another key of the same answer: the same bytes, so the same ETag; first a miss, then a hit.
    const before = handled.mock.calls.length;
    const miss = await raw(`${server.url}/api/regions?etag=2`, { headers: conditional });
    const hit = await raw(`${server.url}/api/regions?etag=2`, { headers: conditional });
    expect(handled.mock.calls.length).toBe(before + 1);
    for (const response of [miss, hit]) {
      expect(response.status).toBe(304);
      expect(response.body.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['content-type']).toBeUndefined();
    }
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect((await raw(`${server.url}/api/regions?etag=2`, { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
  });

  it('has the ETag Express computes for the same bytes', async () => {
    const plain = await startTestServer({ publicCache: false });
    try {
      const settings = someSettings({ phone: '+91 90000 00003' });
      await plain.store.settings.put(settings);
      expect((await admin.put('/api/admin/settings', settings)).status).toBe(200);
      const ours = await raw(`${server.url}/api/settings`);
      const express = await raw(`${plain.url}/api/settings`);
      expect(ours.body.equals(express.body)).toBe(true);
      expect(ours.headers.etag).toBe(express.headers.etag);
      expect(ours.headers['content-type']).toBe(express.headers['content-type']);
      expect(ours.headers['cache-control']).toBe(express.headers['cache-control']);
    } finally {
      await plain.close();
    }
  });

  it('decodes from gzip and brotli to the very identity body', async () => {
    for (const path of ['/api/plots', '/']) {
      const identity = await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(identity.headers['content-encoding'], path).toBeUndefined();
      expect(identity.body.length, `${path} is long enough to be compressed`).toBeGreaterThan(1024);
      const gzipped = await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzipped.body).equals(identity.body), path).toBe(true);
      const brotli = await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(identity.body), path).toBe(true);
      // A client that rates gzip higher gets gzip; one that accepts nothing we have gets identity.
      expect((await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br;q=0.5, gzip' } })).headers['content-encoding']).toBe('gzip');
      expect((await raw(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'deflate' } })).headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of GET and no body, hit or miss', async () => {
    for (const path of ['/api/blogs?head=1', '/?head=1']) {
      const headers = { 'Accept-Encoding': 'gzip' };
      const headMiss = await raw(`${server.url}${path}`, { method: 'HEAD', headers });
      const headHit = await raw(`${server.url}${path}`, { method: 'HEAD', headers });
      const get = await raw(`${server.url}${path}`, { headers });
      for (const head of [headMiss, headHit]) {
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(headersOf(head)).toEqual(headersOf(get));
      }
    }
  });

  it('is kept by its full URL: path and query', async () => {
    const first = await jsonOf<{ items: Plot[] }>('/api/plots?pageSize=1&page=1');
    const second = await jsonOf<{ items: Plot[] }>('/api/plots?pageSize=1&page=2');
    expect(first.items[0]?.id).not.toBe(second.items[0]?.id);
    expect((await jsonOf<{ items: Plot[] }>('/api/plots?pageSize=1&page=2')).items[0]?.id).toBe(second.items[0]?.id);
    expect(await jsonOf<Plot[]>('/api/plots/featured?limit=1')).toHaveLength(1);
    expect(await jsonOf<Plot[]>('/api/plots/featured?limit=12')).toEqual([expect.objectContaining({ id: otherPlot.id })]);
  });

  it('of a page is kept per origin: a forged Host gets its own copy, never anyone else’s', async () => {
    const forged = await raw(`${server.url}/?host=1`, { headers: { Host: 'evil.example' } });
    expect(forged.body.toString()).toContain('href="http://evil.example/?host=1"');
    const own = await pageText('/?host=1');
    expect(own).not.toContain('evil.example');
    expect(own).toContain(`href="${server.url}/?host=1"`);
    // And the forged copy, a hit now, stays with the forged Host.
    const before = handled.mock.calls.length;
    expect((await raw(`${server.url}/?host=1`, { headers: { Host: 'evil.example' } })).body.toString()).toContain('evil.example');
    expect(handled.mock.calls.length).toBe(before);
  });
});

describe('what is never cached', () => {
  it('errors: a 404 is read afresh, so data that appears later shows at once', async () => {
    const empty = await startTestServer();
    try {
      for (let i = 0; i < 2; i++) await expectApiError(await fetch(`${empty.url}/api/settings`), 404, 'not_found');
      // Behind the app's back (no event): only a 404 that was never kept can turn into this 200.
      await empty.store.settings.put(someSettings());
      expect((await fetch(`${empty.url}/api/settings`)).status).toBe(200);
    } finally {
      await empty.close();
    }
  });

  it('refused queries: 400 every time, never cached, never answered by the fast path', async () => {
    for (const query of ['sort=cheapest', 'pageSize=49', 'sort=newest&sort=price-asc']) {
      for (let i = 0; i < 2; i++) {
        const before = handled.mock.calls.length;
        const response = await fetch(`${server.url}/api/plots?${query}`);
        await expectApiError(response, 400, 'validation_failed');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(handled.mock.calls.length).toBe(before + 1);
      }
    }
  });

  it('pages that are not a 200: not-found pages and redirects are rendered every time', async () => {
    for (let i = 0; i < 2; i++) {
      const rendered = renders.length;
      expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
      expect((await fetch(`${server.url}/moved`, { redirect: 'manual' })).status).toBe(302);
      expect(renders.length).toBe(rendered + 2);
    }
  });

  it('the admin shell, which keeps its own cache policy', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/admin/login`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('requests with a session cookie', () => {
  it('go through the app as before, with the same answer', async () => {
    const anonymous = await raw(`${server.url}/api/regions?session=1`, { headers: { 'Accept-Encoding': 'gzip' } });
    const before = handled.mock.calls.length;
    const signedIn = await raw(`${server.url}/api/regions?session=1`, { headers: { 'Accept-Encoding': 'gzip', Cookie: admin.cookie } });
    expect(handled.mock.calls.length).toBe(before + 1);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.equals(anonymous.body)).toBe(true);
    expect(headersOf(signedIn)).toEqual(headersOf(anonymous));
  });
});

describe('behind a trusted proxy', () => {
  it('keys a page by the forwarded scheme, as Express reads it', async () => {
    const proxied = await startTestServer({ pages: renderer, trustProxy: 1 });
    try {
      const https = async () => (await fetch(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).text();
      const first = await https();
      expect(first).toContain('href="https://127.0.0.1');
      const rendered = renders.length;
      expect(await https()).toBe(first);
      expect(renders.length).toBe(rendered);
      expect(await (await fetch(`${proxied.url}/`)).text()).toContain('href="http://127.0.0.1');
      expect(renders.length).toBe(rendered + 1);
    } finally {
      await proxied.close();
    }
  });
});
