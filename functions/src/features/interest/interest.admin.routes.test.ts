import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, siteDay } from '../../core/dates';
import { MANY_VIEWS_NO_ENQUIRY_MIN, NO_INTEREST } from '../../core/interest';
import type { InterestLists, InterestTotals } from '../../core/schemas/interest';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot, aRegion, aVenture } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('GET /api/admin/interest/…', () => {
  let server: TestServer;
  let admin: AdminClient;
  const today = siteDay(new Date());
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
    const village = await server.store.regions.create(aRegion({ region: 'Mandadam' }));
    const venture = await server.store.ventures.create(aVenture({ regionId: village.id }));
    ids.village = village.id;
    ids.venture = venture.id;
    ids.popular = (await server.store.plots.create(aPlot({ title: 'Popular corner plot', location: 'Mandadam' }))).id;
    ids.unasked = (await server.store.plots.create(aPlot({ title: 'Looked at, never asked about', location: 'Thullur' }))).id;
    ids.ventured = (await server.store.plots.create(aPlot({ title: 'Plot 7', location: 'Layout road', ventureId: venture.id, plotNumber: '7' }))).id;
    ids.quiet = (await server.store.plots.create(aPlot({ title: 'Quiet plot', location: 'Mandadam' }))).id;
    const gone = await server.store.plots.create(aPlot({ title: 'Deleted since' }));
    await server.store.plots.delete(gone.id);
    await server.store.interest.apply('seed', [
      { plotId: ids.popular, day: today, views: 30, whatsapp: 2, enquiries: 3 },
      { plotId: ids.popular, day: addDays(today, -10), views: 20, calls: 1 },
      { plotId: ids.unasked, day: today, views: MANY_VIEWS_NO_ENQUIRY_MIN },
      { plotId: ids.ventured, day: today, views: 5, enquiries: 1 },
      { plotId: ids.quiet, day: today, views: 1 },
      { plotId: gone.id, day: today, views: 999 },
    ]);
  });
  afterAll(async () => server.close());

  it('gives the figures of the plots asked for, with enquiries per 100 views (none without a view)', async () => {
    const response = await admin.get(`/api/admin/interest/plots?ids=${ids.popular},${ids.quiet},never-counted`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      [ids.popular!]: { views7: 30, views30: 50, whatsapp30: 2, calls30: 1, enquiries30: 3, enquiriesPer100Views: 6 },
      [ids.quiet!]: { ...NO_INTEREST, views7: 1, views30: 1, enquiriesPer100Views: 0 },
      'never-counted': { ...NO_INTEREST, enquiriesPer100Views: null },
    });
    expect(await json(await admin.get('/api/admin/interest/plots'))).toEqual({});
  });

  it('refuses more than 100 plots at once (400, a bad query)', async () => {
    const many = Array.from({ length: 101 }, (_, n) => `p${n}`).join(',');
    await expectApiError(await admin.get(`/api/admin/interest/plots?ids=${many}`), 400, 'validation_failed');
  });

  it('lists the most viewed plots and those with many views and no enquiry, leaving deleted plots out', async () => {
    const lists = await json<InterestLists>(await admin.get('/api/admin/interest/lists'));
    expect(lists.mostViewed.map((plot) => [plot.title, plot.views30])).toEqual([
      ['Popular corner plot', 50],
      ['Looked at, never asked about', MANY_VIEWS_NO_ENQUIRY_MIN],
      ['Plot 7', 5],
      ['Quiet plot', 1],
    ]);
    expect(lists.viewedNoEnquiry.map((plot) => [plot.id, plot.enquiriesPer100Views])).toEqual([[ids.unasked, 0]]);
  });

  it("adds up a village's plots (by location and by venture) and a venture's", async () => {
    const village = await json<InterestTotals>(await admin.get(`/api/admin/interest/villages/${ids.village}`));
    expect(village).toEqual({ plots: 3, views7: 36, views30: 56, whatsapp30: 2, calls30: 1, enquiries30: 4, enquiriesPer100Views: 7.1 });
    const venture = await json<InterestTotals>(await admin.get(`/api/admin/interest/ventures/${ids.venture}`));
    expect(venture).toEqual({ plots: 1, views7: 5, views30: 5, whatsapp30: 0, calls30: 0, enquiries30: 1, enquiriesPer100Views: 20 });
  });

  it('answers 404 for a village or venture that does not exist, and 401 without a session', async () => {
    await expectApiError(await admin.get('/api/admin/interest/villages/nope'), 404, 'not_found');
    await expectApiError(await admin.get('/api/admin/interest/ventures/nope'), 404, 'not_found');
    await expectApiError(await fetch(`${server.url}/api/admin/interest/lists`), 401, 'unauthenticated');
  });
});
