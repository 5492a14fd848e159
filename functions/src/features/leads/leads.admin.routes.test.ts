import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { addDays, siteDay } from '../../core/dates';
import { MESSAGES } from '../../core/messages';
import type { Lead } from '../../core/schemas/lead';
import type { LeadHistoryEntry } from '../../core/schemas/lead-history';
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

    // A change to a lead (a note) and a deletion are new lists too.
    const latest = changed.headers.get('etag')!;
    await admin.post(`/api/admin/leads/${older.id}/notes`, { text: 'Called back' });
    const noted = await admin.get('/api/admin/leads', { 'If-None-Match': latest, 'Cache-Control': 'max-age=0' });
    expect(noted.status).toBe(200);
    await admin.delete(`/api/admin/leads/${older.id}`);
    const afterDelete = await admin.get('/api/admin/leads', { 'If-None-Match': noted.headers.get('etag')!, 'Cache-Control': 'max-age=0' });
    expect(afterDelete.status).toBe(200);
    expect((await json<Lead[]>(afterDelete)).map((lead) => lead.id)).not.toContain(older.id);
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

describe('a lead\'s page through the admin API: history, notes, follow-up, assignee, visit', () => {
  let server: TestServer;
  let admin: AdminClient;
  let colleague: AdminClient;
  // Days relative to today in India: follow-ups and visits cannot be set in the past.
  const day = (offset: number) => addDays(siteDay(new Date()), offset);
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
    colleague = await signedInAdmin(server, 'sales@example.com');
  });
  afterAll(async () => server.close());

  const adminId = async (email: string) => (await server.auth.listAdmins()).find((user) => user.email === email)!.id;

  it('GET /:id answers the lead, its history with its creation first, and the admins to assign; 404 for an unknown lead', async () => {
    const lead = await server.store.leads.create(aLead('Detail Lead'));
    const response = await admin.get(`/api/admin/leads/${lead.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await json<{ lead: Lead; history: LeadHistoryEntry[]; admins: { id: string; email: string }[] }>(response);
    expect(body.lead).toEqual(lead);
    expect(body.history).toEqual([{ id: `${lead.id}-created`, leadId: lead.id, at: lead.createdAt, by: null, kind: 'created', from: null, to: null, text: null }]);
    expect(body.admins.map((user) => user.email).sort()).toEqual(['office@example.com', 'sales@example.com']);
    expect(Object.keys(body.admins[0]!).sort()).toEqual(['email', 'id']);
    await expectApiError(await admin.get('/api/admin/leads/unknownid123'), 404, 'not_found');
  });

  it('records each change with who and when, only when a value really changes, and marks the first answer', async () => {
    const lead = await server.store.leads.create({ ...aLead('Worked Lead'), source: 'plot-enquiry', details: { plotId: 'p1', plotTitle: 'Corner plot', visitDate: day(2), visitSlot: 'morning' } });
    const salesId = await adminId('sales@example.com');

    const changed = await json<Lead>(await admin.patch(`/api/admin/leads/${lead.id}`, { followUpDate: day(1), assignedTo: salesId }));
    expect(changed).toMatchObject({ followUpDate: day(1), assignedTo: salesId, status: 'new', firstResponseAt: null });

    const moved = await json<Lead>(await colleague.patch(`/api/admin/leads/${lead.id}`, { status: 'in_progress', visit: { date: day(3), slot: 'evening' } }));
    expect(moved.details).toMatchObject({ plotId: 'p1', visitDate: day(3), visitSlot: 'evening' });
    expect(moved.firstResponseAt).not.toBeNull();

    // The same values again: nothing new in the history.
    expect((await colleague.patch(`/api/admin/leads/${lead.id}`, { status: 'in_progress', followUpDate: day(1) })).status).toBe(200);
    const cancelled = await json<Lead>(await admin.patch(`/api/admin/leads/${lead.id}`, { visit: null, assignedTo: null }));
    expect(cancelled.details).toEqual({ plotId: 'p1', plotTitle: 'Corner plot' });
    expect(cancelled.firstResponseAt).toBe(moved.firstResponseAt);

    const { history } = await json<{ history: LeadHistoryEntry[] }>(await admin.get(`/api/admin/leads/${lead.id}`));
    expect(history.map(({ kind, by, from, to }) => [kind, by?.email ?? null, from, to])).toEqual([
      ['created', null, null, null],
      ['followUp', 'office@example.com', null, day(1)],
      ['assigned', 'office@example.com', null, 'sales@example.com'],
      ['status', 'sales@example.com', 'new', 'in_progress'],
      ['visit', 'sales@example.com', `${day(2)} morning`, `${day(3)} evening`],
      ['assigned', 'office@example.com', 'sales@example.com', null],
      ['visit', 'office@example.com', `${day(3)} evening`, null],
    ]);
    expect(history.slice(1).every((entry) => Date.parse(entry.at) >= Date.parse(lead.createdAt))).toBe(true);
  });

  it('adds notes (201, kept after the lead is deleted); the first note answers the lead', async () => {
    const lead = await server.store.leads.create(aLead('Noted Lead'));
    const response = await admin.post(`/api/admin/leads/${lead.id}/notes`, { text: '  Called at 10; wants east-facing, budget 40 L  ' });
    expect(response.status).toBe(201);
    const detail = await json<{ lead: Lead; history: LeadHistoryEntry[] }>(response);
    expect(detail.lead.firstResponseAt).not.toBeNull();
    expect(detail.history.at(-1)).toMatchObject({ kind: 'note', text: 'Called at 10; wants east-facing, budget 40 L', by: { email: 'office@example.com' } });
    await colleague.post(`/api/admin/leads/${lead.id}/notes`, { text: 'సైట్ చూపించాను' });

    expect((await admin.delete(`/api/admin/leads/${lead.id}`)).status).toBe(204);
    expect((await server.store.leads.history(lead.id)).map((entry) => entry.text)).toEqual(['Called at 10; wants east-facing, budget 40 L', 'సైట్ చూపించాను']);
    await expectApiError(await admin.post(`/api/admin/leads/${lead.id}/notes`, { text: 'Too late' }), 404, 'not_found');
  });

  it('GET export.csv keeps the follow-up filter: overdue, or due today as well', async () => {
    const late = await server.store.leads.create(aLead('Late Export'));
    await server.store.leads.update(late.id, { followUpDate: day(-1) }, []);
    const due = await server.store.leads.create(aLead('Due Export'));
    await server.store.leads.update(due.id, { followUpDate: day(0) }, []);
    const done = await server.store.leads.create(aLead('Done Export'));
    await server.store.leads.update(done.id, { followUpDate: day(-3), status: 'resolved' }, []);
    const names = async (followUp: string) =>
      (parse(await (await admin.get(`/api/admin/leads/export.csv?q=export&followUp=${followUp}`)).text(), { bom: true, columns: true }) as Record<string, string>[])
        .map((row) => row.Name)
        .sort();
    expect(await names('overdue')).toEqual(['Late Export']);
    expect(await names('due')).toEqual(['Due Export', 'Late Export']);
    expect(await names('all')).toEqual(['Done Export', 'Due Export', 'Late Export']);
    await expectApiError(await admin.get('/api/admin/leads/export.csv?followUp=someday'), 400, 'validation_failed');
  });

  it('refuses bad input with 422 and the field, changing nothing', async () => {
    const lead = await server.store.leads.create(aLead('Guarded Lead'));
    const refused = async (body: unknown, field: string, message?: string) => {
      const error = await expectApiError(await admin.patch(`/api/admin/leads/${lead.id}`, body), 422, 'validation_failed');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(error.fields?.[field]).toBe(message);
    };
    await refused({ followUpDate: '2026-02-30' }, 'followUpDate', MESSAGES.followUpDateInvalid);
    await refused({ followUpDate: day(-1) }, 'followUpDate', MESSAGES.followUpDateTooEarly);
    await refused({ assignedTo: 'nobody-like-this' }, 'assignedTo', MESSAGES.assigneeUnknown);
    await refused({ visit: { date: day(4) } }, 'visit.slot');
    await refused({ visit: { date: day(-20), slot: 'morning' } }, 'visit', MESSAGES.visitDateTooEarly);
    await refused({ visit: { date: day(4), slot: 'midnight' } }, 'visit.slot');
    await expectApiError(await admin.patch(`/api/admin/leads/${lead.id}`, {}), 422, 'validation_failed');
    await expectApiError(await admin.patch(`/api/admin/leads/${lead.id}`, { followUpDate: 12 }), 422, 'validation_failed');
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const error = await expectApiError(await admin.post(`/api/admin/leads/${lead.id}/notes`, { text }), 422, 'validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual(['text']);
    }
    await expectApiError(await admin.post(`/api/admin/leads/${lead.id}/notes`, { note: 'wrong field' }), 422, 'validation_failed');
    expect(await server.store.leads.get(lead.id)).toEqual(lead);
    expect(await server.store.leads.history(lead.id)).toEqual([]);
  });
});
