import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../../adapters/images/images.contract';
import { addDays, siteDay } from '../../core/dates';
import { noDocumentChecks, type DocumentChecks } from '../../core/document-checks';
import { MESSAGES } from '../../core/messages';
import type { Plot, PlotInput } from '../../core/schemas/plot';
import type { PlotPage } from '../../core/schemas/plot-search';
import type { PublicPlot, Venture } from '../../core/schemas/venture';
import type { Logger } from '../../ports/logger';
import type { Images } from '../../ports/images';
import type { PlotStatusEntry } from '../../ports/store';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot, aRegion, aVenture } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** What the Add Plot form sends: 1,800 sq ft (200 sq yd) at ₹45,000 / sq yd. */
function aPlotForm(overrides: Partial<PlotInput> = {}): PlotInput {
  return {
    title: 'East-facing plot near Seed Access Road',
    location: 'Thullur',
    type: 'Residential',
    category: 'residential',
    pricePerSqYard: 45_000,
    area: 1800,
    roadWidth: 12,
    roadFacing: 'East',
    ...overrides,
  };
}

const today = () => siteDay(new Date());

async function imageFiles(server: TestServer): Promise<string[]> {
  return (await readdir(server.imagesDir).catch(() => [] as string[])).sort();
}

describe('admin plots API', () => {
  let server: TestServer;
  let admin: AdminClient;
  const logged: { level: string; event: string; data?: Record<string, unknown> }[] = [];
  let failImageDeletes = false;

  beforeAll(async () => {
    const log: Logger = {
      info: (event, data) => logged.push({ level: 'info', event, ...(data ? { data } : {}) }),
      warn: (event, data) => logged.push({ level: 'warn', event, ...(data ? { data } : {}) }),
      error: (event, data) => logged.push({ level: 'error', event, ...(data ? { data } : {}) }),
    };
    server = await startTestServer({
      log,
      // The app's images, with a switch that makes deletes fail (a Cloudinary outage).
      wrapImages: (images: Images): Images => ({
        ...images,
        delete: async (publicId) => {
          if (failImageDeletes) throw new Error('image host unreachable');
          return images.delete(publicId);
        },
      }),
    });
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    failImageDeletes = false;
    logged.length = 0;
  });

  describe('POST /api/admin/plots', () => {
    it('creates a plot with the price computed on the server, and answers 201 Plot', async () => {
      const response = await admin.post('/api/admin/plots', { ...aPlotForm(), price: 1, priceUnit: 'crores' });
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const plot = await json<Plot>(response);
      // 1800 / 9 × 45,000 = ₹90,00,000: lakhs. The browser's price and unit are ignored.
      expect(plot).toMatchObject({ ...aPlotForm(), price: 9_000_000, priceUnit: 'lakhs', status: 'available', featured: false, features: [] });
      expect(plot.coordinates).toEqual({ latitude: 0, longitude: 0 });
      expect(await server.store.plots.get(plot.id)).toEqual(plot);
    });

    it.each([
      ['just under ₹1 crore', { area: 9, pricePerSqYard: 9_999_999 }, 9_999_999, 'lakhs'],
      ['exactly ₹1 crore', { area: 9, pricePerSqYard: 10_000_000 }, 10_000_000, 'crores'],
      ['200 sq yd at ₹49,999', { area: 1800, pricePerSqYard: 49_999 }, 9_999_800, 'lakhs'],
      ['200 sq yd at ₹50,000', { area: 1800, pricePerSqYard: 50_000 }, 10_000_000, 'crores'],
      ['a total rounded to whole rupees', { area: 1000, pricePerSqYard: 45_001 }, 5_000_111, 'lakhs'],
      ['an acre at ₹30,000', { area: 43_560, pricePerSqYard: 30_000 }, 145_200_000, 'crores'],
    ])('prices %s in the right unit', async (_label, input, price, priceUnit) => {
      const response = await admin.post('/api/admin/plots', aPlotForm(input));
      expect(response.status).toBe(201);
      const plot = await json<Plot>(response);
      expect(plot).toMatchObject({ price, priceUnit });
      expect(await server.store.plots.get(plot.id)).toMatchObject({ price, priceUnit });
    });

    it("answers 422 'Please fill in all required fields' for each missing required field, saving nothing", async () => {
      const before = await server.store.plots.count();
      const required = ['title', 'location', 'pricePerSqYard', 'area', 'roadWidth', 'roadFacing'] as const;
      for (const field of required) {
        const form: Record<string, unknown> = { ...aPlotForm() };
        delete form[field];
        const error = await expectApiError(await admin.post('/api/admin/plots', form), 422, 'validation_failed');
        expect(error.fields?.[field], field).toBe(MESSAGES.requiredFields);
      }
      // Blank text and empty numbers (what the form's inputs hold when left empty) say the same.
      const blank = await expectApiError(
        await admin.post('/api/admin/plots', { ...aPlotForm(), title: '  ', location: '', pricePerSqYard: null, area: '', roadFacing: '' }),
        422,
        'validation_failed',
      );
      expect(blank.message).toBe(MESSAGES.fixFormErrors);
      expect(blank.fields).toMatchObject({
        title: MESSAGES.requiredFields,
        location: MESSAGES.requiredFields,
        pricePerSqYard: MESSAGES.requiredFields,
        area: MESSAGES.requiredFields,
        roadFacing: MESSAGES.requiredFields,
      });
      expect(await server.store.plots.count()).toBe(before);
    });

    it('answers 422 for out-of-range values and unknown choices', async () => {
      const cases: [Partial<Record<keyof PlotInput, unknown>>, string][] = [
        [{ area: 0 }, 'area'],
        [{ pricePerSqYard: -5 }, 'pricePerSqYard'],
        [{ roadWidth: 5000 }, 'roadWidth'],
        [{ roadFacing: 'Up' }, 'roadFacing'],
        [{ type: 'Castle' }, 'type'],
        [{ category: 'castles' }, 'category'],
        [{ status: 'pending' }, 'status'],
        [{ coordinates: { latitude: 100, longitude: 0 } }, 'coordinates.latitude'],
        [{ features: [''] }, 'features.0'],
      ];
      for (const [patch, field] of cases) {
        const error = await expectApiError(await admin.post('/api/admin/plots', { ...aPlotForm(), ...patch }), 422, 'validation_failed');
        expect(Object.keys(error.fields ?? {}), JSON.stringify(patch)).toContain(field);
      }
    });

    it('answers 400 for a body that is not a JSON object, and 415 for a form post', async () => {
      await expectApiError(await admin.post('/api/admin/plots', [aPlotForm()]), 400, 'bad_request');
      const form = await fetch(`${server.url}/api/admin/plots`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'fetch', Cookie: admin.cookie },
        body: 'title=x',
      });
      await expectApiError(form, 415, 'unsupported_media_type');
    });

    it('links the image by the id the upload gave, whatever URL the browser sent', async () => {
      const image = await server.images.put(await pngOfSize(200, 120));
      const response = await admin.post('/api/admin/plots', aPlotForm({ imagePublicId: image.publicId, imageUrl: 'https://evil.example/x.png' }));
      expect(await json<Plot>(response)).toMatchObject({ imagePublicId: image.publicId, imageUrl: image.url });
    });
  });

  describe('GET /api/admin/plots', () => {
    it('filters, sorts and pages like the public search, with pages of up to 100', async () => {
      const location = `Lingayapalem-${Date.now()}`;
      for (let n = 0; n < 3; n += 1) await server.store.plots.create(aPlot({ location, status: n === 0 ? 'sold' : 'available' }));
      const all = await json<PlotPage>(await admin.get(`/api/admin/plots?location=${location.toLowerCase()}&pageSize=100`));
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 100 });
      const sold = await json<PlotPage>(await admin.get(`/api/admin/plots?location=${location}&status=sold`));
      expect(sold.total).toBe(1);
      expect(sold.items[0]?.status).toBe('sold');
      const paged = await json<PlotPage>(await admin.get(`/api/admin/plots?location=${location}&pageSize=2&page=2`));
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items).toHaveLength(1);
      // Blank bounds are ignored (docs/product.md §5).
      expect((await json<PlotPage>(await admin.get(`/api/admin/plots?location=${location}&priceMin=&areaMax=`))).total).toBe(3);
    });

    it('is private, no-store', async () => {
      expect((await admin.get('/api/admin/plots')).headers.get('cache-control')).toBe('private, no-store');
    });

    it('answers 400 for a page size over 100 or an unknown sort', async () => {
      await expectApiError(await admin.get('/api/admin/plots?pageSize=101'), 400, 'validation_failed');
      await expectApiError(await admin.get('/api/admin/plots?sort=cheapest'), 400, 'validation_failed');
      await expectApiError(await admin.get('/api/admin/plots?page=0'), 400, 'validation_failed');
    });
  });

  describe('GET /api/admin/plots/:id', () => {
    it('answers the plot, whatever its status, and 404 for an unknown or malformed id', async () => {
      const plot = await server.store.plots.create(aPlot({ title: 'Sold corner plot', status: 'sold' }));
      const response = await admin.get(`/api/admin/plots/${plot.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toMatchObject({ id: plot.id, title: 'Sold corner plot', status: 'sold' });
      await expectApiError(await admin.get('/api/admin/plots/no-such-plot'), 404, 'not_found');
      await expectApiError(await admin.get('/api/admin/plots/bad..id'), 404, 'not_found');
    });
  });

  describe('PUT /api/admin/plots/:id', () => {
    it('replaces the whole plot, recomputes the price, keeps createdAt and sets updatedAt', async () => {
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ features: ['Gated'], featured: true })));
      const response = await admin.put(`/api/admin/plots/${created.id}`, aPlotForm({ title: 'Renamed', area: 3600, pricePerSqYard: 50_000 }));
      expect(response.status).toBe(200);
      const updated = await json<Plot>(response);
      expect(updated).toMatchObject({ title: 'Renamed', price: 20_000_000, priceUnit: 'crores', features: [], featured: false, createdAt: created.createdAt });
      expect(updated.updatedAt).not.toBeNull();
      expect(await server.store.plots.get(created.id)).toEqual(updated);
    });

    it('deletes the old image when the image is replaced, and keeps the new one', async () => {
      const oldImage = await server.images.put(await pngOfSize(100, 100));
      const newImage = await server.images.put(await pngOfSize(100, 100));
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ imagePublicId: oldImage.publicId })));
      await admin.put(`/api/admin/plots/${created.id}`, aPlotForm({ imagePublicId: newImage.publicId }));
      const files = await imageFiles(server);
      expect(files.filter((name) => name.startsWith(oldImage.publicId))).toEqual([]);
      expect(files.filter((name) => name.startsWith(newImage.publicId))).toHaveLength(2);
    });

    it('answers 404 for an unknown or malformed id and 422 for a bad body', async () => {
      await expectApiError(await admin.put('/api/admin/plots/unknownid123', aPlotForm()), 404, 'not_found');
      await expectApiError(await admin.put('/api/admin/plots/..', aPlotForm()), 404, 'not_found');
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()));
      const error = await expectApiError(await admin.put(`/api/admin/plots/${created.id}`, { ...aPlotForm(), title: '' }), 422, 'validation_failed');
      expect(error.fields?.title).toBe(MESSAGES.requiredFields);
      expect((await server.store.plots.get(created.id))?.title).toBe(aPlotForm().title);
    });
  });

  describe('photos (images)', () => {
    async function uploads(count: number) {
      return Promise.all(Array.from({ length: count }, async () => server.images.put(await pngOfSize(120, 80))));
    }
    const asPhotos = (images: { publicId: string }[], alt = '') => images.map((image) => ({ url: 'https://browser.example/any.png', publicId: image.publicId, alt }));

    it('stores up to 12 photos in order, linked by their ids, the first as the cover', async () => {
      const images = await uploads(12);
      const response = await admin.post('/api/admin/plots', aPlotForm({ images: asPhotos(images, 'Seen from the road') }));
      expect(response.status).toBe(201);
      const plot = await json<Plot>(response);
      expect(plot.images.map((image) => image.publicId)).toEqual(images.map((image) => image.publicId));
      expect(plot.images.map((image) => image.url)).toEqual(images.map((image) => image.url));
      expect(plot.images[0]?.alt).toBe('Seen from the road');
      expect(plot).toMatchObject({ imageUrl: images[0]!.url, imagePublicId: images[0]!.publicId });
      expect(await server.store.plots.get(plot.id)).toEqual(plot);
    });

    it('answers 422 on images for a 13th photo or a photo without a URL, storing nothing', async () => {
      const before = await server.store.plots.count();
      const tooMany = Array.from({ length: 13 }, (_, n) => ({ url: `/images/x${n}-960.webp`, publicId: '', alt: '' }));
      const error = await expectApiError(await admin.post('/api/admin/plots', aPlotForm({ images: tooMany })), 422, 'validation_failed');
      expect(error.fields?.images).toBe('At most 12 photos');
      const blank = await expectApiError(await admin.post('/api/admin/plots', { ...aPlotForm(), images: [{ url: '' }] }), 422, 'validation_failed');
      expect(Object.keys(blank.fields ?? {})).toEqual(['images.0.url']);
      await expectApiError(await admin.post('/api/admin/plots', { ...aPlotForm(), images: 'cover.jpg' }), 422, 'validation_failed');
      expect(await server.store.plots.count()).toBe(before);
    });

    it('deletes from the image store each photo an edit drops, and keeps the others', async () => {
      const [a, b, c] = await uploads(3);
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ images: asPhotos([a!, b!, c!]) })));
      const response = await admin.put(`/api/admin/plots/${created.id}`, aPlotForm({ images: asPhotos([c!, a!]) }));
      expect(await json<Plot>(response)).toMatchObject({ imagePublicId: c!.publicId, images: [{ publicId: c!.publicId }, { publicId: a!.publicId }] });
      const files = await imageFiles(server);
      expect(files.filter((name) => name.startsWith(b!.publicId))).toEqual([]);
      for (const kept of [a!, c!]) expect(files.filter((name) => name.startsWith(kept.publicId))).toHaveLength(2);
    });

    it('keeps every photo of a deleted plot while it is in the bin, and deletes them all when it leaves the bin for good', async () => {
      const images = await uploads(3);
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ images: asPhotos(images) })));
      expect((await admin.delete(`/api/admin/plots/${created.id}`)).status).toBe(204);
      for (const image of images) expect((await imageFiles(server)).filter((name) => name.startsWith(image.publicId))).toHaveLength(2);
      expect((await admin.delete(`/api/admin/bin/plot/${created.id}`)).status).toBe(204);
      const files = await imageFiles(server);
      for (const image of images) expect(files.filter((name) => name.startsWith(image.publicId))).toEqual([]);
    });

    it('stores the approvals and charges, and refuses malformed numbers with field messages', async () => {
      const details = {
        ventureName: 'Sri Sai Nagar Phase 2',
        layoutAuthority: 'DTCP' as const,
        layoutPermitNumber: '31/2020',
        reraNumber: 'P06060125894',
        surveyNumbers: ['123/2A', '45'],
        developmentChargesPerSqYard: 1500,
        premiumPerSqYard: 500,
      };
      const plot = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm(details)));
      expect(plot).toMatchObject(details);
      const error = await expectApiError(
        await admin.post('/api/admin/plots', aPlotForm({ reraNumber: 'P0606', layoutAuthority: 'GHMC' as never, surveyNumbers: ['abc'], premiumPerSqYard: -1 })),
        422,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['layoutAuthority', 'premiumPerSqYard', 'reraNumber', 'surveyNumbers.0']);
    });
  });

  describe('the Telugu title and description', () => {
    it('are stored by POST and PUT (trimmed, blank by default) and answered by the public reads', async () => {
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ titleTe: ' తూర్పు ముఖ ప్లాట్ ', descriptionTe: 'గేటెడ్ లేఅవుట్.\nరిజిస్ట్రేషన్‌కు సిద్ధం.' })));
      expect(created).toMatchObject({ titleTe: 'తూర్పు ముఖ ప్లాట్', descriptionTe: 'గేటెడ్ లేఅవుట్.\nరిజిస్ట్రేషన్‌కు సిద్ధం.' });
      // A plot's page read adds its venture and its village (none here).
      expect(await json<PublicPlot>(await fetch(`${server.url}/api/plots/${created.id}`))).toEqual({ ...created, venture: null, village: null });
      const updated = await json<Plot>(await admin.put(`/api/admin/plots/${created.id}`, aPlotForm({ titleTe: 'కొత్త పేరు' })));
      expect(updated).toMatchObject({ titleTe: 'కొత్త పేరు', descriptionTe: '' });
      const page = await json<PlotPage>(await fetch(`${server.url}/api/plots?pageSize=48`));
      expect(page.items.find((plot) => plot.id === created.id)).toEqual(updated);
      expect(await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()))).toMatchObject({ titleTe: '', descriptionTe: '' });
    });

    it('answer 422 when longer than the English may be, saving nothing', async () => {
      const before = await server.store.plots.count();
      const error = await expectApiError(
        await admin.post('/api/admin/plots', aPlotForm({ titleTe: 'అ'.repeat(201), descriptionTe: 'ఆ'.repeat(5001) })),
        422,
        'validation_failed',
      );
      expect(error.fields).toEqual({ titleTe: 'Must be at most 200 characters', descriptionTe: 'Must be at most 5,000 characters' });
      expect(await server.store.plots.count()).toBe(before);
    });
  });

  describe('PATCH /api/admin/plots/:id/status', () => {
    it('sets the status both ways and answers the plot', async () => {
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()));
      const sold = await admin.patch(`/api/admin/plots/${created.id}/status`, { status: 'sold' });
      expect(sold.status).toBe(200);
      expect(await json<Plot>(sold)).toMatchObject({ id: created.id, status: 'sold', price: created.price });
      expect((await server.store.plots.get(created.id))?.status).toBe('sold');
      await admin.patch(`/api/admin/plots/${created.id}/status`, { status: 'available' });
      expect((await server.store.plots.get(created.id))?.status).toBe('available');
    });

    it('answers 422 for an unknown status, a reservation without a good day, and 404 for an unknown plot', async () => {
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()));
      const error = await expectApiError(await admin.patch(`/api/admin/plots/${created.id}/status`, { status: 'pending' }), 422, 'validation_failed');
      expect(error.fields).toEqual({ status: MESSAGES.plotStatusInvalid });
      const undated = await expectApiError(await admin.patch(`/api/admin/plots/${created.id}/status`, { status: 'reserved' }), 422, 'validation_failed');
      expect(undated.fields).toEqual({ reservedUntil: MESSAGES.reservedUntilRequired });
      const past = await expectApiError(await admin.patch(`/api/admin/plots/${created.id}/status`, { status: 'reserved', reservedUntil: addDays(today(), -1) }), 422, 'validation_failed');
      expect(past.fields).toEqual({ reservedUntil: MESSAGES.reservedUntilPast });
      await expectApiError(await admin.patch(`/api/admin/plots/${created.id}/status`, {}), 422, 'validation_failed');
      await expectApiError(await admin.patch('/api/admin/plots/unknownid123/status', { status: 'sold' }), 404, 'not_found');
      expect((await server.store.plots.get(created.id))?.status).toBe('available');
    });

    it('records every status change with who made it, and reads the history back', async () => {
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()));
      const until = addDays(today(), 3);
      expect((await admin.patch(`/api/admin/plots/${created.id}/status`, { status: 'reserved', reservedUntil: until })).status).toBe(200);
      expect(await server.store.plots.get(created.id)).toMatchObject({ status: 'reserved', reservedUntil: until });
      // The form's save with another status is a change too; one with the same status is not.
      await admin.put(`/api/admin/plots/${created.id}`, aPlotForm({ status: 'booked' }));
      await admin.put(`/api/admin/plots/${created.id}`, aPlotForm({ status: 'booked', title: 'Renamed' }));
      const response = await admin.get(`/api/admin/plots/${created.id}/status-history`);
      expect(response.status).toBe(200);
      const { history } = await json<{ history: PlotStatusEntry[] }>(response);
      expect(history.map(({ from, to, reservedUntil, by }) => ({ from, to, reservedUntil, by: by?.email }))).toEqual([
        { from: 'available', to: 'reserved', reservedUntil: until, by: 'office@example.com' },
        { from: 'reserved', to: 'booked', reservedUntil: '', by: 'office@example.com' },
      ]);
      expect(await server.store.plots.get(created.id)).toMatchObject({ status: 'booked', reservedUntil: '', title: 'Renamed' });
      await expectApiError(await admin.get('/api/admin/plots/unknownid123/status-history'), 404, 'not_found');
    });
  });

  describe('plots of a venture', () => {
    it("links a plot to a venture that exists, keeping the venture's name on it", async () => {
      const region = await server.store.regions.create(aRegion());
      const venture = await server.store.ventures.create(aVenture({ regionId: region.id, name: 'Amaravati Greens' }));
      const response = await admin.post('/api/admin/plots', aPlotForm({ ventureId: venture.id, plotNumber: 'A-14' }));
      expect(response.status).toBe(201);
      expect(await json<Plot>(response)).toMatchObject({ ventureId: venture.id, plotNumber: 'A-14', ventureName: 'Amaravati Greens' });
    });

    it('refuses a venture that does not exist, a plot number its venture has, and a reservation without its day', async () => {
      const region = await server.store.regions.create(aRegion());
      const venture = await server.store.ventures.create(aVenture({ regionId: region.id }));
      const first = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ ventureId: venture.id, plotNumber: '27' })));
      const missing = await expectApiError(await admin.post('/api/admin/plots', aPlotForm({ ventureId: 'no-such-venture' })), 422, 'validation_failed');
      expect(missing.fields).toEqual({ ventureId: MESSAGES.ventureNotFound });
      const taken = await expectApiError(await admin.post('/api/admin/plots', aPlotForm({ ventureId: venture.id, plotNumber: '27' })), 422, 'validation_failed');
      expect(taken.fields).toEqual({ plotNumber: MESSAGES.plotNumberTaken({ number: '27' }) });
      expect(taken.fieldKeys).toEqual({ plotNumber: 'plotNumberTaken?number=27' });
      const second = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ ventureId: venture.id, plotNumber: '28' })));
      const renumbered = await expectApiError(await admin.put(`/api/admin/plots/${second.id}`, aPlotForm({ ventureId: venture.id, plotNumber: '27' })), 422, 'validation_failed');
      expect(renumbered.fields).toEqual({ plotNumber: MESSAGES.plotNumberTaken({ number: '27' }) });
      const reserved = await expectApiError(await admin.post('/api/admin/plots', aPlotForm({ status: 'reserved' })), 422, 'validation_failed');
      expect(reserved.fields).toEqual({ reservedUntil: MESSAGES.reservedUntilRequired });
      expect((await server.store.plots.get(second.id))?.plotNumber).toBe('28');
      expect((await server.store.plots.get(first.id))?.plotNumber).toBe('27');
    });

    it('keeps no reservation day on a plot that is not reserved', async () => {
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ status: 'sold', reservedUntil: addDays(today(), 2) })));
      expect(created).toMatchObject({ status: 'sold', reservedUntil: '' });
    });
  });

  describe('DELETE /api/admin/plots/:id', () => {
    it('answers 204 and moves the plot to the bin, by the admin, with both files of its image; emptied from the bin, the files go', async () => {
      const image = await server.images.put(await pngOfSize(300, 200));
      const kept = await server.images.put(await pngOfSize(300, 200));
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ imagePublicId: image.publicId })));
      expect((await imageFiles(server)).filter((name) => name.startsWith(image.publicId))).toHaveLength(2);

      const response = await admin.delete(`/api/admin/plots/${created.id}`);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(await server.store.plots.get(created.id)).toBeNull();
      expect(await server.store.bin.get('plot', created.id)).toMatchObject({ title: created.title, deletedBy: { email: 'office@example.com' }, imagePublicIds: [image.publicId] });
      expect((await imageFiles(server)).filter((name) => name.startsWith(image.publicId))).toHaveLength(2);
      expect(logged.some((line) => line.event === 'plot_image_deleted')).toBe(false);

      expect((await admin.delete(`/api/admin/bin/plot/${created.id}`)).status).toBe(204);
      const files = await imageFiles(server);
      expect(files.filter((name) => name.startsWith(image.publicId))).toEqual([]);
      expect(files.filter((name) => name.startsWith(kept.publicId))).toHaveLength(2);
      expect(logged.some((line) => line.event === 'plot_image_deleted' && line.data?.publicId === image.publicId)).toBe(true);
    });

    it('keeps, when a plot leaves the bin for good, an image another plot still shows', async () => {
      const image = await server.images.put(await pngOfSize(100, 100));
      const first = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ imagePublicId: image.publicId })));
      await admin.post('/api/admin/plots', aPlotForm({ imagePublicId: image.publicId }));
      expect((await admin.delete(`/api/admin/plots/${first.id}`)).status).toBe(204);
      expect((await admin.delete(`/api/admin/bin/plot/${first.id}`)).status).toBe(204);
      expect((await imageFiles(server)).filter((name) => name.startsWith(image.publicId))).toHaveLength(2);
    });

    it('still empties the plot from the bin when its image cannot be deleted, and logs it for the cleanup job', async () => {
      const image = await server.images.put(await pngOfSize(100, 100));
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm({ imagePublicId: image.publicId })));
      expect((await admin.delete(`/api/admin/plots/${created.id}`)).status).toBe(204);
      failImageDeletes = true;
      const response = await admin.delete(`/api/admin/bin/plot/${created.id}`);
      expect(response.status).toBe(204);
      expect(await server.store.bin.get('plot', created.id)).toBeNull();
      // The image is still there (an orphan now) and the failure is logged by name.
      expect((await imageFiles(server)).filter((name) => name.startsWith(image.publicId))).toHaveLength(2);
      const failure = logged.find((line) => line.event === 'plot_image_delete_failed');
      expect(failure).toMatchObject({ level: 'warn', data: { plotId: created.id, publicId: image.publicId, error: 'image host unreachable' } });
      expect(logged.some((line) => line.event === 'event_handler_failed')).toBe(false);
    });

    it('answers 404 for an unknown plot, and for the same plot deleted twice', async () => {
      await expectApiError(await admin.delete('/api/admin/plots/unknownid123'), 404, 'not_found');
      const created = await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()));
      expect((await admin.delete(`/api/admin/plots/${created.id}`)).status).toBe(204);
      const error = await expectApiError(await admin.delete(`/api/admin/plots/${created.id}`), 404, 'not_found');
      expect(error.message).toBe(MESSAGES.plotNotFound);
    });
  });

  describe('documents we checked', () => {
    /** The form with its documents as given (a wrong value too: the server is the judge). */
    const withChecks = (documents: unknown, overrides: Partial<PlotInput> = {}) => ({ ...aPlotForm(overrides), documents });
    const yesterday = () => addDays(today(), -1);
    /** The four title papers checked: the search's "documents verified". */
    const titlePapers = (day: string) => ({ saleDeed: day, linkDocuments: day, encumbrance: day, passbook: day });
    const publicPlot = async (id: string) => json<PublicPlot>(await fetch(`${server.url}/api/plots/${id}`));

    it('stores the checks of a plot on POST and PUT (today allowed), answers them, and a plot sent without them has none', async () => {
      const documents = { checked: { encumbrance: yesterday(), saleDeed: today(), not22A: yesterday() }, encumbranceYears: 30, note: '  EC nil since 1996.  ' };
      const response = await admin.post('/api/admin/plots', withChecks(documents));
      expect(response.status).toBe(201);
      const created = await json<Plot>(response);
      const stored: DocumentChecks = { checked: { saleDeed: today(), encumbrance: yesterday(), not22A: yesterday() }, encumbranceYears: 30, note: 'EC nil since 1996.' };
      expect(created.documents).toEqual(stored);
      expect((await server.store.plots.get(created.id))?.documents).toEqual(stored);
      expect((await publicPlot(created.id)).documents).toEqual(stored);

      // EC unticked: its years go with it.
      const updated = await json<Plot>(await admin.put(`/api/admin/plots/${created.id}`, withChecks({ checked: { saleDeed: today() }, encumbranceYears: 30, note: '' })));
      expect(updated.documents).toEqual({ checked: { saleDeed: today() }, encumbranceYears: 0, note: '' });

      expect((await json<Plot>(await admin.post('/api/admin/plots', aPlotForm()))).documents).toEqual(noDocumentChecks());
    });

    it('answers 422 with the field of each wrong check: a day to come, EC years missing or out of range, a day that is no day, an unknown kind; saving nothing', async () => {
      const before = await server.store.plots.count();
      const tomorrow = addDays(today(), 1);
      const future = await expectApiError(await admin.post('/api/admin/plots', withChecks({ checked: { saleDeed: tomorrow, rera: today(), nala: addDays(today(), 30) } })), 422, 'validation_failed');
      expect(future.fields).toEqual({ 'documents.checked.saleDeed': MESSAGES.documentCheckDayInFuture, 'documents.checked.nala': MESSAGES.documentCheckDayInFuture });
      expect(future.fieldKeys).toEqual({ 'documents.checked.saleDeed': 'documentCheckDayInFuture', 'documents.checked.nala': 'documentCheckDayInFuture' });

      const years = MESSAGES.encumbranceYearsInvalid({ max: 100 });
      for (const encumbranceYears of [undefined, 0, 101, 12.5, '30']) {
        const error = await expectApiError(await admin.post('/api/admin/plots', withChecks({ checked: { encumbrance: today() }, encumbranceYears })), 422, 'validation_failed');
        expect(error.fields, String(encumbranceYears)).toEqual({ 'documents.encumbranceYears': years });
      }
      const notADay = await expectApiError(await admin.post('/api/admin/plots', withChecks({ checked: { saleDeed: '27/11/2026' } })), 422, 'validation_failed');
      expect(notADay.fields).toEqual({ 'documents.checked.saleDeed': MESSAGES.documentCheckDayInvalid });
      const unknown = await expectApiError(await admin.post('/api/admin/plots', withChecks({ checked: { saleDeed: today(), giftDeed: today() } })), 422, 'validation_failed');
      expect(unknown.fields).toEqual({ 'documents.checked': MESSAGES.documentKindUnknown });
      const longNote = await expectApiError(await admin.post('/api/admin/plots', withChecks({ note: 'x'.repeat(1001) })), 422, 'validation_failed');
      expect(longNote.fields).toEqual({ 'documents.note': 'Must be at most 1,000 characters' });
      expect(await server.store.plots.count()).toBe(before);

      // The same on PUT, the plot left as it was.
      const plot = await json<Plot>(await admin.post('/api/admin/plots', withChecks({ checked: { saleDeed: today() } })));
      await expectApiError(await admin.put(`/api/admin/plots/${plot.id}`, withChecks({ checked: { saleDeed: tomorrow } })), 422, 'validation_failed');
      expect((await server.store.plots.get(plot.id))?.documents.checked).toEqual({ saleDeed: today() });
    });

    it("stores a venture's checks (a day to come refused), and a plot of the venture shows them for the kinds it has not checked", async () => {
      const region = await server.store.regions.create(aRegion({ region: 'Nelapadu' }));
      const ventureChecks = { checked: { layoutApproval: yesterday(), rera: yesterday(), encumbrance: yesterday() }, encumbranceYears: 13, note: 'Layout papers seen at the developer’s office.' };
      const refused = await expectApiError(
        await admin.post('/api/admin/ventures', { ...aVenture({ regionId: region.id }), documents: { checked: { rera: addDays(today(), 2) } } }),
        422,
        'validation_failed',
      );
      expect(refused.fields).toEqual({ 'documents.checked.rera': MESSAGES.documentCheckDayInFuture });
      const venture = await json<Venture>(await admin.post('/api/admin/ventures', { ...aVenture({ regionId: region.id, name: 'Green Meadows' }), documents: ventureChecks }));
      expect(venture.documents).toEqual(ventureChecks);

      const plot = await json<Plot>(await admin.post('/api/admin/plots', withChecks({ checked: { saleDeed: today(), rera: today() } }, { ventureId: venture.id, plotNumber: '27' })));
      // The plot keeps its own; its page adds the venture's.
      expect(plot.documents).toEqual({ checked: { saleDeed: today(), rera: today() }, encumbranceYears: 0, note: '' });
      expect((await publicPlot(plot.id)).documents).toEqual({
        checked: { saleDeed: today(), encumbrance: yesterday(), layoutApproval: yesterday(), rera: today() },
        encumbranceYears: 13,
        note: 'Layout papers seen at the developer’s office.',
      });
      // The venture's checks change: the plot's page follows (its cached answer dropped).
      await admin.put(`/api/admin/ventures/${venture.id}`, { ...aVenture({ regionId: region.id, name: 'Green Meadows' }), documents: noDocumentChecks() });
      expect((await publicPlot(plot.id)).documents).toEqual(plot.documents);
    });

    it('filters the public search to plots with their title papers checked (documents=verified), following every change', async () => {
      const verified = await json<Plot>(await admin.post('/api/admin/plots', withChecks({ checked: titlePapers(yesterday()), encumbranceYears: 30 }, { location: 'Kuragallu' })));
      const partly = await json<Plot>(await admin.post('/api/admin/plots', withChecks({ checked: { saleDeed: today(), passbook: today() } }, { location: 'Kuragallu' })));
      const ids = async (query: string) => (await json<PlotPage>(await fetch(`${server.url}/api/plots?location=kuragallu&${query}`))).items.map((item) => item.id);
      expect(await ids('documents=verified')).toEqual([verified.id]);
      expect((await ids('documents=any')).sort()).toEqual([verified.id, partly.id].sort());
      await expectApiError(await fetch(`${server.url}/api/plots?documents=checked`), 400, 'validation_failed');
      // The cached answer is dropped by the change: the partly checked plot now has all four.
      await admin.put(`/api/admin/plots/${partly.id}`, withChecks({ checked: titlePapers(today()), encumbranceYears: 12 }, { location: 'Kuragallu' }));
      expect((await ids('documents=verified')).sort()).toEqual([verified.id, partly.id].sort());
    });
  });
});
