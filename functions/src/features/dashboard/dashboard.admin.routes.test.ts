import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '../../core/schemas/lead';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { json, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { Dashboard } from './dashboard.service';

describe('GET /api/admin/dashboard', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it('answers zero totals and no leads on an empty site', async () => {
    const response = await admin.get('/api/admin/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ totals: { leads: 0, newLeads: 0, blogs: 0, plots: 0 }, recentLeads: [] });
  });

  it('answers the totals from the counters and the latest 5 leads, newest first', async () => {
    const names = ['Anil Varma', 'Bhavani Rao', 'Chandra Sekhar', 'Divya Reddy', 'Eswar Naidu', 'Farida Begum', 'Gopal Krishna'];
    for (const name of names) {
      const response = await postJson(`${server.url}/api/contact`, { name, phone: '9848012345', email: 'lead@example.com' });
      expect(response.status).toBe(201);
    }
    const [resolved] = await server.store.leads.list({ limit: 1 });
    await admin.patch(`/api/admin/leads/${resolved!.id}`, { status: 'resolved' });

    const dashboard = await json<Dashboard>(await admin.get('/api/admin/dashboard'));
    expect(dashboard.totals).toEqual({ leads: 7, newLeads: 6, blogs: 0, plots: 0 });
    expect(dashboard.recentLeads.map((lead: Lead) => lead.name)).toEqual(names.slice(2).reverse());
    expect(dashboard.recentLeads[0]).toMatchObject({ status: 'resolved', source: 'contact' });
  });

  it('reads the totals from the stats counters, not by counting', async () => {
    const real = await server.store.stats.get();
    await server.store.stats.set({ leads: 40, newLeads: 12, blogs: 8, plots: 43 });
    expect((await json<Dashboard>(await admin.get('/api/admin/dashboard'))).totals).toEqual({ leads: 40, newLeads: 12, blogs: 8, plots: 43 });
    // Drift below zero (not yet reconciled) is never shown as a negative count.
    await server.store.stats.set({ leads: -1, newLeads: -2, blogs: 0, plots: 0 });
    expect((await json<Dashboard>(await admin.get('/api/admin/dashboard'))).totals).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
    await server.store.stats.set(real);
  });
});
