import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { siteDay } from '../core/dates';
import type { Lead } from '../core/schemas/lead';
import type { Logger } from '../ports/logger';
import type { DomainEvent, EventOf } from '../ports/events';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { aBlog, aPlot } from '../testing/builders';
import type { StoredImage } from '../ports/images';

/** A stored image as one of a plot's photos. */
function photo(image: StoredImage): { url: string; publicId: string; alt: string } {
  return { url: image.url, publicId: image.publicId, alt: '' };
}
import type { EventDeps } from './event-deps';
import { handleBinPurged } from './handle-bin-purged';
import { handleBlogCreated } from './handle-blog-created';
import { handleBlogDeleted } from './handle-blog-deleted';
import { handleLeadCreated } from './handle-lead-created';
import { handleLeadDeleted } from './handle-lead-deleted';
import { handleLeadStatusChanged } from './handle-lead-status-changed';
import { handlePlotCreated } from './handle-plot-created';
import { handlePlotDeleted } from './handle-plot-deleted';
import { handlePlotUpdated } from './handle-plot-updated';
import { createLocalEventBus, dispatchEvent } from './local-event-bus';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  event: string;
  data?: Record<string, unknown>;
}

describe('event handlers', () => {
  let dir: string;
  let store: Store;
  let realImages: Images;
  let deps: EventDeps;
  let logged: LogLine[];
  let failDeletes: boolean;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'events-'));
    store = await createSqliteStore({ file: join(dir, 'store.db') });
    realImages = createLocalDiskImages({ dir: join(dir, 'images'), publicBaseUrl: '/images' });
    failDeletes = false;
    logged = [];
    const log: Logger = {
      info: (event, data) => logged.push({ level: 'info', event, ...(data ? { data } : {}) }),
      warn: (event, data) => logged.push({ level: 'warn', event, ...(data ? { data } : {}) }),
      error: (event, data) => logged.push({ level: 'error', event, ...(data ? { data } : {}) }),
    };
    const images: Images = {
      ...realImages,
      delete: async (publicId) => {
        if (failDeletes) throw new Error('image host unreachable');
        return realImages.delete(publicId);
      },
    };
    deps = { store, images, log };
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const counters = () => store.stats.get();
  const files = async () => (await readdir(join(dir, 'images')).catch(() => [] as string[])).sort();

  async function aLead(status?: string): Promise<Lead> {
    const lead = await store.leads.create({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', source: 'contact' });
    return status ? (await store.leads.update(lead.id, { status }, []))! : lead;
  }

  it('lead created: one more lead and one more new lead', async () => {
    await handleLeadCreated(deps, { id: 'e1', type: 'lead.created', lead: await aLead() });
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
  });

  it('the same event delivered twice changes the counters once (every counting handler)', async () => {
    const lead = await aLead();
    const plot = await store.plots.create(aPlot());
    const blog = await store.blogs.create(aBlog());
    const events: DomainEvent[] = [
      { id: 'lead-created', type: 'lead.created', lead },
      { id: 'lead-moved', type: 'lead.statusChanged', before: lead, after: { ...lead, status: 'in_progress' } },
      { id: 'plot-created', type: 'plot.created', plot },
      { id: 'blog-created', type: 'blog.created', blog },
      { id: 'blog-deleted', type: 'blog.deleted', blog },
      { id: 'lead-deleted', type: 'lead.deleted', lead: { ...lead, status: 'in_progress' } },
      { id: 'plot-deleted', type: 'plot.deleted', plot },
    ];
    const expected = { leads: 0, newLeads: 0, blogs: 0, plots: 0 };
    const after: Record<string, unknown>[] = [];
    for (const event of events) {
      await dispatchEvent(deps, event);
      const once = await counters();
      await dispatchEvent(deps, event);
      expect(await counters(), `${event.type} delivered again`).toEqual(once);
      after.push(once);
    }
    expect(after).toEqual([
      { ...expected, leads: 1, newLeads: 1 },
      { ...expected, leads: 1, newLeads: 0 },
      { ...expected, leads: 1, newLeads: 0, plots: 1 },
      { ...expected, leads: 1, newLeads: 0, plots: 1, blogs: 1 },
      { ...expected, leads: 1, newLeads: 0, plots: 1, blogs: 0 },
      { ...expected, leads: 0, newLeads: 0, plots: 1, blogs: 0 },
      expected,
    ]);
    expect(logged.filter((line) => line.event === 'event_already_applied')).toHaveLength(events.length);
  });

  it('a redelivery racing with the first delivery still counts once', async () => {
    const event: DomainEvent = { id: 'racing', type: 'lead.created', lead: await aLead() };
    await Promise.all([dispatchEvent(deps, event), dispatchEvent(deps, event), dispatchEvent(deps, event)]);
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
  });

  it('a lead naming plots is an enquiry about each on its India day, once per event; deleting it takes them back', async () => {
    const lead = await store.leads.create({
      name: 'Lakshmi',
      phone: '9876543210',
      email: '',
      source: 'plot-enquiry',
      details: { plotId: 'p1', plotIds: ['p1', 'p2'], ventureId: 'v1' },
    });
    const today = siteDay(new Date(lead.createdAt));
    const enquiries = async () => {
      const totals = await store.interest.totals(['p1', 'p2', 'p3'], today);
      return [totals.p1?.enquiries30, totals.p2?.enquiries30, totals.p3?.enquiries30];
    };
    await dispatchEvent(deps, { id: 'enquiry', type: 'lead.created', lead });
    await dispatchEvent(deps, { id: 'enquiry', type: 'lead.created', lead });
    expect(await enquiries()).toEqual([1, 1, 0]);
    expect(await counters()).toMatchObject({ leads: 1 });
    // A contact-form lead names no plot: no enquiry anywhere.
    await dispatchEvent(deps, { id: 'contact', type: 'lead.created', lead: await aLead() });
    expect(await enquiries()).toEqual([1, 1, 0]);
    await dispatchEvent(deps, { id: 'enquiry-deleted', type: 'lead.deleted', lead });
    await dispatchEvent(deps, { id: 'enquiry-deleted', type: 'lead.deleted', lead });
    expect(await enquiries()).toEqual([0, 0, 0]);
  });

  it.each([
    ['new', 'in_progress', -1],
    ['in_progress', 'new', 1],
    ['new', 'resolved', -1],
    ['resolved', 'new', 1],
    ['in_progress', 'resolved', 0],
    ['archived', 'resolved', 0],
    ['archived', 'new', 1],
  ])('lead status %s → %s changes New Leads by %i', async (from, to, change) => {
    await store.stats.set({ leads: 5, newLeads: 2, blogs: 0, plots: 0 });
    const lead = await aLead(from);
    await handleLeadStatusChanged(deps, { id: `move-${from}-${to}`, type: 'lead.statusChanged', before: lead, after: { ...lead, status: to } });
    expect(await counters()).toEqual({ leads: 5, newLeads: 2 + change, blogs: 0, plots: 0 });
  });

  it.each([
    ['new', { leads: 2, newLeads: 1 }],
    ['in_progress', { leads: 2, newLeads: 2 }],
    ['resolved', { leads: 2, newLeads: 2 }],
  ])('lead deleted while %s', async (status, expected) => {
    await store.stats.set({ leads: 3, newLeads: 2, blogs: 0, plots: 0 });
    await handleLeadDeleted(deps, { id: `deleted-${status}`, type: 'lead.deleted', lead: await aLead(status) });
    expect(await counters()).toMatchObject(expected);
  });

  it('blog created and deleted move Total Blogs', async () => {
    const blog = await store.blogs.create(aBlog());
    await handleBlogCreated(deps, { id: 'b1', type: 'blog.created', blog });
    await handleBlogCreated(deps, { id: 'b2', type: 'blog.created', blog });
    await handleBlogDeleted(deps, { id: 'b3', type: 'blog.deleted', blog });
    expect((await counters()).blogs).toBe(1);
  });

  describe('plot deleted (moved to the bin)', () => {
    it('counts one property fewer and keeps its photos for the bin', async () => {
      const image = await realImages.put(await pngOfSize(200, 100));
      const plot = await store.plots.create(aPlot({ imagePublicId: image.publicId, imageUrl: image.url }));
      await handlePlotCreated(deps, { id: 'p1', type: 'plot.created', plot });
      await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
      await handlePlotDeleted(deps, { id: 'p2', type: 'plot.deleted', plot });
      await handlePlotDeleted(deps, { id: 'p2', type: 'plot.deleted', plot });
      expect((await counters()).plots).toBe(0);
      expect(await files()).toEqual([`${image.publicId}-480.webp`, `${image.publicId}-960.webp`]);
      expect(logged.filter((line) => line.event.startsWith('plot_image'))).toEqual([]);
    });
  });

  describe('bin purged (an item leaves the bin for good)', () => {
    /** A plot with these photos, moved to the bin and then out of it for good: the purge's event. */
    async function purged(images: { url: string; publicId: string; alt: string }[]): Promise<EventOf<'bin.purged'>> {
      const plot = await store.plots.create(aPlot({ images }));
      await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
      const entry = await store.bin.remove('plot', plot.id);
      return { id: `purge-${plot.id}`, type: 'bin.purged', entry: entry! };
    }

    it('deletes every photo of the plot, and a second delivery does no harm', async () => {
      const images = await Promise.all([1, 2, 3].map(async () => photo(await realImages.put(await pngOfSize(100, 100)))));
      const event = await purged(images);
      await dispatchEvent(deps, event);
      expect(await files()).toEqual([]);
      expect(logged.filter((line) => line.event === 'plot_image_deleted').map((line) => line.data?.publicId).sort()).toEqual(images.map((image) => image.publicId).sort());
      await dispatchEvent(deps, event);
      expect(await files()).toEqual([]);
      expect(logged.filter((line) => line.level !== 'info')).toEqual([]);
    });

    it('when an image delete fails: logs plot_image_delete_failed, never throws, and the redelivery deletes it', async () => {
      const image = photo(await realImages.put(await pngOfSize(100, 100)));
      const event = await purged([image]);
      failDeletes = true;
      await expect(handleBinPurged(deps, event)).resolves.toBeUndefined();
      expect(await files()).toHaveLength(2); // left for the cleanup job, or the redelivery
      expect(logged).toContainEqual({
        level: 'warn',
        event: 'plot_image_delete_failed',
        data: expect.objectContaining({ plotId: event.entry.id, publicId: image.publicId, reason: 'plot_purged', error: 'image host unreachable' }),
      });
      failDeletes = false;
      await handleBinPurged(deps, event);
      expect(await files()).toEqual([]);
    });

    it('keeps an image a plot or another binned plot still shows, and the images of a plot restored meanwhile', async () => {
      const [shown, binned, restored] = await Promise.all([1, 2, 3].map(async () => photo(await realImages.put(await pngOfSize(100, 100)))));
      await store.plots.create(aPlot({ images: [shown!] }));
      const other = await store.plots.create(aPlot({ images: [binned!] }));
      await store.bin.binPlot(other.id, null, { layoutShapeIds: [] });
      const before = await files();
      expect(before).toHaveLength(6);
      await handleBinPurged(deps, await purged([shown!, binned!]));
      expect(await files()).toEqual(before);

      // On Firebase a restore removes the bin's document too, and its trigger runs.
      const back = await store.plots.create(aPlot({ images: [restored!] }));
      await store.bin.binPlot(back.id, null, { layoutShapeIds: [] });
      const entry = (await store.bin.get('plot', back.id))!;
      await store.bin.restorePlot(back.id, { withoutVenture: false });
      await handleBinPurged(deps, { id: 'restored', type: 'bin.purged', entry });
      expect(await files()).toEqual(before);
      expect(logged.filter((line) => line.event === 'plot_image_deleted')).toEqual([]);
    });
  });

  describe('plot updated', () => {
    it('deletes the previous image when it was replaced or removed, and nothing else', async () => {
      const first = await realImages.put(await pngOfSize(100, 100));
      const second = await realImages.put(await pngOfSize(100, 100));
      const before = await store.plots.create(aPlot({ imagePublicId: first.publicId, imageUrl: first.url }));
      const after = (await store.plots.update(before.id, { imagePublicId: second.publicId, imageUrl: second.url }))!;
      await handlePlotUpdated(deps, { id: 'u1', type: 'plot.updated', before, after });
      expect(await files()).toEqual([`${second.publicId}-480.webp`, `${second.publicId}-960.webp`]);

      // Same image (a status change): nothing is deleted.
      const sold = (await store.plots.update(before.id, { status: 'sold' }))!;
      await handlePlotUpdated(deps, { id: 'u2', type: 'plot.updated', before: after, after: sold });
      expect(await files()).toHaveLength(2);

      // Image removed from the plot.
      const bare = (await store.plots.update(before.id, { imagePublicId: '', imageUrl: '' }))!;
      await handlePlotUpdated(deps, { id: 'u3', type: 'plot.updated', before: sold, after: bare });
      expect(await files()).toEqual([]);
      expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
    });

    it('deletes every photo an edit dropped from the gallery, keeping the rest and any another plot shows', async () => {
      const [a, b, c, shared] = await Promise.all([1, 2, 3, 4].map(async () => photo(await realImages.put(await pngOfSize(100, 100)))));
      await store.plots.create(aPlot({ images: [shared!] }));
      const before = await store.plots.create(aPlot({ images: [a!, b!, c!, shared!] }));
      const after = (await store.plots.update(before.id, { images: [c!, a!] }))!;
      await handlePlotUpdated(deps, { id: 'g1', type: 'plot.updated', before, after });
      expect(await files()).toEqual([a!, c!, shared!].flatMap((image) => [`${image.publicId}-480.webp`, `${image.publicId}-960.webp`]).sort());
      expect(logged.filter((line) => line.event === 'plot_image_deleted').map((line) => line.data?.publicId)).toEqual([b!.publicId]);
    });
  });

  describe('the local bus', () => {
    it('gives every publish its own id and runs the handler before resolving', async () => {
      let n = 0;
      const bus = createLocalEventBus(deps, { newEventId: () => `local-${(n += 1)}` });
      const lead = await aLead();
      await bus.publish({ type: 'lead.created', lead });
      await bus.publish({ type: 'lead.created', lead });
      // Two publishes are two changes (two leads), unlike one event delivered twice.
      expect(await counters()).toMatchObject({ leads: 2, newLeads: 2 });
      expect(n).toBe(2);
    });

    it('kicks the alert sender after a plot event, once its handler has run (what it enqueued is there), and after no other', async () => {
      const seenAtKick: Promise<unknown>[] = [];
      const bus = createLocalEventBus({ ...deps, alertSender: { kick: () => void seenAtKick.push(store.stats.get()) } });
      await bus.publish({ type: 'lead.created', lead: await aLead() });
      expect(seenAtKick).toHaveLength(0);
      const plot = await store.plots.create(aPlot());
      await bus.publish({ type: 'plot.created', plot });
      await bus.publish({ type: 'plot.updated', before: plot, after: plot });
      expect(seenAtKick).toHaveLength(2);
      expect(await seenAtKick[0]).toMatchObject({ plots: 1 });
    });

    it('logs a failing handler as event_handler_failed and never rejects', async () => {
      const broken: EventDeps = {
        ...deps,
        store: { ...store, stats: { ...store.stats, apply: async () => Promise.reject(new Error('disk full')) } },
      };
      const bus = createLocalEventBus(broken);
      await expect(bus.publish({ type: 'blog.created', blog: await store.blogs.create(aBlog()) })).resolves.toBeUndefined();
      expect(logged).toContainEqual({
        level: 'error',
        event: 'event_handler_failed',
        data: { eventId: expect.any(String), type: 'blog.created', error: 'disk full' },
      });
    });
  });
});
