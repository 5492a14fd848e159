import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { addDays, siteDay } from '../../core/dates';
import type { PriceEntry } from '../../core/schemas/price-history';
import type { Region } from '../../core/schemas/region';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aRegion } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('admin regions API', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it("POST adds 'New Region' with every price 0 (201), ignoring any body", async () => {
    const response = await admin.post('/api/admin/regions', { region: 'Sneaky', ResidentialPriceMin: 99 });
    expect(response.status).toBe(201);
    const region = await json<Region>(response);
    expect(region).toMatchObject({
      region: 'New Region',
      ResidentialPriceMin: 0,
      ResidentialPriceMax: 0,
      CommercialPriceMin: 0,
      CommercialPriceMax: 0,
      updatedAt: null,
    });
    expect(await server.store.regions.get(region.id)).toEqual(region);
    // Without a body at all, as the SPA sends it.
    const bare = await fetch(`${server.url}/api/admin/regions`, { method: 'POST', headers: { 'X-Requested-With': 'fetch', Cookie: admin.cookie } });
    expect(bare.status).toBe(201);
  });

  it('GET lists regions newest first, private and uncached', async () => {
    const older = await server.store.regions.create(aRegion({ region: 'Abbarajupalem' }));
    await new Promise((resolve) => setTimeout(resolve, 3));
    const newer = await server.store.regions.create(aRegion({ region: 'Borupalem' }));
    const response = await admin.get('/api/admin/regions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const ids = (await json<Region[]>(response)).map((region) => region.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).toHaveLength((await server.store.regions.list()).length);
  });

  it('PATCH changes one field, or several, sets updatedAt, and leaves the rest', async () => {
    const created = await server.store.regions.create(aRegion({ region: 'Nelapadu' }));
    const response = await admin.patch(`/api/admin/regions/${created.id}`, { ResidentialPriceMax: 61_000 });
    expect(response.status).toBe(200);
    const updated = await json<Region>(response);
    expect(updated).toMatchObject({ ...aRegion({ region: 'Nelapadu' }), ResidentialPriceMax: 61_000 });
    expect(updated.updatedAt).not.toBeNull();
    await admin.patch(`/api/admin/regions/${created.id}`, { region: 'Nelapadu East', CommercialPriceMin: 0 });
    expect(await server.store.regions.get(created.id)).toMatchObject({
      region: 'Nelapadu East',
      ResidentialPriceMax: 61_000,
      CommercialPriceMin: 0,
      CommercialPriceMax: aRegion().CommercialPriceMax,
    });
  });

  it('PATCH answers 422 with field errors when a price is not a number, changing nothing', async () => {
    const created = await server.store.regions.create(aRegion({ region: 'Kuragallu' }));
    for (const value of ['50000', 'abc', null, true, -1, Number.MAX_SAFE_INTEGER]) {
      const error = await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { CommercialPriceMax: value }), 422, 'validation_failed');
      expect(error.fields?.CommercialPriceMax, String(value)).toEqual(expect.any(String));
    }
    const typed = await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { ResidentialPriceMin: 'abc' }), 422, 'validation_failed');
    expect(typed.fields).toEqual({ ResidentialPriceMin: 'Price must be a number' });
    expect(await server.store.regions.get(created.id)).toEqual(created);
  });

  it('PATCH sets the Telugu name alone (trimmed), a later price edit keeps it, and /api/regions shows it', async () => {
    const created = await json<Region>(await admin.post('/api/admin/regions'));
    const named = await json<Region>(await admin.patch(`/api/admin/regions/${created.id}`, { regionTe: '  తుళ్లూరు ' }));
    expect(named).toMatchObject({ region: 'New Region', regionTe: 'తుళ్లూరు', ResidentialPriceMin: 0 });
    await admin.patch(`/api/admin/regions/${created.id}`, { ResidentialPriceMin: 45_000 });
    const listed = (await json<Region[]>(await fetch(`${server.url}/api/regions`))).find((region) => region.id === created.id);
    expect(listed).toMatchObject({ region: 'New Region', regionTe: 'తుళ్లూరు', ResidentialPriceMin: 45_000 });
    // Blank takes it away: the Telugu site then shows the English name.
    expect(await json<Region>(await admin.patch(`/api/admin/regions/${created.id}`, { regionTe: ' ' }))).toMatchObject({ regionTe: '' });
  });

  it('PATCH answers 422 for a Telugu name over 200 characters, changing nothing', async () => {
    const created = await server.store.regions.create(aRegion({ regionTe: 'రాయపూడి' }));
    const error = await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { regionTe: 'అ'.repeat(201) }), 422, 'validation_failed');
    expect(error.fields).toEqual({ regionTe: 'Must be at most 200 characters' });
    expect(await server.store.regions.get(created.id)).toEqual(created);
  });

  it('PATCH answers 422 for an unknown field and for nothing to update', async () => {
    const created = await server.store.regions.create(aRegion());
    const unknown = await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { createdAt: '2001-01-01T00:00:00Z' }), 422, 'validation_failed');
    expect(unknown.fields?._form).toMatch(/createdAt/);
    const nothing = await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, {}), 422, 'validation_failed');
    expect(nothing.message).toBe(MESSAGES.nothingToUpdate);
    expect(await server.store.regions.get(created.id)).toEqual(created);
  });

  it('PATCH and DELETE answer 404 for an unknown region', async () => {
    expect((await expectApiError(await admin.patch('/api/admin/regions/unknownid123', { region: 'X' }), 404, 'not_found')).message).toBe(MESSAGES.regionNotFound);
    await expectApiError(await admin.delete('/api/admin/regions/unknownid123'), 404, 'not_found');
    await expectApiError(await admin.delete('/api/admin/regions/bad%20id'), 404, 'not_found');
  });

  it('DELETE answers 204 and the region is gone', async () => {
    const created = await server.store.regions.create(aRegion({ region: 'Gone' }));
    const response = await admin.delete(`/api/admin/regions/${created.id}`);
    expect(response.status).toBe(204);
    expect(await server.store.regions.get(created.id)).toBeNull();
    await expectApiError(await admin.delete(`/api/admin/regions/${created.id}`), 404, 'not_found');
  });
  it("PATCH sets the village page's fields, and answers 422 for a place off the globe, a market value that is no number and a description too long, changing nothing", async () => {
    const created = await server.store.regions.create(aRegion({ region: 'Nidamarru' }));
    const saved = await json<Region>(await admin.patch(`/api/admin/regions/${created.id}`, { description: ' Near the seed access road. ', latitude: 16.5, longitude: 80.45, marketValuePerSqYd: 12_000 }));
    expect(saved).toMatchObject({ description: 'Near the seed access road.', descriptionTe: '', latitude: 16.5, longitude: 80.45, marketValuePerSqYd: 12_000 });
    const off = await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { latitude: 91, longitude: -181 }), 422, 'validation_failed');
    expect(off.fields).toEqual({ latitude: MESSAGES.latitudeInvalid, longitude: MESSAGES.longitudeInvalid });
    expect((await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { marketValuePerSqYd: 'lots' }), 422, 'validation_failed')).fields).toEqual({ marketValuePerSqYd: MESSAGES.priceNotANumber });
    expect((await expectApiError(await admin.patch(`/api/admin/regions/${created.id}`, { description: 'x'.repeat(5001) }), 422, 'validation_failed')).fields?.description).toBeTruthy();
    expect(await server.store.regions.get(created.id)).toEqual(saved);
    // A village's fields are not prices: no history entry.
    expect(await server.store.regions.priceHistory(created.id)).toEqual([]);
  });

  describe('price history', () => {
    const prices = { ResidentialPriceMin: 8000, ResidentialPriceMax: 9000, CommercialPriceMin: 15_000, CommercialPriceMax: 18_000 };
    const historyOf = async (id: string) => (await json<{ history: PriceEntry[] }>(await admin.get(`/api/admin/regions/${id}/price-history`))).history;

    it('keeps a price changed by PATCH with the admin who changed it; a rename adds nothing', async () => {
      const created = await server.store.regions.create(aRegion({ region: 'Lingayapalem' }));
      await admin.patch(`/api/admin/regions/${created.id}`, { ResidentialPriceMin: 50_000 });
      await admin.patch(`/api/admin/regions/${created.id}`, { region: 'Lingayapalem East' });
      const response = await admin.get(`/api/admin/regions/${created.id}/price-history`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const { history } = await json<{ history: PriceEntry[] }>(response);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ source: 'change', day: siteDay(new Date()), by: { email: 'office@example.com' }, previous: { ResidentialPriceMin: aRegion().ResidentialPriceMin }, prices: { ResidentialPriceMin: 50_000 } });
    });

    it('takes a past price on a past day or today (201), leaving today\'s prices as they are', async () => {
      const created = await server.store.regions.create(aRegion({ region: 'Velagapudi' }));
      const response = await admin.post(`/api/admin/regions/${created.id}/price-history`, { day: '2023-06-01', prices });
      expect(response.status).toBe(201);
      expect(await json<PriceEntry>(response)).toMatchObject({ regionId: created.id, day: '2023-06-01', prices, source: 'past', previous: null, by: { email: 'office@example.com' } });
      expect((await admin.post(`/api/admin/regions/${created.id}/price-history`, { day: siteDay(new Date()), prices })).status).toBe(201);
      expect(await server.store.regions.get(created.id)).toEqual(created);
      expect((await historyOf(created.id)).map((entry) => entry.day)).toEqual(['2023-06-01', siteDay(new Date())]);
    });

    it('refuses a day to come, a day that is no day, a lowest price above the highest, a negative one and one that is no number (422), keeping nothing', async () => {
      const created = await server.store.regions.create(aRegion({ region: 'Malkapuram' }));
      const path = `/api/admin/regions/${created.id}/price-history`;
      const future = await expectApiError(await admin.post(path, { day: addDays(siteDay(new Date()), 2), prices }), 422, 'validation_failed');
      expect(future.fields).toEqual({ day: MESSAGES.priceDayInFuture });
      expect((await expectApiError(await admin.post(path, { day: '2023-13-01', prices }), 422, 'validation_failed')).fields).toEqual({ day: MESSAGES.priceDayInvalid });
      const upsideDown = await expectApiError(await admin.post(path, { day: '2023-06-01', prices: { ...prices, ResidentialPriceMin: 9500 } }), 422, 'validation_failed');
      expect(upsideDown.fields).toEqual({ 'prices.ResidentialPriceMin': MESSAGES.priceMinAboveMax });
      expect((await expectApiError(await admin.post(path, { day: '2023-06-01', prices: { ...prices, CommercialPriceMin: -1 } }), 422, 'validation_failed')).fields).toEqual({ 'prices.CommercialPriceMin': MESSAGES.priceNegative });
      expect((await expectApiError(await admin.post(path, { day: '2023-06-01', prices: { ...prices, CommercialPriceMax: 'lots' } }), 422, 'validation_failed')).fields).toEqual({ 'prices.CommercialPriceMax': MESSAGES.priceNotANumber });
      await expectApiError(await admin.post(path, { day: '2023-06-01' }), 422, 'validation_failed');
      expect(await historyOf(created.id)).toEqual([]);
    });

    it('corrects an entry with a new one naming it (both kept); a corrected entry is corrected through its correction (409)', async () => {
      const created = await server.store.regions.create(aRegion({ region: 'Yerrabalem' }));
      const wrong = await json<PriceEntry>(await admin.post(`/api/admin/regions/${created.id}/price-history`, { day: '2023-06-01', prices: { ...prices, ResidentialPriceMax: 90_000 } }));
      const path = `/api/admin/regions/${created.id}/price-history/${wrong.id}/correction`;
      const response = await admin.post(path, { day: '2023-06-02', prices });
      expect(response.status).toBe(201);
      const fix = await json<PriceEntry>(response);
      expect(fix).toMatchObject({ source: 'correction', corrects: wrong.id, day: '2023-06-02', prices });
      expect((await historyOf(created.id)).map((entry) => entry.id)).toEqual([wrong.id, fix.id]);
      expect((await expectApiError(await admin.post(path, { day: '2023-06-02', prices }), 409, 'conflict')).message).toBe(MESSAGES.priceEntryCorrected);
      expect((await admin.post(`/api/admin/regions/${created.id}/price-history/${fix.id}/correction`, { day: '2023-06-03', prices })).status).toBe(201);
      expect(await historyOf(created.id)).toHaveLength(3);
    });

    it('answers 404 for an unknown region or an entry of another region, and 422 for a correction on a day to come', async () => {
      const one = await server.store.regions.create(aRegion({ region: 'Pichikalapalem' }));
      const other = await server.store.regions.create(aRegion({ region: 'Ainavolu' }));
      const entry = await json<PriceEntry>(await admin.post(`/api/admin/regions/${other.id}/price-history`, { day: '2023-06-01', prices }));
      expect((await expectApiError(await admin.get('/api/admin/regions/unknownid123/price-history'), 404, 'not_found')).message).toBe(MESSAGES.regionNotFound);
      await expectApiError(await admin.post('/api/admin/regions/unknownid123/price-history', { day: '2023-06-01', prices }), 404, 'not_found');
      const elsewhere = await expectApiError(await admin.post(`/api/admin/regions/${one.id}/price-history/${entry.id}/correction`, { day: '2023-06-01', prices }), 404, 'not_found');
      expect(elsewhere.message).toBe(MESSAGES.priceEntryNotFound);
      await expectApiError(await admin.post(`/api/admin/regions/${one.id}/price-history/bad%20id/correction`, { day: '2023-06-01', prices }), 404, 'not_found');
      const future = await expectApiError(await admin.post(`/api/admin/regions/${other.id}/price-history/${entry.id}/correction`, { day: addDays(siteDay(new Date()), 1), prices }), 422, 'validation_failed');
      expect(future.fields).toEqual({ day: MESSAGES.priceDayInFuture });
    });

    it('is for admins only', async () => {
      const created = await server.store.regions.create(aRegion());
      expect((await fetch(`${server.url}/api/admin/regions/${created.id}/price-history`)).status).toBe(401);
    });
  });
});
