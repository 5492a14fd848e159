import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadPublicRead, PageRenderer, PageRequest } from '../../core/page-render';
import { conditionalGet, expectApiError } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The HTTP side of the pages: any GET gets HTML whatever it accepts, the renderer's status and
 * redirects are kept, pages are cacheable briefly, files and the API keep their own 404s. The
 * renderer here is a small stand-in that reads through the same loader the real one gets (the
 * real renderer is exercised end to end on the built app, e2e/seo.e2e.ts).
 */
const seen: PageRequest[] = [];
const renderer: PageRenderer = {
  inlineScriptHashes: ['sha256-c2NyaXB0IGhhc2g='],
  stylesheets: [],
  async render(request, load: LoadPublicRead) {
    seen.push(request);
    const path = new URL(request.url, request.origin).pathname;
    if (path === '/old') return { kind: 'redirect', status: 302, location: '/new' };
    if (path === '/broken') throw new Error('the store is down');
    const settings = await load('/api/settings');
    const missing = await load('/api/blogs/no-such-post');
    const bad = await load('/api/plots?pageSize=5000');
    const status = path === '/nowhere' ? 404 : 200;
    return { kind: 'page', status, html: `<!doctype html><title>${path}</title><p>${settings.status} ${missing.status} ${bad.status}</p>` };
  },
  shell: (request, { title }) => `<!doctype html><title>${title}</title><div id="root"></div><!-- ${request.url} -->`,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: renderer, publicOrigin: 'https://plots.example.in' });
});
afterAll(async () => server.close());

describe('pages', () => {
  it.each([
    ['a browser', 'text/html,application/xhtml+xml'],
    ['curl', '*/*'],
    ['a JSON client', 'application/json'],
    ['no Accept at all', undefined],
  ])('answer %s with the rendered HTML', async (_who, accept) => {
    const response = await fetch(`${server.url}/amaravati-updates?x=1`, { headers: accept ? { Accept: accept } : {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The pages' inline script is allowed by its hash, and nothing else inline.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-c2NyaXB0IGhhc2g=';");
    expect(await response.text()).toContain('<title>/amaravati-updates</title>');
  });

  it('give the renderer the configured origin, never the Host a client sends', async () => {
    await fetch(`${server.url}/about`, { headers: { 'X-Forwarded-Host': 'evil.example', Host: 'evil.example' } });
    expect(seen.at(-1)).toEqual({ url: '/about', origin: 'https://plots.example.in' });
  });

  it('read public data through the API reads: found, missing and refused are answers, not failures', async () => {
    const text = await (await fetch(`${server.url}/contact`)).text();
    // No settings in an empty database (404), a missing post (404), a page size over the limit (400).
    expect(text).toContain('<p>404 404 400</p>');
  });

  it('keep the status and redirects the renderer gives', async () => {
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
    const moved = await fetch(`${server.url}/old`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/new');
  });

  it('fall back to the page the browser renders alone (500, never cached) when rendering fails', async () => {
    const response = await fetch(`${server.url}/broken`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<!doctype html><title>Amaravati Plots</title><div id="root"></div><!-- /broken -->');
  });

  it('revalidate with an ETag and answer HEAD without a body', async () => {
    const first = await fetch(`${server.url}/about`);
    expect((await conditionalGet(`${server.url}/about`, first.headers.get('etag') as string)).status).toBe(304);
    const head = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('leave the API, asset and image misses to their own 404s', async () => {
    await expectApiError(await fetch(`${server.url}/api/no-such-thing`, { headers: { Accept: 'text/html' } }), 404, 'not_found');
    for (const path of ['/assets/index-Gone99.js', '/images/missing.webp', '/videos/missing.mp4']) {
      const response = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/json/);
    }
  });
});
