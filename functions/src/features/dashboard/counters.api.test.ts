import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../../core/schemas/blog';
import type { Plot } from '../../core/schemas/plot';
import type { Stats } from '../../core/stats';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aBlog } from '../../testing/builders';
import { json, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The dashboard counters after every kind of write made through the API, read back through the
 * store (not the API that wrote them), and checked against the real counts at the end of each step.
 */
describe('dashboard counters follow every write', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  const counters = () => server.store.stats.get();

  async function realCounts(): Promise<Stats> {
    const { store } = server;
    return { leads: await store.leads.count(), newLeads: await store.leads.count({ status: 'new' }), blogs: await store.blogs.count(), plots: await store.plots.count() };
  }

  /** The counters right after the response (the bus has run), and equal to the real counts. */
  async function expectCounters(expected: Stats) {
    expect(await counters()).toEqual(expected);
    expect(await realCounts()).toEqual(expected);
  }

  const plotForm = {
    title: 'Corner plot',
    location: 'Mandadam',
    type: 'Residential',
    category: 'residential',
    pricePerSqYard: 52_000,
    area: 1800,
    roadWidth: 9,
    roadFacing: 'North',
  };

  it('leads: created by the contact and sell forms, moved new → in_progress → new → resolved, deleted', async () => {
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });

    const contact = await json<{ id: string }>(await postJson(`${server.url}/api/contact`, { name: 'Sowmya', phone: '9848012345', email: 'sowmya@example.com' }));
    await expectCounters({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
    const sell = await postJson(`${server.url}/api/sell-enquiries`, {
      name: 'Venkat',
      phone: '9848012346',
      email: 'venkat@example.com',
      category: 'agricultural',
      location: 'Nidamarru',
    });
    expect(sell.status).toBe(201);
    await expectCounters({ leads: 2, newLeads: 2, blogs: 0, plots: 0 });
    // A bot caught by the honeypot is answered like a success but is not a lead.
    await postJson(`${server.url}/api/contact`, { name: 'Bot', phone: '9848012345', email: 'bot@example.com', website: 'http://spam' });
    await expectCounters({ leads: 2, newLeads: 2, blogs: 0, plots: 0 });

    expect((await admin.patch(`/api/admin/leads/${contact.id}`, { status: 'in_progress' })).status).toBe(200);
    await expectCounters({ leads: 2, newLeads: 1, blogs: 0, plots: 0 });
    await admin.patch(`/api/admin/leads/${contact.id}`, { status: 'new' });
    await expectCounters({ leads: 2, newLeads: 2, blogs: 0, plots: 0 });
    // The same status again changes nothing.
    await admin.patch(`/api/admin/leads/${contact.id}`, { status: 'new' });
    await expectCounters({ leads: 2, newLeads: 2, blogs: 0, plots: 0 });
    await admin.patch(`/api/admin/leads/${contact.id}`, { status: 'resolved' });
    await expectCounters({ leads: 2, newLeads: 1, blogs: 0, plots: 0 });

    expect((await admin.delete(`/api/admin/leads/${contact.id}`)).status).toBe(204);
    await expectCounters({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
    // A second delete is a 404 and counts nothing.
    expect((await admin.delete(`/api/admin/leads/${contact.id}`)).status).toBe(404);
    const [remaining] = await server.store.leads.list();
    await admin.delete(`/api/admin/leads/${remaining!.id}`);
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
  });

  it('plots: created, edited, sold, deleted; a refused form counts nothing', async () => {
    const plot = await json<Plot>(await admin.post('/api/admin/plots', plotForm));
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 1 });
    expect((await admin.post('/api/admin/plots', { ...plotForm, title: '' })).status).toBe(422);
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 1 });
    await admin.put(`/api/admin/plots/${plot.id}`, { ...plotForm, title: 'Renamed' });
    await admin.patch(`/api/admin/plots/${plot.id}/status`, { status: 'sold' });
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 1 });
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(404);
    await expectCounters({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
  });

  it('blogs: created, edited, deleted', async () => {
    const blog = await json<Blog>(await admin.post('/api/admin/blogs', aBlog()));
    await admin.post('/api/admin/blogs', aBlog({ title: 'Second' }));
    await expectCounters({ leads: 0, newLeads: 0, blogs: 2, plots: 0 });
    await admin.put(`/api/admin/blogs/${blog.id}`, aBlog({ title: 'Edited' }));
    await expectCounters({ leads: 0, newLeads: 0, blogs: 2, plots: 0 });
    await admin.delete(`/api/admin/blogs/${blog.id}`);
    await expectCounters({ leads: 0, newLeads: 0, blogs: 1, plots: 0 });
  });

  it('stays exact when the board moves and deletes the same lead at once', async () => {
    const { id } = await json<{ id: string }>(await postJson(`${server.url}/api/contact`, { name: 'Race', phone: '9848012345', email: 'race@example.com' }));
    const before = await counters();
    await Promise.all([
      admin.patch(`/api/admin/leads/${id}`, { status: 'in_progress' }),
      admin.patch(`/api/admin/leads/${id}`, { status: 'resolved' }),
      admin.patch(`/api/admin/leads/${id}`, { status: 'new' }),
      admin.delete(`/api/admin/leads/${id}`),
      admin.delete(`/api/admin/leads/${id}`),
    ]);
    expect(await counters()).toEqual(await realCounts());
    expect((await counters()).leads).toBe(before.leads - 1);
  });

  it('the dashboard shows the counters', async () => {
    const dashboard = await json<{ totals: Stats }>(await admin.get('/api/admin/dashboard'));
    expect(dashboard.totals).toEqual(await realCounts());
  });
});
