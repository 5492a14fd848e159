import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, siteDay } from '../../core/dates';
import { MESSAGES } from '../../core/messages';
import { plotPathSegment } from '../../core/plot-path';
import type { Plot } from '../../core/schemas/plot';
import type { PublicPlot, Venture, VentureAvailability, VenturePage, VentureSummary } from '../../core/schemas/venture';
import { availabilityVersion } from '../../core/venture-availability';
import { venturePathSegment } from '../../core/venture-path';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot, aPlotShape, aRegion, aVenture } from '../../testing/builders';
import { conditionalGet, expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { pngOfSize } from '../../testing/uploads';

/**
 * The public reads of ventures on the real app with its cache of public answers, as server.ts runs
 * it: every change goes through the admin API (whose events drop what it changed), and the next
 * read shows it.
 */
let server: TestServer;
let admin: AdminClient;
let venture: Venture;
let plots: Plot[];

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return json<T>(response);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  // Before the first read: nothing cached yet.
  const region = await server.store.regions.create(aRegion({ region: 'Thullur', regionTe: 'తుళ్లూరు' }));
  venture = await json<Venture>(await admin.post('/api/admin/ventures', aVenture({ regionId: region.id, name: 'Green Meadows', feetPerPlanUnit: 2, images: [{ url: 'https://example.com/gate.jpg', publicId: '', alt: 'The gate' }] })));
  const form = new FormData();
  form.append('file', new Blob([await pngOfSize(1000, 800)]), 'plan.png');
  const upload = await fetch(`${server.url}/api/admin/ventures/${venture.id}/layout-image`, { method: 'POST', headers: { 'X-Requested-With': 'fetch', Cookie: admin.cookie }, body: form });
  expect(upload.ok).toBe(true);
  plots = [];
  for (const plotNumber of ['1', '2', '3']) {
    plots.push(await json<Plot>(await admin.post('/api/admin/plots', { ...aPlot({ ventureId: venture.id, plotNumber, title: `Plot ${plotNumber}`, reraNumber: '' }), price: undefined, priceUnit: undefined })));
  }
  await admin.put(`/api/admin/ventures/${venture.id}/layout`, {
    version: 1,
    shapes: [
      aPlotShape({ id: 's1', label: '1', plotId: plots[0]!.id }),
      aPlotShape({ id: 's2', label: '2', plotId: plots[1]!.id, x: 60 }),
      aPlotShape({ id: 's4', label: '4', x: 110 }),
      aPlotShape({ id: 'park', kind: 'park', label: 'Park', x: 200 }),
    ],
  });
  // A venture of another village with no plots yet: listed too, with zero counts.
  const rayapudi = await server.store.regions.create(aRegion({ region: 'Rayapudi' }));
  await admin.post('/api/admin/ventures', aVenture({ regionId: rayapudi.id, name: 'Riverside Enclave' }));
});
afterAll(async () => server.close());

