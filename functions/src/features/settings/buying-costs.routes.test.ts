import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyingCostSettings } from '../../core/buying-cost';
import { DEFAULT_BUYING_COST_SETTINGS } from '../../core/schemas/buying-costs';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot, aRegion } from '../../testing/builders';
import { apiRequest } from '../../testing/auth';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { PublicPlot } from '../../core/schemas/venture';
import { readBuyingCostSettings } from './buying-cost-settings';

describe('the rates of the full cost of buying: GET /api/buying-costs, GET and PUT /api/admin/settings/buying-costs', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());
  const publicRates = async () => json<BuyingCostSettings>(await fetch(`${server.url}/api/buying-costs`));

  it("answers AP's rates until an admin saves others; the public read shows the saved ones at once", async () => {
    expect(await publicRates()).toEqual(DEFAULT_BUYING_COST_SETTINGS);
    expect(await json<BuyingCostSettings>(await admin.get('/api/admin/settings/buying-costs'))).toEqual(DEFAULT_BUYING_COST_SETTINGS);
    const rates = { stampDutyPercent: 5.5, transferDutyPercent: 1.5, registrationFeePercent: 0.5, brokeragePercent: 2, checkedOn: '2026-11-20' };
    const saved = await admin.put('/api/admin/settings/buying-costs', rates);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    expect(await json<BuyingCostSettings>(saved)).toEqual(rates);
    // The public answer was cached before the change: the change drops it.
    expect(await publicRates()).toEqual(rates);
    expect(await json<BuyingCostSettings>(await admin.get('/api/admin/settings/buying-costs'))).toEqual(rates);
  });

  it('refuses rates below 0 or above 20 %, a rate that is no number, a missing one, a day that is no day and unknown fields, keeping what was saved', async () => {
    const kept = await publicRates();
    const error = await expectApiError(
      await admin.put('/api/admin/settings/buying-costs', { ...kept, stampDutyPercent: -1, transferDutyPercent: 21, registrationFeePercent: '1', checkedOn: '20/11/2026' }),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      stampDutyPercent: 'A rate is a number of percent from 0 to 20',
      transferDutyPercent: 'A rate is a number of percent from 0 to 20',
      registrationFeePercent: 'A rate is a number of percent from 0 to 20',
      checkedOn: 'Pick the day the rates were checked',
    });
    const { brokeragePercent: _left, ...missing } = kept;
    expect((await expectApiError(await admin.put('/api/admin/settings/buying-costs', missing), 422, 'validation_failed')).fields).toEqual({
      brokeragePercent: 'A rate is a number of percent from 0 to 20',
    });
    await expectApiError(await admin.put('/api/admin/settings/buying-costs', { ...kept, vat: 5 }), 422, 'validation_failed');
    // A day that has not come yet in India.
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    expect((await expectApiError(await admin.put('/api/admin/settings/buying-costs', { ...kept, checkedOn: tomorrow }), 422, 'validation_failed')).fields).toEqual({
      checkedOn: 'The day the rates were checked cannot be after today',
    });
    await expectApiError(await admin.put('/api/admin/settings/buying-costs', 'five'), 400, 'bad_request');
    expect(await publicRates()).toEqual(kept);
  });

  it('is for admins only', async () => {
    await expectApiError(await apiRequest(`${server.url}/api/admin/settings/buying-costs`), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/settings/buying-costs`, { method: 'PUT', body: DEFAULT_BUYING_COST_SETTINGS }), 401, 'unauthenticated');
  });

  it('reads back the defaults when what is stored does not read (a value from a later version, a broken write)', async () => {
    for (const stored of ['{"stampDutyPercent":', '{"stampDutyPercent":50}', 'null']) {
      await server.store.meta.set('buying-cost-settings', stored);
      expect(await readBuyingCostSettings(server.store.meta)).toEqual(DEFAULT_BUYING_COST_SETTINGS);
    }
  });

  it("gives a plot's page its village with the market value: by its location, or its venture's village", async () => {
    const region = await server.store.regions.create(aRegion({ region: 'Thullur', regionTe: 'తుళ్లూరు', marketValuePerSqYd: 8000 }));
    const plot = await server.store.plots.create(aPlot({ location: 'Near Thullur bus stand' }));
    expect((await json<PublicPlot>(await fetch(`${server.url}/api/plots/${plot.id}`))).village).toEqual({ name: 'Thullur', nameTe: 'తుళ్లూరు', slug: 'thullur', marketValuePerSqYd: 8000 });
    const elsewhere = await server.store.plots.create(aPlot({ location: 'Vijayawada' }));
    expect((await json<PublicPlot>(await fetch(`${server.url}/api/plots/${elsewhere.id}`))).village).toBeNull();
    // The market value changed: the plot's cached answer follows.
    await admin.patch(`/api/admin/regions/${region.id}`, { marketValuePerSqYd: 9000 });
    expect((await json<PublicPlot>(await fetch(`${server.url}/api/plots/${plot.id}`))).village?.marketValuePerSqYd).toBe(9000);
  });
});
