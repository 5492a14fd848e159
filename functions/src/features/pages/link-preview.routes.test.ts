import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize } from '../../adapters/images/images.contract';
import { plotOgImage, SITE_OG_IMAGE } from '../../core/site-paths';
import { aPlot } from '../../testing/builders';
import { expectApiError } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('GET /og/plots/{id}.jpg (a plot’s link-preview picture)', () => {
  it('answers a 1200×630 JPEG of at most 200 KB made from the cover, cached for long at an address that changes with the cover', async () => {
    const [cover, second] = [await server.images.put(await pngOfSize(960, 1400)), await server.images.put(await pngOfSize(200, 200))];
    const plot = await server.store.plots.create(aPlot({ images: [cover, second].map((image) => ({ url: image.url, publicId: image.publicId, alt: '' })) }));
    const path = plotOgImage(plot);
    expect(path).toBe(`/og/plots/${plot.id}.jpg?v=${cover.publicId}`);

    for (let round = 0; round < 2; round += 1) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThanOrEqual(200_000);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('sends a plot without a photo, or whose photo is gone, to the site’s picture', async () => {
    const bare = await server.store.plots.create(aPlot());
    expect(plotOgImage(bare)).toBe(`/og/plots/${bare.id}.jpg`);
    const gone = await server.store.plots.create(aPlot({ imageUrl: '/images/gone-960.webp', imagePublicId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }));
    for (const plot of [bare, gone]) {
      const response = await fetch(`${server.url}${plotOgImage(plot)}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(SITE_OG_IMAGE);
    }
  });

  it.each(['AAAAAAAAAAAAAAAA.jpg', 'AAAAAAAAAAAAAAAA.png', '..%2F..%2Fetc.jpg', '.jpg', `${'a'.repeat(300)}.jpg`])('answers 404 for %s', async (file) => {
    await expectApiError(await fetch(`${server.url}/og/plots/${file}`), 404, 'not_found');
  });
});