describe('GET /api/ventures', () => {
  it('lists every venture by name with its village, approvals, counts and cover, cacheable', async () => {
    const response = await fetch(`${server.url}/api/ventures`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60, stale-while-revalidate=300');
    const [summary, empty] = await json<VentureSummary[]>(response);
    expect(empty).toMatchObject({ name: 'Riverside Enclave', village: { name: 'Rayapudi' }, counts: { available: 0, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 }, plots: 0, cover: null });
    expect(summary).toEqual({
      id: venture.id,
      name: 'Green Meadows',
      nameTe: '',
      segment: venturePathSegment(venture),
      village: { id: venture.regionId, name: 'Thullur', nameTe: 'తుళ్లూరు' },
      developer: venture.developer,
      layoutAuthority: 'APCRDA',
      layoutPermitNumber: venture.layoutPermitNumber,
      reraNumber: venture.reraNumber,
      totalExtentAcres: venture.totalExtentAcres,
      saleStatus: 'selling',
      counts: { available: 3, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 },
      plots: 3,
      cover: { url: 'https://example.com/gate.jpg', alt: 'The gate' },
      updatedAt: (await server.store.ventures.get(venture.id))!.updatedAt,
    });
  });
});

describe('GET /api/ventures/:segment', () => {
  it("reads the venture's page: the venture without the editor's fields, its shapes and its plots with their pages", async () => {
    const page = await read<VenturePage>(`/api/ventures/${venturePathSegment(venture)}`);
    expect(page.venture).toMatchObject({ id: venture.id, name: 'Green Meadows', layout: { image: { width: 1000, height: 800 } } });
    expect(page.venture).not.toHaveProperty('plotDefaults');
    expect(page.venture).not.toHaveProperty('feetPerPlanUnit');
    expect(page.summary.counts).toEqual({ available: 3, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 });
    expect(page.shapes.map((shape) => [shape.id, shape.kind, shape.plotId])).toEqual([
      ['s1', 'plot', plots[0]!.id],
      ['s2', 'plot', plots[1]!.id],
      ['s4', 'plot', null],
      ['park', 'park', null],
    ]);
    expect(page.plots.find((plot) => plot.id === plots[0]!.id)).toEqual({
      id: plots[0]!.id,
      number: '1',
      status: 'available',
      reservedUntil: '',
      areaSqFt: plots[0]!.area,
      roadFacing: plots[0]!.roadFacing,
      pricePerSqYard: plots[0]!.pricePerSqYard,
      price: plots[0]!.price,
      priceUnit: plots[0]!.priceUnit,
      segment: plotPathSegment(plots[0]!),
    });
  });

  it('answers a segment with another slug or the bare id like its own (the page redirects), and 404 for none', async () => {
    const own = await read<VenturePage>(`/api/ventures/${venturePathSegment(venture)}`);
    expect(await read<VenturePage>(`/api/ventures/${venture.id}-old-name`)).toEqual(own);
    expect(await read<VenturePage>(`/api/ventures/${venture.id}`)).toEqual(own);
    const error = await expectApiError(await fetch(`${server.url}/api/ventures/zzzzzzzzzzzzzzzz-nowhere`), 404, 'not_found');
    expect(error.message).toBe(MESSAGES.ventureNotFound);
  });
});

describe('GET /api/ventures/:id/availability', () => {
  it('gives every plot its status with a version that changes when a status does, and a 304 while it does not', async () => {
    const response = await fetch(`${server.url}/api/ventures/${venture.id}/availability`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const before = await json<VentureAvailability>(response);
    expect(before.counts.available).toBe(3);
    expect(before.statuses[plots[0]!.id]).toEqual({ status: 'available', reservedUntil: '' });
    expect((await conditionalGet(`${server.url}/api/ventures/${venture.id}/availability`, response.headers.get('etag')!)).status).toBe(304);

    const until = addDays(siteDay(new Date()), 5);
    await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: [plots[0]!.id], status: 'reserved', reservedUntil: until });
    const after = await read<VentureAvailability>(`/api/ventures/${venture.id}/availability`);
    expect(after.version).not.toBe(before.version);
    expect(after.statuses[plots[0]!.id]).toEqual({ status: 'reserved', reservedUntil: until });
    expect(after.counts).toMatchObject({ available: 2, reserved: 1 });
    expect(after.version).toBe(availabilityVersion(Object.entries(after.statuses).map(([id, state]) => ({ id, ...state }))));
    // The cached list and page were dropped too: their counts follow.
    expect((await read<VentureSummary[]>('/api/ventures'))[0]?.counts).toMatchObject({ available: 2, reserved: 1 });
    expect((await read<VenturePage>(`/api/ventures/${venture.id}`)).summary.counts).toMatchObject({ available: 2, reserved: 1 });

    await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: [plots[0]!.id], status: 'available' });
    expect((await read<VentureAvailability>(`/api/ventures/${venture.id}/availability`)).version).toBe(before.version);
  });

  it('answers 404 for a venture that does not exist', async () => {
    await expectApiError(await fetch(`${server.url}/api/ventures/zzzzzzzzzzzzzzzz/availability`), 404, 'not_found');
  });
});

describe("a plot of a venture's public read", () => {
  it("carries its venture's name and page, and the venture's approvals", async () => {
    const plot = await read<PublicPlot>(`/api/plots/${plots[1]!.id}`);
    expect(plot.venture).toEqual({ id: venture.id, name: 'Green Meadows', nameTe: '', segment: venturePathSegment(venture) });
    expect(plot).toMatchObject({ reraNumber: venture.reraNumber, layoutPermitNumber: venture.layoutPermitNumber, ventureName: 'Green Meadows' });
  });

  it('has no venture when it is in none, and follows a venture renamed at once', async () => {
    const loose = await json<Plot>(await admin.post('/api/admin/plots', { ...aPlot({ title: 'Loose plot' }), price: undefined, priceUnit: undefined }));
    expect((await read<PublicPlot>(`/api/plots/${loose.id}`)).venture).toBeNull();
    await read<PublicPlot>(`/api/plots/${plots[2]!.id}`);
    await admin.put(`/api/admin/ventures/${venture.id}`, aVenture({ regionId: venture.regionId, name: 'Green Meadows East', feetPerPlanUnit: 2 }));
    expect((await read<PublicPlot>(`/api/plots/${plots[2]!.id}`)).venture?.name).toBe('Green Meadows East');
  });
});
