import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { apiRequest } from '../../testing/auth';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('GET and PUT /api/admin/notices', () => {
  let server: TestServer;
  let office: AdminClient;
  let sales: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    office = await signedInAdmin(server, 'office@example.com');
    sales = await signedInAdmin(server, 'sales@example.com');
  });
  afterAll(async () => server.close());

  it("keeps each admin's own choice: every mail until they turn it off, and back on", async () => {
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: true });
    const off = await office.put('/api/admin/notices', { newLeadMail: false });
    expect(off.status).toBe(200);
    expect(off.headers.get('cache-control')).toBe('private, no-store');
    expect(await json(off)).toEqual({ newLeadMail: false });
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: false });
    expect(await json(await sales.get('/api/admin/notices'))).toEqual({ newLeadMail: true });
    expect(await json(await office.put('/api/admin/notices', { newLeadMail: true }))).toEqual({ newLeadMail: true });
  });

  it('answers 422 for anything but a yes or no (400 for a body that is no object), and keeps the choice', async () => {
    await office.put('/api/admin/notices', { newLeadMail: false });
    for (const body of [{}, { newLeadMail: 'no' }, { newLeadMail: null }, { newLeadMail: false, extra: 1 }]) {
      await expectApiError(await office.put('/api/admin/notices', body), 422, 'validation_failed');
    }
    // Not a JSON object at all: the request itself is wrong.
    await expectApiError(await office.put('/api/admin/notices', []), 400, 'bad_request');
    expect(await json(await office.get('/api/admin/notices'))).toEqual({ newLeadMail: false });
  });

  it('is for signed-in admins only, and a write needs the CSRF header', async () => {
    await expectApiError(await apiRequest(`${server.url}/api/admin/notices`), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/notices`, { method: 'PUT', body: { newLeadMail: false } }), 401, 'unauthenticated');
    const withoutHeader = await fetch(`${server.url}/api/admin/notices`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: sales.cookie },
      body: JSON.stringify({ newLeadMail: false }),
    });
    await expectApiError(withoutHeader, 403, 'forbidden');
    expect(await json(await sales.get('/api/admin/notices'))).toEqual({ newLeadMail: true });
  });
});
