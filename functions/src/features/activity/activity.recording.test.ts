import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../core/activity';
import type { Plot } from '../../core/schemas/plot';
import type { Region } from '../../core/schemas/region';
import type { Logger } from '../../ports/logger';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot, aVenture, someSettings } from '../../testing/builders';
import { json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('the activity trail records every admin write', () => {
  let server: TestServer;
  let admin: AdminClient;
  const logged: { event: string; data?: Record<string, unknown> }[] = [];
  const log: Logger = { info() {}, warn() {}, error: (event, data) => void logged.push({ event, ...(data ? { data } : {}) }) };

  beforeAll(async () => {
    server = await startTestServer({ log });
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  /** An item's trail, newest first, read from the store (the writes went through the API). */
  const trail = (kind: ActivityEntry['kind'], itemId: string) => server.store.activity.list({ kind, itemId, limit: 20 });
  const office = { email: 'office@example.com' };

  it('a plot: created, its fields and status changed (before → after), deleted and restored, by the admin from their address', async () => {
    const plot = await json<Plot>(await admin.post('/api/admin/plots', aPlot({ title: 'Corner plot', area: 200 })));
    expect((await admin.put(`/api/admin/plots/${plot.id}`, { ...aPlot({ title: 'Corner plot, east facing', area: 240 }) })).status).toBe(200);
    expect((await admin.patch(`/api/admin/plots/${plot.id}/status`, { status: 'sold' })).status).toBe(200);
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    expect((await admin.post(`/api/admin/bin/plot/${plot.id}/restore`)).status).toBe(200);

    const entries = await trail('plot', plot.id);
    expect(entries.map((entry) => entry.action)).toEqual(['restored', 'deleted', 'updated', 'updated', 'created']);
    for (const entry of entries) {
      expect(entry.actor).toMatchObject(office);
      expect(entry.ip).toMatch(/127\.0\.0\.1/);
    }
    const [, , status, edit] = entries;
    expect(status?.changes).toEqual([{ field: 'status', before: 'available', after: 'sold' }]);
    expect(edit?.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Corner plot', after: 'Corner plot, east facing' },
        { field: 'area', before: '200', after: '240' },
      ]),
    );
    expect(edit?.itemTitle).toBe('Corner plot, east facing');
  });

  it('a write to an item that is not there is answered 404 and records nothing', async () => {
    const before = await server.store.activity.list({ limit: 100 });
    expect((await admin.put('/api/admin/plots/no-such-plot', aPlot())).status).toBe(404);
    expect((await admin.patch('/api/admin/plots/no-such-plot/status', { status: 'sold' })).status).toBe(404);
    expect((await admin.delete('/api/admin/plots/no-such-plot')).status).toBe(404);
    expect((await admin.put('/api/admin/ventures/no-such-venture', aVenture())).status).toBe(404);
    expect(await server.store.activity.list({ limit: 100 })).toEqual(before);
  });

  it('a lead\'s status and note, a region\'s prices, the settings, a post and a venture', async () => {
    const lead = await server.store.leads.create({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', source: 'contact' });
    await admin.patch(`/api/admin/leads/${lead.id}`, { status: 'in_progress' });
    await admin.post(`/api/admin/leads/${lead.id}/notes`, { text: 'Called back, visiting Sunday' });
    const [note, status] = await trail('lead', lead.id);
    expect(note?.changes).toEqual([{ field: 'note', before: '', after: 'Called back, visiting Sunday' }]);
    // The first answer's time comes with the first status change: recorded too.
    expect(status?.changes).toContainEqual({ field: 'status', before: 'new', after: 'in_progress' });
    expect(status?.itemTitle).toBe('Ravi Kumar');

    const region = await json<Region>(await admin.post('/api/admin/regions'));
    await admin.patch(`/api/admin/regions/${region.id}`, { ResidentialPriceMin: 4500 });
    const [price] = await trail('region', region.id);
    expect(price?.changes).toEqual([{ field: 'ResidentialPriceMin', before: '0', after: '4500' }]);

    await admin.put('/api/admin/settings', someSettings({ phone: '9000000001' }));
    await admin.put('/api/admin/settings', someSettings({ phone: '9000000002' }));
    const [settings] = await trail('settings', 'site');
    expect(settings?.changes).toEqual([{ field: 'phone', before: '9000000001', after: '9000000002' }]);

    const post = await json<{ id: string }>(await admin.post('/api/admin/blogs', { title: 'Ring road', content: 'Approved.' }));
    await admin.put(`/api/admin/blogs/${post.id}`, { title: 'Ring road approved', content: 'Approved.' });
    expect((await trail('blog', post.id)).map((entry) => entry.action)).toEqual(['updated', 'created']);

    const venture = await json<{ id: string }>(await admin.post('/api/admin/ventures', aVenture({ name: 'Sri Sai Nagar', regionId: region.id })));
    await admin.put(`/api/admin/ventures/${venture.id}`, aVenture({ name: 'Sri Sai Nagar Phase 2', regionId: region.id }));
    const [renamed] = await trail('venture', venture.id);
    expect(renamed?.changes).toContainEqual({ field: 'name', before: 'Sri Sai Nagar', after: 'Sri Sai Nagar Phase 2' });

    // Many plots' statuses at once: each plot's own trail names its change.
    const inVenture = await server.store.plots.create(aPlot({ title: 'Plot 4', ventureId: venture.id, plotNumber: '4' }));
    expect((await admin.post(`/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds: [inVenture.id], status: 'sold' })).status).toBe(200);
    const [sold] = await trail('plot', inVenture.id);
    expect(sold?.changes).toEqual([{ field: 'status', before: 'available', after: 'sold' }]);
  });

  it('an admin added and a password changed, never with the password', async () => {
    const created = await json<{ user: { id: string } }>(await admin.post('/api/admin/users', { email: 'ravi@example.com', password: 'a-long-secret-pass-1' }));
    expect((await trail('admin', created.user.id)).map((entry) => [entry.action, entry.itemTitle])).toEqual([['created', 'ravi@example.com']]);
    const self = (await server.store.activity.list({ limit: 1 }))[0]!.actor;
    expect((await admin.post('/api/admin/password', { newPassword: 'another-secret-pass-2', confirmPassword: 'another-secret-pass-2' })).status).toBe(204);
    const [changed] = await trail('admin', self.id);
    expect(changed?.changes).toEqual([{ field: 'password', before: '(hidden)', after: '(hidden)' }]);
    expect(JSON.stringify(await server.store.activity.list({ limit: 100 }))).not.toMatch(/secret-pass/);

    await admin.patch('/api/admin/notices', { dailyDigest: false });
    const [mails] = await trail('admin', self.id);
    expect(mails?.changes).toEqual([{ field: 'dailyDigest', before: 'true', after: 'false' }]);
  });

  it('a record that fails leaves the write done and logs the whole entry as activity_record_failed', async () => {
    const plot = await server.store.plots.create(aPlot({ title: 'Kept write' }));
    const failing = vi.spyOn(server.store.activity, 'record').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await admin.patch(`/api/admin/plots/${plot.id}/status`, { status: 'sold' })).status).toBe(200);
    } finally {
      failing.mockRestore();
    }
    expect((await server.store.plots.get(plot.id))?.status).toBe('sold');
    expect(logged).toContainEqual({
      event: 'activity_record_failed',
      data: { error: 'disk full', entry: expect.objectContaining({ kind: 'plot', itemId: plot.id, action: 'updated', changes: [{ field: 'status', before: 'available', after: 'sold' }] }) },
    });
  });
});
