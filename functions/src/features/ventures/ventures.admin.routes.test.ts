import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_IMAGE_MAX_BYTES } from '../../core/venture-constants';
import { addDays, siteDay } from '../../core/dates';
import { MESSAGES } from '../../core/messages';
import type { Plot } from '../../core/schemas/plot';
import type { LayoutImage, LayoutShape, Venture, VentureLayout, VentureListItem } from '../../core/schemas/venture';
import type { PlotStatusEntry } from '../../ports/store';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot, aPlotShape, aRegion, aVenture } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { imageOfType, pngOfSize } from '../../testing/uploads';

/** The API of ventures as the back office calls it: every answer read back through the store. */
describe('admin ventures API', () => {
  let server: TestServer;
  let admin: AdminClient;
  let regionId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
    regionId = (await server.store.regions.create(aRegion({ region: 'Thullur' }))).id;
  });
  afterAll(async () => server.close());

  const today = () => siteDay(new Date());

  /** A venture stored through the API (its village a real region). */
  async function aStoredVenture(overrides: Parameters<typeof aVenture>[0] = {}): Promise<Venture> {
    const response = await admin.post('/api/admin/ventures', aVenture({ regionId, ...overrides }));
    expect(response.status).toBe(201);
    return json<Venture>(response);
  }

  /** Uploads a layout plan as the editor does (FormData, the custom header, the session cookie). */
  function uploadPlan(id: string, bytes: Buffer, filename = 'layout.png'): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), filename);
    return fetch(`${server.url}/api/admin/ventures/${id}/layout-image`, { method: 'POST', headers: { 'X-Requested-With': 'fetch', Cookie: admin.cookie }, body: form });
  }

  /** A venture with a 1000 × 800 plan. */
  async function aVentureWithPlan(overrides: Parameters<typeof aVenture>[0] = {}): Promise<Venture> {
    const venture = await aStoredVenture(overrides);
    expect((await uploadPlan(venture.id, await pngOfSize(1000, 800))).status).toBe(201);
    return (await server.store.ventures.get(venture.id))!;
  }

  async function layoutOf(id: string): Promise<VentureLayout> {
    const response = await admin.get(`/api/admin/ventures/${id}/layout`);
    expect(response.status).toBe(200);
    return json<VentureLayout>(response);
  }

  async function imageFiles(): Promise<string[]> {
    return (await readdir(server.imagesDir).catch(() => [] as string[])).sort();
  }

  describe('the venture itself', () => {
    it('creates, lists with counts, reads and edits a venture', async () => {
      const created = await aStoredVenture({ name: 'Green Meadows' });
      expect(created).toMatchObject({ name: 'Green Meadows', regionId, layout: { image: null, version: 0 } });
      expect(await server.store.ventures.get(created.id)).toEqual(created);

      const listed = await json<VentureListItem[]>(await admin.get('/api/admin/ventures'));
      expect(listed.find((venture) => venture.id === created.id)).toMatchObject({ name: 'Green Meadows', counts: { available: 0, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 } });
      expect(await json<Venture>(await admin.get(`/api/admin/ventures/${created.id}`))).toEqual(created);

      const edited = await admin.put(`/api/admin/ventures/${created.id}`, aVenture({ regionId, name: 'Green Meadows Phase 2', saleStatus: 'sold-out' }));
      expect(edited.status).toBe(200);
      expect(await server.store.ventures.get(created.id)).toMatchObject({ name: 'Green Meadows Phase 2', saleStatus: 'sold-out' });
    });

    it('refuses a village that is not one of the regions, and a missing name, with 422', async () => {
      const error = await expectApiError(await admin.post('/api/admin/ventures', aVenture({ regionId: 'nowhere' })), 422, 'validation_failed');
      expect(error.fields).toEqual({ regionId: MESSAGES.ventureVillageRequired });
      const unnamed = await expectApiError(await admin.post('/api/admin/ventures', { ...aVenture({ regionId }), name: ' ' }), 422, 'validation_failed');
      expect(unnamed.fields).toMatchObject({ name: MESSAGES.ventureNameRequired });
    });

    it('answers 404 for a venture that does not exist, on every route', async () => {
      for (const response of [
        await admin.get('/api/admin/ventures/nope'),
        await admin.put('/api/admin/ventures/nope', aVenture({ regionId })),
        await admin.delete('/api/admin/ventures/nope'),
        await admin.get('/api/admin/ventures/nope/layout'),
        await admin.put('/api/admin/ventures/nope/layout', { version: 0, shapes: [] }),
        await admin.post('/api/admin/ventures/nope/plots', { shapeId: 's1' }),
        await admin.post('/api/admin/ventures/nope/plot-statuses', { plotIds: ['x'], status: 'sold' }),
        await uploadPlan('nope', await pngOfSize(100, 80)),
      ]) {
        expect((await expectApiError(response, 404, 'not_found')).message).toBe(MESSAGES.ventureNotFound);
      }
    });

    it('puts a new name on its plots too (their cards show it)', async () => {
      const venture = await aStoredVenture({ name: 'Old Name' });
      const plot = await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1', ventureName: 'Old Name' }));
      await admin.put(`/api/admin/ventures/${venture.id}`, aVenture({ regionId, name: 'New Name' }));
      expect((await server.store.plots.get(plot.id))?.ventureName).toBe('New Name');
    });

    it('moves a deleted venture that has plots to the bin: they stay, unlinked, the answer says how many, and its plan stays until the bin lets it go', async () => {
      const venture = await aVentureWithPlan();
      const plots = await Promise.all(['1', '2'].map((plotNumber) => server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber }))));
      const response = await admin.delete(`/api/admin/ventures/${venture.id}`);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ unlinkedPlots: 2 });
      expect(await server.store.ventures.get(venture.id)).toBeNull();
      for (const plot of plots) expect(await server.store.plots.get(plot.id)).toMatchObject({ id: plot.id, ventureId: '', plotNumber: '' });
      expect(await server.store.bin.get('venture', venture.id)).toMatchObject({ kind: 'venture', title: venture.name, deletedBy: { email: 'office@example.com' } });
      // The activity trail names what was deleted, read from the venture the delete moved.
      expect(await server.store.activity.list({ kind: 'venture', itemId: venture.id, limit: 5 })).toContainEqual(
        expect.objectContaining({ action: 'deleted', itemTitle: venture.name, actor: expect.objectContaining({ email: 'office@example.com' }) }),
      );
      // Its plan waits with it in the bin; it goes when the venture leaves the bin for good.
      expect((await imageFiles()).filter((name) => name.startsWith(venture.layout.image!.publicId))).not.toEqual([]);
      expect((await admin.delete(`/api/admin/bin/venture/${venture.id}`)).status).toBe(204);
      await expect.poll(async () => (await imageFiles()).filter((name) => name.startsWith(venture.layout.image!.publicId))).toEqual([]);
    });
  });

  describe('the layout plan', () => {
    it('stores a PNG whole as the plan (its size in plan units) and raises the version', async () => {
      const venture = await aStoredVenture();
      const response = await uploadPlan(venture.id, await pngOfSize(1600, 1000), 'plan.png');
      expect(response.status).toBe(201);
      const { image, version } = await json<{ image: LayoutImage; version: number }>(response);
      expect(image).toMatchObject({ width: 1600, height: 1000, url: `/images/${image.publicId}-plan.webp` });
      expect(version).toBe(1);
      expect((await server.store.ventures.get(venture.id))?.layout).toEqual({ image, version: 1 });
      // Served from the images folder at /images (server.ts).
      const stored = await readFile(join(server.imagesDir, image.url.slice('/images/'.length)));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    });

    it('takes JPEG and WebP by their bytes, whatever the name says', async () => {
      const venture = await aStoredVenture();
      for (const type of ['jpeg', 'webp'] as const) expect((await uploadPlan(venture.id, await imageOfType(type, 400, 300), 'plan.txt')).status).toBe(201);
    });

    it('replaces the plan: the old one is deleted after the new one is set, and the shapes keep their place on a plan of another size', async () => {
      const venture = await aVentureWithPlan();
      const old = venture.layout.image!;
      const saved = await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ x: 100, y: 200 })] });
      expect(saved.status).toBe(200);
      const response = await uploadPlan(venture.id, await pngOfSize(2000, 1600));
      expect(response.status).toBe(201);
      const { image, version } = await json<{ image: LayoutImage; version: number }>(response);
      expect((await imageFiles()).some((name) => name.startsWith(old.publicId))).toBe(false);
      expect((await imageFiles()).some((name) => name.startsWith(image.publicId))).toBe(true);
      const layout = await layoutOf(venture.id);
      expect(layout.version).toBe(version);
      expect(layout.shapes[0]!.points).toEqual([
        [200, 400],
        [280, 400],
        [280, 520],
        [200, 520],
      ]);
    });

    it("refuses a plan over 10 MB with 413 'The layout plan must be at most 10 MB', storing nothing", async () => {
      const venture = await aStoredVenture();
      const before = await imageFiles();
      const tooBig = Buffer.concat([await imageOfType('jpeg'), Buffer.alloc(LAYOUT_IMAGE_MAX_BYTES)]).subarray(0, LAYOUT_IMAGE_MAX_BYTES + 1);
      const error = await expectApiError(await uploadPlan(venture.id, tooBig, 'big.jpg'), 413, 'payload_too_large');
      expect(error.message).toBe(MESSAGES.layoutImageTooLarge);
      expect(await imageFiles()).toEqual(before);
      expect((await server.store.ventures.get(venture.id))?.layout).toEqual({ image: null, version: 0 });
    });

    it('refuses what is not a JPEG, PNG or WebP by its bytes with 415: text named .png, a PDF, a GIF', async () => {
      const venture = await aStoredVenture();
      const before = await imageFiles();
      for (const [bytes, name] of [
        [Buffer.from('Not a plan at all'), 'plan.png'],
        [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'plan.pdf'],
        [await imageOfType('gif'), 'plan.gif'],
      ] as const) {
        const error = await expectApiError(await uploadPlan(venture.id, bytes, name), 415, 'unsupported_media_type');
        expect(error.message).toBe(MESSAGES.layoutImageType);
      }
      expect(await imageFiles()).toEqual(before);
    });

    it('refuses a plan that does not decode with 422, keeping the old plan', async () => {
      const venture = await aVentureWithPlan();
      const truncated = (await pngOfSize(400, 300)).subarray(0, 80);
      const error = await expectApiError(await uploadPlan(venture.id, truncated), 422, 'validation_failed');
      expect(error.fields).toEqual({ file: MESSAGES.layoutImageUnreadable });
      expect((await server.store.ventures.get(venture.id))?.layout.image).toEqual(venture.layout.image);
    });
  });

  describe('saving the layout', () => {
    it('saves 400 shapes of many corners and reads them back with the next version', async () => {
      const venture = await aVentureWithPlan();
      // Irregular plots: 16 corners each, around a centre, to a tenth of a plan unit.
      const corners = (cx: number, cy: number) =>
        Array.from({ length: 16 }, (_, corner) => [Math.round((cx + 18 * Math.cos((corner * Math.PI) / 8)) * 10) / 10, Math.round((cy + 15 * Math.sin((corner * Math.PI) / 8)) * 10) / 10] as [number, number]);
      const shapes = Array.from({ length: 400 }, (_, index) => ({ ...aPlotShape({ id: `s${index}`, label: String(index + 1) }), points: corners(25 + (index % 20) * 48, 20 + Math.floor(index / 20) * 38) }));
      // More than the API's usual 100 KB of JSON: the layout's save reads a larger body.
      expect(JSON.stringify({ version: 1, shapes }).length).toBeGreaterThan(100 * 1024);
      const response = await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ version: 2 });
      const layout = await layoutOf(venture.id);
      expect(layout.version).toBe(2);
      expect(layout.shapes).toHaveLength(400);
      expect(layout.shapes[399]).toEqual(shapes[399]);
    });

    it('refuses a stale save with 409 and the version saved since, changing nothing', async () => {
      const venture = await aVentureWithPlan();
      expect((await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ id: 'theirs' })] })).status).toBe(200);
      const response = await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ id: 'mine' })] });
      const error = await expectApiError(response, 409, 'conflict');
      expect(error.message).toBe(MESSAGES.layoutStale);
      expect(error.details).toEqual({ version: 2 });
      expect((await layoutOf(venture.id)).shapes.map((shape) => shape.id)).toEqual(['theirs']);
    });

    it('names a shape with fewer than 3 corners, and one off the plan, with 422', async () => {
      const venture = await aVentureWithPlan();
      const twoCorners = { ...aPlotShape({ id: 'line' }), points: [[10, 10], [50, 10]] };
      const off = aPlotShape({ id: 'off', x: 980 });
      const response = await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape(), twoCorners] });
      expect((await expectApiError(response, 422, 'validation_failed')).fields).toEqual({ 'shapes.1': MESSAGES.layoutShapeTooFewPoints });
      const outside = await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape(), off] });
      expect((await expectApiError(outside, 422, 'validation_failed')).fields).toEqual({ 'shapes.1': MESSAGES.layoutShapeOutside });
      expect((await layoutOf(venture.id)).version).toBe(1);
    });

    it('names a plot number used twice, a shape id twice, a plot twice and a plot of another venture', async () => {
      const venture = await aVentureWithPlan();
      const other = await aStoredVenture();
      const mine = await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '27' }));
      const theirs = await server.store.plots.create(aPlot({ ventureId: other.id, plotNumber: '1' }));
      const response = await admin.put(`/api/admin/ventures/${venture.id}/layout`, {
        version: 1,
        shapes: [
          aPlotShape({ id: 'a', label: '27', plotId: mine.id }),
          aPlotShape({ id: 'b', label: '27' }),
          aPlotShape({ id: 'a', label: '30' }),
          aPlotShape({ id: 'c', plotId: mine.id }),
          aPlotShape({ id: 'd', plotId: theirs.id }),
          aPlotShape({ id: 'e', label: '31' }),
          aPlotShape({ id: 'f', label: '31' }),
        ],
      });
      const error = await expectApiError(response, 422, 'validation_failed');
      expect(error.fields).toEqual({
        'shapes.1': MESSAGES.plotNumberTaken({ number: '27' }),
        'shapes.2': MESSAGES.layoutShapeDuplicate,
        'shapes.3': MESSAGES.layoutPlotTwice,
        'shapes.4': MESSAGES.plotNotInVenture,
        'shapes.6': MESSAGES.plotNumberTaken({ number: '31' }),
      });
      expect(error.fieldKeys?.['shapes.1']).toBe('plotNumberTaken?number=27');
    });

    it('refuses shapes before a plan is uploaded', async () => {
      const venture = await aStoredVenture();
      const error = await expectApiError(await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 0, shapes: [aPlotShape()] }), 422, 'validation_failed');
      expect(error.fields).toEqual({ shapes: MESSAGES.layoutNeedsPlan });
    });
  });

  describe('plots from shapes', () => {
    it("makes a plot from a shape with the venture's defaults, its area measured on a plan with a scale, and links the shape", async () => {
      // 2 ft per plan unit: the 40 × 60 shape is 80 × 120 ft = 9,600 sq ft.
      const venture = await aVentureWithPlan({ feetPerPlanUnit: 2, name: 'Sai Enclave' });
      await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ id: 's27', label: '27' })] });
      const response = await admin.post(`/api/admin/ventures/${venture.id}/plots`, { shapeId: 's27' });
      expect(response.status).toBe(201);
      const { plot, version } = await json<{ plot: Plot; version: number }>(response);
      expect(version).toBe(3);
      expect(plot).toMatchObject({
        title: 'Plot 27, Sai Enclave',
        location: 'Thullur',
        ventureId: venture.id,
        ventureName: 'Sai Enclave',
        plotNumber: '27',
        area: 9600,
        pricePerSqYard: 25_000,
        roadFacing: 'East',
        status: 'available',
        reraNumber: venture.reraNumber,
      });
      expect(await server.store.plots.get(plot.id)).toEqual(plot);
      const layout = await layoutOf(venture.id);
      expect(layout.shapes[0]?.plotId).toBe(plot.id);
      expect(layout.plots).toEqual([expect.objectContaining({ id: plot.id, number: '27', areaSqFt: 9600, enquiries: 0, status: 'available' })]);
    });

    it("takes the venture's default size when the plan has no scale, and the overrides given", async () => {
      const venture = await aVentureWithPlan();
      await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ id: 's1', label: 'A-1' })] });
      const { plot } = await json<{ plot: Plot }>(await admin.post(`/api/admin/ventures/${venture.id}/plots`, { shapeId: 's1', roadFacing: 'North', pricePerSqYard: 30_000 }));
      expect(plot).toMatchObject({ area: 1800, roadFacing: 'North', pricePerSqYard: 30_000, plotNumber: 'A-1' });
    });

    it('links an existing plot, which joins the venture with the shape as its number', async () => {
      const venture = await aVentureWithPlan();
      const loose = await server.store.plots.create(aPlot());
      await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ id: 's9', label: '9' })] });
      const response = await admin.post(`/api/admin/ventures/${venture.id}/plots`, { shapeId: 's9', plotId: loose.id });
      expect(response.status).toBe(201);
      expect(await server.store.plots.get(loose.id)).toMatchObject({ ventureId: venture.id, plotNumber: '9', ventureName: venture.name });
      expect((await layoutOf(venture.id)).shapes[0]?.plotId).toBe(loose.id);
    });

    it('refuses a shape not saved, an area, a shape without a number, and a number the venture has', async () => {
      const venture = await aVentureWithPlan();
      await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '5' }));
      await admin.put(`/api/admin/ventures/${venture.id}/layout`, {
        version: 1,
        shapes: [aPlotShape({ id: 'park', kind: 'park', label: 'Park' }), aPlotShape({ id: 'blank', label: '' }), aPlotShape({ id: 'six', label: '6' })],
      });
      // Someone else takes 6 meanwhile.
      await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '6' }));
      const cases: [unknown, Record<string, string>][] = [
        [{ shapeId: 'unsaved' }, { shapeId: MESSAGES.layoutShapeNotFound }],
        [{ shapeId: 'park' }, { shapeId: MESSAGES.layoutShapeNotPlot }],
        [{ shapeId: 'blank' }, { plotNumber: MESSAGES.plotNumberFormat }],
        [{ shapeId: 'six' }, { plotNumber: MESSAGES.plotNumberTaken({ number: '6' }) }],
        [{ shapeId: 'six', plotId: 'gone' }, { plotId: MESSAGES.plotNotListed }],
      ];
      for (const [body, fields] of cases) {
        expect((await expectApiError(await admin.post(`/api/admin/ventures/${venture.id}/plots`, body), 422, 'validation_failed')).fields).toEqual(fields);
      }
      expect((await layoutOf(venture.id)).version).toBe(2);
    });
  });

  describe("many plots' statuses at once", () => {
    let venture: Venture;
    let plots: Plot[];
    beforeEach(async () => {
      venture = await aStoredVenture();
      plots = [];
      for (let number = 1; number <= 50; number += 1) plots.push(await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: String(number) })));
      // Made behind the API: counted as the nightly reconcile would.
      await server.store.stats.setVentureCounts(venture.id, { available: 50, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 });
    });

    it('reserves 50 plots in one request and one store write, each change in its history with who', async () => {
      const until = addDays(today(), 7);
      let writes = 0;
      const setStatuses = server.store.plots.setStatuses;
      server.store.plots.setStatuses = (...args) => {
        writes += 1;
        return setStatuses.apply(server.store.plots, args);
      };
      try {
        const response = await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: plots.map((plot) => plot.id), status: 'reserved', reservedUntil: until });
        expect(response.status).toBe(200);
        expect((await json<{ plots: Plot[] }>(response)).plots).toHaveLength(50);
      } finally {
        server.store.plots.setStatuses = setStatuses;
      }
      expect(writes).toBe(1);
      for (const plot of plots) expect(await server.store.plots.get(plot.id)).toMatchObject({ status: 'reserved', reservedUntil: until });
      const history = await json<{ history: PlotStatusEntry[] }>(await admin.get(`/api/admin/plots/${plots[49]!.id}/status-history`));
      expect(history.history).toEqual([expect.objectContaining({ from: 'available', to: 'reserved', reservedUntil: until, by: expect.objectContaining({ email: 'office@example.com' }) })]);
      // The venture's counts followed (the event handlers).
      expect((await json<VentureListItem[]>(await admin.get('/api/admin/ventures'))).find((item) => item.id === venture.id)?.counts).toMatchObject({ available: 0, reserved: 50 });
    });

    it('refuses a reserved-until day in the past, and a reservation without its day, with 422 on reservedUntil', async () => {
      const ids = plots.slice(0, 2).map((plot) => plot.id);
      const past = await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: ids, status: 'reserved', reservedUntil: addDays(today(), -1) });
      expect((await expectApiError(past, 422, 'validation_failed')).fields).toEqual({ reservedUntil: MESSAGES.reservedUntilPast });
      const none = await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: ids, status: 'reserved' });
      expect((await expectApiError(none, 422, 'validation_failed')).fields).toEqual({ reservedUntil: MESSAGES.reservedUntilRequired });
      expect((await server.store.plots.get(ids[0]!))?.status).toBe('available');
    });

    it('refuses a plot of another venture with 422, changing none', async () => {
      const stranger = await server.store.plots.create(aPlot());
      const response = await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: [plots[0]!.id, stranger.id], status: 'sold' });
      expect((await expectApiError(response, 422, 'validation_failed')).fields).toEqual({ plotIds: MESSAGES.plotNotInVenture });
      expect((await server.store.plots.get(plots[0]!.id))?.status).toBe('available');
    });

    it('shows each plot with how many leads asked about it', async () => {
      const [first, second] = plots;
      await server.store.leads.create({ name: 'Ravi', phone: '9876543210', email: '', source: 'plot-enquiry', details: { plotId: first!.id, plotTitle: first!.title } });
      await server.store.leads.create({ name: 'Sita', phone: '9876543211', email: '', source: 'plot-enquiry', details: { ventureId: venture.id, plotIds: [first!.id, second!.id] } });
      const layout = await layoutOf(venture.id);
      expect(layout.plots.find((plot) => plot.id === first!.id)?.enquiries).toBe(2);
      expect(layout.plots.find((plot) => plot.id === second!.id)?.enquiries).toBe(1);
    });
  });

  it('keeps every shape linked only to plots of the venture: a plot deleted leaves its shape unlinked', async () => {
    const venture = await aVentureWithPlan();
    const plot = await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '3' }));
    await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes: [aPlotShape({ id: 's3', label: '3', plotId: plot.id })] });
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    const layout = await layoutOf(venture.id);
    expect(layout.shapes).toEqual([expect.objectContaining({ id: 's3', plotId: null })]);
    expect(layout.version).toBe(3);
  });

  it('keeps the shapes of the layout as saved (no shape is lost on a refused save)', async () => {
    const venture = await aVentureWithPlan();
    const shapes: LayoutShape[] = [aPlotShape({ id: 'keep' })];
    await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 1, shapes });
    await admin.put(`/api/admin/ventures/${venture.id}/layout`, { version: 2, shapes: [aPlotShape({ id: 'bad', x: 999 })] });
    expect((await layoutOf(venture.id)).shapes).toEqual(shapes);
  });
});
