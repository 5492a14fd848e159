import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { MESSAGES } from '../../core/messages';
import type { Lead } from '../../core/schemas/lead';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

function aLead(name = 'Ravi Kumar') {
  return { name, phone: '9876543210', email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, source: 'contact' as const };
}

describe('admin leads API', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it('GET lists leads newest first with an ETag; an unchanged poll is a 304 without a body', async () => {
    const older = await server.store.leads.create(aLead('Older Lead'));
    const newer = await server.store.leads.create(aLead('Newer Lead'));
    const response = await admin.get('/api/admin/leads');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const ids = (await json<Lead[]>(response)).map((lead) => lead.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    // As a browser revalidates from its cache (no Cache-Control on the request; see testing/http.ts).
    const again = await admin.get('/api/admin/leads', { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await server.store.leads.create(aLead('Newest Lead'));
    const changed = await admin.get('/api/admin/leads', { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await json<Lead[]>(changed))[0]?.name).toBe('Newest Lead');
  });

  it('PATCH moves a lead, sets updatedAt and answers the lead', async () => {
    const lead = await server.store.leads.create(aLead());
    for (const status of ['in_progress', 'resolved', 'new'] as const) {
      const response = await admin.patch(`/api/admin/leads/${lead.id}`, { status });
      expect(response.status).toBe(200);
      const moved = await json<Lead>(response);
      expect(moved).toMatchObject({ id: lead.id, status, createdAt: lead.createdAt });
      expect(moved.updatedAt).not.toBeNull();
      expect((await server.store.leads.get(lead.id))?.status).toBe(status);
    }
  });

  it('PATCH answers 422 for an unknown status (nothing changes) and 404 for an unknown lead', async () => {
    const lead = await server.store.leads.create(aLead());
    const error = await expectApiError(await admin.patch(`/api/admin/leads/${lead.id}`, { status: 'archived' }), 422, 'validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(['status']);
    await expectApiError(await admin.patch(`/api/admin/leads/${lead.id}`, {}), 422, 'validation_failed');
    expect(await server.store.leads.get(lead.id)).toEqual(lead);
    const missing = await expectApiError(await admin.patch('/api/admin/leads/unknownid123', { status: 'resolved' }), 404, 'not_found');
    expect(missing.message).toBe(MESSAGES.leadNotFound);
  });

  it('DELETE answers 204, then 404', async () => {
    const lead = await server.store.leads.create(aLead());
    expect((await admin.delete(`/api/admin/leads/${lead.id}`)).status).toBe(204);
    expect(await server.store.leads.get(lead.id)).toBeNull();
    await expectApiError(await admin.delete(`/api/admin/leads/${lead.id}`), 404, 'not_found');
  });

  it('GET export.csv answers the leads the board shows for a search, as a UTF-8 CSV with a BOM, formulas neutralised, times in India time', async () => {
    const sita = await server.store.leads.create({ ...aLead('Sita Export'), phone: '9123456780' });
    const formula = await server.store.leads.create({ ...aLead('Export Formula'), name: '=HYPERLINK("http://evil.example","Export")', email: 'f@example.com' });
    const telugu = await server.store.leads.create({
      name: 'సీత Export',
      phone: '9000000001',
      email: 'seetha@example.com',
      source: 'plot-enquiry',
      details: { plotId: 'plot123', plotTitle: 'Plot, with "quotes"', visitDate: '2026-12-05' },
    });
    const response = await admin.get('/api/admin/leads/export.csv?q=export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    // Only the three whose name or email holds "export"; the other leads are not in it.
    expect(rows.map((row) => row.Email).sort()).toEqual([telugu.email, formula.email, sita.email].sort());
    const row = (lead: Lead) => rows.find((candidate) => candidate.Email === lead.email)!;
    expect(row(telugu)).toMatchObject({ Name: 'సీత Export', Source: 'Plot enquiry', Status: 'New', Plot: 'Plot, with "quotes"', 'Visit date': '2026-12-05' });
    expect(row(telugu)['Plot page']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/plots\/plot123-plot-with-quotes$/);
    expect(row(formula).Name).toBe(`'=HYPERLINK("http://evil.example","Export")`);
    // India is 5 h 30 min ahead of UTC all year.
    const inIndia = new Date(Date.parse(sita.createdAt) + 330 * 60_000).toISOString();
    expect(row(sita)['Received (India time)']).toBe(`${inIndia.slice(0, 10)} ${inIndia.slice(11, 16)}`);
    expect(row(sita).Phone).toBe('9123456780');
  });

  it('GET export.csv keeps the source filter and searches where leads came from', async () => {
    const tagged = await server.store.leads.create({ ...aLead('Tagged Seller'), source: 'sell', origin: { page: '/sell/houses', utm: { campaign: 'sankranti-xyz' } } });
    await server.store.leads.create({ ...aLead('Tagged Caller'), origin: { utm: { campaign: 'sankranti-xyz' } } });
    const rows = (source: string) =>
      admin.get(`/api/admin/leads/export.csv?q=sankranti-xyz&source=${source}`).then(async (response) => parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[]);
    expect((await rows('sell')).map((row) => row.Email)).toEqual([tagged.email]);
    expect(await rows('all')).toHaveLength(2);
    expect((await rows('sell'))[0]).toMatchObject({ 'Sent from': expect.stringMatching(/\/sell\/houses$/), 'UTM campaign': 'sankranti-xyz' });
    await expectApiError(await admin.get('/api/admin/leads/export.csv?source=fax'), 400, 'validation_failed');
  });

  it('GET export.csv without a search exports every lead; a search that is too long is a 400 (a bad address, as every query)', async () => {
    const all = await server.store.leads.list();
    const text = await (await admin.get('/api/admin/leads/export.csv')).text();
    expect((parse(text, { bom: true, columns: true }) as unknown[]).length).toBe(all.length);
    const error = await expectApiError(await admin.get(`/api/admin/leads/export.csv?q=${'a'.repeat(1000)}`), 400, 'validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(['q']);
  });
});
