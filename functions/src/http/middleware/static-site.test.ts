import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionalGet, expectApiError } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

const ASSET_JS = 'console.log("the app");';
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'amaravati-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), ASSET_JS);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(dist, 'images'));
  await writeFile(join(dist, 'images', 'about.webp'), Buffer.from('RIFF....WEBPVP8 about'));
  server = await startTestServer({ webDist: dist });
  await mkdir(server.imagesDir, { recursive: true });
  await writeFile(join(server.imagesDir, 'plot-1-960.webp'), Buffer.from('RIFF....WEBPVP8 '));
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app\'s files', () => {
  it('serves hashed assets as immutable for a year, with 304 on revalidation', async () => {
    const response = await fetch(`${server.url}/assets/index-AbC123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET_JS);
    const etag = response.headers.get('etag') as string;
    expect((await conditionalGet(`${server.url}/assets/index-AbC123.js`, etag)).status).toBe(304);
  });

  it('never answers a missing asset with index.html', async () => {
    const response = await fetch(`${server.url}/assets/index-Gone99.js`, { headers: HTML });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('serves other files with no-cache', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves uploaded images with a long cache', async () => {
    const response = await fetch(`${server.url}/images/plot-1-960.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/images/missing.webp`, { headers: HTML })).status).toBe(404);
  });

  it("serves the SPA's own /images files (web/dist/images) with no-cache, beside the uploads", async () => {
    const response = await fetch(`${server.url}/images/about.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toContain('about');
  });

  it('keeps /api JSON even for a browser navigation', async () => {
    await expectApiError(await fetch(`${server.url}/api/no-such-thing`, { headers: HTML }), 404, 'not_found');
    await expectApiError(await fetch(`${server.url}/api`, { headers: HTML }), 404, 'not_found');
  });

});

describe('without a built web app', () => {
  let empty: string;
  let bare: TestServer;
  beforeAll(async () => {
    empty = await mkdtemp(join(tmpdir(), 'amaravati-no-dist-'));
    bare = await startTestServer({ webDist: join(empty, 'dist') });
  });
  afterAll(async () => {
    await bare.close();
    await rm(empty, { recursive: true, force: true });
  });

  it('says how to build it and keeps the API working', async () => {
    const page = await fetch(`${bare.url}/`, { headers: HTML });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
  });
});
