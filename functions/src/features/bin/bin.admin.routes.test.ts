import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize } from '../../adapters/images/images.contract';
import type { BinItem } from '../../core/bin';
import { MESSAGES } from '../../core/messages';
import type { Blog } from '../../core/schemas/blog';
import type { Plot } from '../../core/schemas/plot';
import type { PlotPage } from '../../core/schemas/plot-search';
import type { VentureAvailability } from '../../core/schemas/venture';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aBlog, aPlot, aPlotShape, aRegion, aVenture } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('the bin API', () => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  const files = async () => (await readdir(server.imagesDir).catch(() => [] as string[])).sort();
  const publicPlot = (id: string) => fetch(`${server.url}/api/plots/${id}`);
  const publicIds = async () => (await json<PlotPage>(await fetch(`${server.url}/api/plots?pageSize=48`))).items.map((plot) => plot.id);
  const binItems = async () => (await json<{ items: BinItem[] }>(await admin.get('/api/admin/bin'))).items;
  const totals = async () => (await json<{ totals: { plots: number; blogs: number; leads: number } }>(await admin.get('/api/admin/dashboard'))).totals;
  const availability = async (ventureId: string) => (await json<VentureAvailability>(await fetch(`${server.url}/api/ventures/${ventureId}/availability`))).counts;

  /** A plot with two photos, in a venture whose layout links a shape to it, made through the admin API. */
  async function aPlotInAVenture(plotNumber: string) {
    const venture = await server.store.ventures.create(aVenture({ name: `Venture ${plotNumber}` }));
    const photos = await Promise.all([1, 2].map(async () => server.images.put(await pngOfSize(120, 80))));
    const form = { ...aPlot({ title: `Plot ${plotNumber} with photos`, ventureId: venture.id, plotNumber }), images: photos.map((photo) => ({ url: photo.url, publicId: photo.publicId, alt: '' })) };
    const plot = await json<Plot>(await admin.post('/api/admin/plots', form));
    await server.store.ventures.saveLayout(venture.id, 0, [aPlotShape({ id: 'shape-1', plotId: plot.id })]);
    return { venture, plot, photos };
  }

  it('a deleted plot is gone from every public read and counter at once, listed in the bin, and restored whole', async () => {
    const { venture, plot, photos } = await aPlotInAVenture('7');
    const before = { totals: await totals(), counts: await availability(venture.id) };
    expect((await publicPlot(plot.id)).status).toBe(200);

    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    expect((await publicPlot(plot.id)).status).toBe(404);
    expect(await publicIds()).not.toContain(plot.id);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(plot.id);
    expect((await totals()).plots).toBe(before.totals.plots - 1);
    expect((await availability(venture.id)).available).toBe(before.counts.available - 1);
    expect((await server.store.ventures.layout(venture.id))?.shapes[0]?.plotId).toBeNull();
    expect((await json<PlotPage>(await admin.get('/api/admin/plots?pageSize=100'))).items.map((item) => item.id)).not.toContain(plot.id);

    const [item] = await binItems();
    expect(item).toMatchObject({ kind: 'plot', id: plot.id, title: plot.title, deletedBy: { email: 'office@example.com' }, daysLeft: 30 });
    expect(Date.parse(item!.expiresAt) - Date.parse(item!.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const response = await admin.post(`/api/admin/bin/plot/${plot.id}/restore`);
    expect(response.status).toBe(200);
    expect(await json<{ kind: string; id: string; item: Plot }>(response)).toEqual({ kind: 'plot', id: plot.id, item: plot });
    const back = await publicPlot(plot.id);
    expect(back.status).toBe(200);
    expect((await json<Plot>(back)).images.map((image) => image.publicId)).toEqual(photos.map((photo) => photo.publicId));
    for (const photo of photos) expect((await files()).filter((name) => name.startsWith(photo.publicId))).toHaveLength(2);
    expect(await publicIds()).toContain(plot.id);
    expect(await totals()).toEqual(before.totals);
    expect(await availability(venture.id)).toEqual(before.counts);
    expect((await server.store.ventures.layout(venture.id))?.shapes[0]?.plotId).toBe(plot.id);
    expect(await binItems()).toEqual([]);
  });

  it('a deleted post is gone from the public posts and Total Blogs at once, and restored as it was', async () => {
    const post = await json<Blog>(await admin.post('/api/admin/blogs', aBlog({ title: 'Seed access road opens' })));
    const before = await totals();
    const publicPost = (id: string) => fetch(`${server.url}/api/blogs/${id}`);
    const publicPosts = async () => (await json<Blog[]>(await fetch(`${server.url}/api/blogs`))).map((blog) => blog.id);

    expect((await admin.delete(`/api/admin/blogs/${post.id}`)).status).toBe(204);
    expect((await publicPost(post.id)).status).toBe(404);
    expect(await publicPosts()).not.toContain(post.id);
    expect((await totals()).blogs).toBe(before.blogs - 1);
    expect((await binItems()).find((item) => item.id === post.id)).toMatchObject({ kind: 'blog', title: 'Seed access road opens', daysLeft: 30 });

    expect(await json<{ item: Blog }>(await admin.post(`/api/admin/bin/blog/${post.id}/restore`))).toEqual({ kind: 'blog', id: post.id, item: post });
    expect(await json<Blog>(await publicPost(post.id))).toEqual(post);
    expect(await publicPosts()).toContain(post.id);
    expect(await totals()).toEqual(before);
    expect(await binItems()).toEqual([]);
  });

  it('a deleted region is gone from the public regions at once; restored unless another region took its name meanwhile', async () => {
    const region = await server.store.regions.create(aRegion({ region: 'Nelapadu' }));
    const publicRegions = async () => (await json<{ id: string }[]>(await fetch(`${server.url}/api/regions`))).map((item) => item.id);
    expect((await admin.delete(`/api/admin/regions/${region.id}`)).status).toBe(204);
    expect(await publicRegions()).not.toContain(region.id);
    expect((await binItems()).find((item) => item.id === region.id)).toMatchObject({ kind: 'region', title: 'Nelapadu' });

    const twin = await server.store.regions.create(aRegion({ region: 'nelapadu' }));
    const error = await expectApiError(await admin.post(`/api/admin/bin/region/${region.id}/restore`), 409, 'conflict');
    expect(error.message).toBe(MESSAGES.binRegionNameTaken({ name: 'Nelapadu' }));
    expect(await publicRegions()).not.toContain(region.id);
    expect(await server.store.regions.get(twin.id)).toEqual(twin);

    await admin.delete(`/api/admin/regions/${twin.id}`);
    expect(await json<{ item: { id: string; region: string } }>(await admin.post(`/api/admin/bin/region/${region.id}/restore`))).toEqual({ kind: 'region', id: region.id, item: region });
    expect(await publicRegions()).toContain(region.id);
    await admin.delete(`/api/admin/bin/region/${twin.id}`);
    expect(await binItems()).toEqual([]);
  });

  it('a deleted lead leaves the board and the counters at once, and comes back with its history, mailed once only', async () => {
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', message: 'Call me' }),
    });
    expect(sent.status).toBe(201);
    const [lead] = await server.store.leads.list({ limit: 1 });
    await server.leadNotices.idle();
    const mailsBefore = (await readdir(server.outboxDir).catch(() => [] as string[])).length;
    await admin.post(`/api/admin/leads/${lead!.id}/notes`, { text: 'Wants a corner plot' });
    const before = await totals();

    expect((await admin.delete(`/api/admin/leads/${lead!.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/leads/${lead!.id}`)).status).toBe(404);
    expect((await totals()).leads).toBe(before.leads - 1);
    expect((await binItems()).find((item) => item.id === lead!.id)).toMatchObject({ kind: 'lead', title: 'Ravi Kumar' });

    expect((await admin.post(`/api/admin/bin/lead/${lead!.id}/restore`)).status).toBe(200);
    const back = await json<{ lead: { id: string }; history: { kind: string; text: string }[] }>(await admin.get(`/api/admin/leads/${lead!.id}`));
    expect(back.history.some((entry) => entry.kind === 'note' && entry.text === 'Wants a corner plot')).toBe(true);
    expect(await totals()).toEqual(before);
    await server.leadNotices.idle();
    expect((await readdir(server.outboxDir).catch(() => [] as string[])).length).toBe(mailsBefore);
    expect(await binItems()).toEqual([]);
  });

  it('refuses with 409 naming the number when another plot took it meanwhile, and overwrites nothing', async () => {
    const { venture, plot } = await aPlotInAVenture('12');
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    const taker = await json<Plot>(await admin.post('/api/admin/plots', aPlot({ title: 'The new 12', ventureId: venture.id, plotNumber: '12' })));

    const error = await expectApiError(await admin.post(`/api/admin/bin/plot/${plot.id}/restore`), 409, 'conflict');
    expect(error.message).toBe(MESSAGES.binPlotNumberTaken({ number: '12', venture: 'Venture 12' }));
    expect((await publicPlot(plot.id)).status).toBe(404);
    expect(await server.store.plots.get(taker.id)).toEqual(taker);
    expect((await binItems()).map((item) => item.id)).toEqual([plot.id]);

    // The other plot gets another number: now it comes back with its own.
    await admin.put(`/api/admin/plots/${taker.id}`, { ...aPlot({ title: 'The new 12', ventureId: venture.id, plotNumber: '12A' }) });
    expect(await json<{ item: Plot }>(await admin.post(`/api/admin/bin/plot/${plot.id}/restore`))).toMatchObject({ item: { id: plot.id, plotNumber: '12' } });
  });

  it('brings a plot back on its own when its venture was deleted meanwhile', async () => {
    const { venture, plot } = await aPlotInAVenture('3');
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/ventures/${venture.id}`)).status).toBe(200);
    const restored = await json<{ item: Plot }>(await admin.post(`/api/admin/bin/plot/${plot.id}/restore`));
    expect(restored.item).toMatchObject({ id: plot.id, ventureId: '', plotNumber: '', ventureName: '' });
    // The venture waits in the bin; emptied for good here, as the tests after count the bin.
    expect((await admin.delete(`/api/admin/bin/venture/${venture.id}`)).status).toBe(204);
  });

  it('a deleted venture leaves the public at once, its plots unlinked; it comes back with its layout, photos and the plots still free', async () => {
    const { venture, plot } = await aPlotInAVenture('41');
    const ventureFiles = await Promise.all([1, 2].map(async () => server.images.put(await pngOfSize(160, 100))));
    await server.store.ventures.update(venture.id, { ...aVenture({ name: venture.name }), images: [{ url: ventureFiles[0]!.url, publicId: ventureFiles[0]!.publicId, alt: '' }] });
    await server.store.ventures.setLayoutImage(venture.id, { url: ventureFiles[1]!.url, publicId: ventureFiles[1]!.publicId, width: 160, height: 100 });
    const before = await availability(venture.id);
    const publicVenture = (id: string) => fetch(`${server.url}/api/ventures/${id}`);
    expect((await publicVenture(venture.id)).status).toBe(200);

    expect(await json(await admin.delete(`/api/admin/ventures/${venture.id}`))).toEqual({ unlinkedPlots: 1 });
    expect((await publicVenture(venture.id)).status).toBe(404);
    expect(await json<Plot>(await publicPlot(plot.id))).toMatchObject({ ventureId: '', plotNumber: '' });
    expect((await binItems()).find((item) => item.id === venture.id)).toMatchObject({ kind: 'venture', title: venture.name, daysLeft: 30 });
    for (const photo of ventureFiles) expect((await files()).filter((name) => name.startsWith(photo.publicId))).not.toEqual([]);

    const response = await admin.post(`/api/admin/bin/venture/${venture.id}/restore`);
    expect(response.status).toBe(200);
    expect(await json<{ kind: string; item: { id: string; name: string } }>(response)).toMatchObject({ kind: 'venture', item: { id: venture.id, name: venture.name } });
    expect((await publicVenture(venture.id)).status).toBe(200);
    expect(await json<Plot>(await publicPlot(plot.id))).toMatchObject({ ventureId: venture.id, plotNumber: '41' });
    expect((await server.store.ventures.layout(venture.id))?.shapes[0]?.plotId).toBe(plot.id);
    expect(await availability(venture.id)).toEqual(before);
    expect(await binItems()).toEqual([]);

    // Deleted again and emptied from the bin: its photos and plan go; its plot's stay.
    await admin.delete(`/api/admin/ventures/${venture.id}`);
    expect((await admin.delete(`/api/admin/bin/venture/${venture.id}`)).status).toBe(204);
    for (const photo of ventureFiles) expect((await files()).filter((name) => name.startsWith(photo.publicId))).toEqual([]);
    for (const photo of plot.images) expect((await files()).filter((name) => name.startsWith(photo.publicId))).not.toEqual([]);
    expect((await publicPlot(plot.id)).status).toBe(200);
  });

  it('empties one item for good with its photos, and answers 404 the second time and for a restore after', async () => {
    const { plot, photos } = await aPlotInAVenture('21');
    expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/bin/plot/${plot.id}`)).status).toBe(204);
    for (const photo of photos) expect((await files()).filter((name) => name.startsWith(photo.publicId))).toEqual([]);
    expect(await binItems()).toEqual([]);
    const again = await expectApiError(await admin.delete(`/api/admin/bin/plot/${plot.id}`), 404, 'not_found');
    expect(again.message).toBe(MESSAGES.binItemNotFound);
    await expectApiError(await admin.post(`/api/admin/bin/plot/${plot.id}/restore`), 404, 'not_found');
  });

  it('"Empty bin" deletes every item for good and says how many', async () => {
    const made = await Promise.all(['31', '32'].map((number) => aPlotInAVenture(number)));
    for (const { plot } of made) expect((await admin.delete(`/api/admin/plots/${plot.id}`)).status).toBe(204);
    expect(await json<{ removed: number }>(await admin.delete('/api/admin/bin'))).toEqual({ removed: 2 });
    expect(await binItems()).toEqual([]);
    for (const { photos } of made) for (const photo of photos) expect((await files()).filter((name) => name.startsWith(photo.publicId))).toEqual([]);
    expect(await json<{ removed: number }>(await admin.delete('/api/admin/bin'))).toEqual({ removed: 0 });
  });

  it('answers 404 for a kind the bin does not hold, an id no store makes and an item not in the bin', async () => {
    for (const path of ['/api/admin/bin/spaceship/abc123/restore', '/api/admin/bin/plot/no-such-plot/restore', '/api/admin/bin/plot/..%2F..%2Fetc/restore']) {
      const error = await expectApiError(await admin.post(path), 404, 'not_found');
      expect(error.message).toBe(MESSAGES.binItemNotFound);
    }
    await expectApiError(await admin.delete('/api/admin/bin/spaceship/abc123'), 404, 'not_found');
    await expectApiError(await admin.delete('/api/admin/bin/plot/no-such-plot'), 404, 'not_found');
  });
});
