import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize } from '../../adapters/images/images.contract';
import type { PlotStatus } from '../../core/constants';
import { PLOT_STATUS_COLOURS } from '../../core/plot-status-colours';
import type { VentureSummary } from '../../core/schemas/venture';
import { plotOgImage, SITE_OG_IMAGE, ventureCurrentPicture, ventureOgImage } from '../../core/link-preview-paths';
import { previewVersion } from '../../core/venture-availability';
import { aPlot, aPlotShape, aVenture } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** The link-preview picture at a path: a 1200×630 JPEG of at most 200 KB, cached for long. */
async function linkPreviewAt(path: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length).toBeLessThanOrEqual(200_000);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  return bytes;
}

describe('GET /og/plots/{id}.jpg (a plot’s link-preview picture)', () => {
  it('answers a 1200×630 JPEG of at most 200 KB made from the cover, cached for long at an address that changes with the cover', async () => {
    const [cover, second] = [await server.images.put(await pngOfSize(960, 1400)), await server.images.put(await pngOfSize(200, 200))];
    const plot = await server.store.plots.create(aPlot({ images: [cover, second].map((image) => ({ url: image.url, publicId: image.publicId, alt: '' })) }));
    const path = plotOgImage(plot);
    expect(path).toBe(`/og/plots/${plot.id}.jpg?v=${cover.publicId}`);

    for (let round = 0; round < 2; round += 1) {
      await linkPreviewAt(path);
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

describe('GET /og/ventures/{id}-{version}.jpg (a venture’s layout coloured by availability)', () => {
  /** The plan's top half is #7ec8e3 (pngOfSize); a plot's fill lies over it at 72 %. */
  const planTop = [0x7e, 0xc8, 0xe3];
  const expectedOver = (status: PlotStatus) => {
    const fill = PLOT_STATUS_COLOURS[status].fill.slice(1).match(/../g)!.map((hex) => Number.parseInt(hex, 16));
    return fill.map((value, index) => 0.72 * value + 0.28 * planTop[index]!);
  };
  async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
    const { data } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, 3)];
  }
  /** The venture's picture address today: its plots' statuses, its layout's version and its plan as stored now. */
  async function currentPicture(ventureId: string): Promise<string> {
    const [venture, plots] = await Promise.all([server.store.ventures.get(ventureId), server.store.plots.byVenture(ventureId)]);
    return ventureOgImage({ id: ventureId }, previewVersion(plots, venture!.layout));
  }

  it('draws the plan with each plot in its status colour, 1200×630 and at most 200 KB, at an address that changes with the statuses and the layout', async () => {
    const venture = await server.store.ventures.create(aVenture({ name: 'Preview Meadows' }));
    const stored = await server.images.putPlan(await pngOfSize(1000, 800));
    await server.store.ventures.setLayoutImage(venture.id, stored);
    const plot = await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1' }));
    // Plan units 100..400 × 100..300; its corner near (380, 120), clear of the plan's yellow circle, is (505, 94) on the
    // picture (scale 0.7875, the plan centred 206 px from the left).
    const shape = aPlotShape({ points: [[100, 100], [400, 100], [400, 300], [100, 300]], plotId: plot.id });
    expect(await server.store.ventures.saveLayout(venture.id, 1, [shape, aPlotShape({ id: 'road', kind: 'road', label: 'Road', y: 500 })])).toEqual({ version: 2 });

    const available = await currentPicture(venture.id);
    const bytes = await linkPreviewAt(available);
    const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]!) <= 14);
    expect(near(await pixelAt(bytes, 505, 94), expectedOver('available'))).toBe(true);
    // Beside the plan (narrower than the picture): the white background.
    expect(near(await pixelAt(bytes, 50, 300), [255, 255, 255])).toBe(true);

    await server.store.plots.setStatuses([plot.id], { status: 'sold', reservedUntil: '' }, null);
    const sold = await currentPicture(venture.id);
    expect(sold).not.toBe(available);
    const redrawn = await linkPreviewAt(sold);
    expect(near(await pixelAt(redrawn, 505, 94), expectedOver('sold'))).toBe(true);

    // The address from before the change leads to today's, briefly cached.
    const old = await fetch(`${server.url}${available}`, { redirect: 'manual' });
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(sold);
    expect(old.headers.get('cache-control')).toMatch(/^public, max-age=30,/);

    // The plot's shape moved (a layout save): a new address, and the picture drawn again with the plot where it is now.
    const moved = aPlotShape({ points: [[500, 100], [800, 100], [800, 300], [500, 300]], plotId: plot.id });
    expect(await server.store.ventures.saveLayout(venture.id, 2, [moved])).toEqual({ version: 3 });
    const redrawnAddress = await currentPicture(venture.id);
    expect(redrawnAddress).not.toBe(sold);
    const afterMove = await linkPreviewAt(redrawnAddress);
    expect(near(await pixelAt(afterMove, 505, 94), expectedOver('sold'))).toBe(false);
    expect((await fetch(`${server.url}${sold}`, { redirect: 'manual' })).headers.get('location')).toBe(redrawnAddress);

    // Without photos, the /ventures list shows it as the venture's cover, by an address that leads to today's picture.
    const listed = (await json<VentureSummary[]>(await fetch(`${server.url}/api/ventures`))).find((summary) => summary.id === venture.id);
    expect(listed?.cover).toEqual({ url: ventureCurrentPicture(venture), alt: 'Preview Meadows' });
    const today = await fetch(`${server.url}${ventureCurrentPicture(venture)}`, { redirect: 'manual' });
    expect(today.status).toBe(302);
    expect(today.headers.get('location')).toBe(redrawnAddress);
    expect(today.headers.get('cache-control')).toMatch(/^public, max-age=30,/);
  });

  it('sends a venture without a plan to the site’s picture', async () => {
    const venture = await server.store.ventures.create(aVenture({ name: 'No Plan Yet' }));
    const response = await fetch(`${server.url}${await currentPicture(venture.id)}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(SITE_OG_IMAGE);
  });

  it.each(['AAAAAAAAAAAAAAAA-0123456789abcdef.jpg', 'AAAAAAAAAAAAAAAA.jpg', 'AAAAAAAAAAAAAAAA-0123456789abcdef.png', '..%2F..%2Fetc-0123456789abcdef.jpg', '-0123456789abcdef.jpg'])(
    'answers 404 for %s',
    async (file) => {
      await expectApiError(await fetch(`${server.url}/og/ventures/${file}`), 404, 'not_found');
    },
  );
});
