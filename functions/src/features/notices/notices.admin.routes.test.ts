import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { apiRequest } from '../../testing/auth';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('GET and PATCH /api/admin/notices', () => {
  let server: TestServer;
  let office: AdminClient;
  let sales: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    office = await signedInAdmin(server, 'office@example.com');
    sales = await signedInAdmin(server, 'sales@example.com');
  });
  afterAll(async () => server.close());

  it("keeps each admin's own choice: every mail until they turn one off, one answer at a time", async () => {
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: true, dailyDigest: true });
    const off = await office.patch('/api/admin/notices', { newLeadMail: false });
    expect(off.status).toBe(200);
    expect(off.headers.get('cache-control')).toBe('private, no-store');
    expect(await json(off)).toEqual({ newLeadMail: false, dailyDigest: true });
    expect(await json(await office.patch('/api/admin/notices', { dailyDigest: false }))).toEqual({ newLeadMail: false, dailyDigest: false });
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: false, dailyDigest: false });
    expect(await json(await sales.get('/api/admin/notices'))).toEqual({ newLeadMail: true, dailyDigest: true });
    expect(await json(await office.patch('/api/admin/notices', { newLeadMail: true, dailyDigest: true }))).toEqual({ newLeadMail: true, dailyDigest: true });
  });

  it('reads a choice stored before the morning digest existed with the digest on', async () => {
    const [admin] = await server.auth.listAdmins();
    await server.store.meta.set(`notice-prefs:${admin!.id}`, JSON.stringify({ newLeadMail: false }));
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: false, dailyDigest: true });
    await server.store.meta.set(`notice-prefs:${admin!.id}`, 'not json');
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: true, dailyDigest: true });
  });

  it('answers 422 for anything but yes or no answers (400 for a body that is no object), and keeps the choice', async () => {
    await office.patch('/api/admin/notices', { newLeadMail: false });
    for (const body of [{}, { newLeadMail: 'no' }, { dailyDigest: null }, { newLeadMail: false, extra: 1 }]) {
      await expectApiError(await office.patch('/api/admin/notices', body), 422, 'validation_failed');
    }
    await expectApiError(await office.patch('/api/admin/notices', []), 400, 'bad_request');
    expect(await json(await office.get('/api/admin/notices'))).toMatchObject({ newLeadMail: false });
  });

  it('is for signed-in admins only, and a change needs the CSRF header', async () => {
    await expectApiError(await apiRequest(`${server.url}/api/admin/notices`), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/notices`, { method: 'PATCH', body: { newLeadMail: false } }), 401, 'unauthenticated');
    const withoutHeader = await fetch(`${server.url}/api/admin/notices`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: sales.cookie },
      body: JSON.stringify({ newLeadMail: false }),
    });
    await expectApiError(withoutHeader, 403, 'forbidden');
    expect(await json(await sales.get('/api/admin/notices'))).toEqual({ newLeadMail: true, dailyDigest: true });
  });
});
