import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { COLLECTIONS, STATS_DOC_ID } from '../adapters/store/firestore/collections';
import { createFirestoreStore } from '../adapters/store/firestore/firestore-store';
import { countsFrom } from '../adapters/store/venture-counts';
import { addDays, siteDay } from '../core/dates';
import { emptyStatusCounts } from '../core/plot-status';
import type { Lead } from '../core/schemas/lead';
import type { StatusCounts } from '../core/schemas/venture';
import type { EventDeps } from '../events/event-deps';
import type { Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { aBlog, aPlot, aVenture } from '../testing/builders';
import { startFirestoreEmulator, type FirestoreEmulator } from '../local-run/firestore-emulator';
import { binPurgedTrigger } from './bin-purged';
import { blogCreatedTrigger } from './blog-created';
import { blogDeletedTrigger } from './blog-deleted';
import { MAX_EVENT_AGE_MS, REGION, type TriggerContext } from './function-options';
import { leadCreatedTrigger } from './lead-created';
import { leadDeletedTrigger } from './lead-deleted';
import { leadUpdatedTrigger } from './lead-updated';
import { plotCreatedTrigger } from './plot-created';
import { plotDeletedTrigger } from './plot-deleted';
import { plotUpdatedTrigger } from './plot-updated';

/**
 * The Firestore triggers as Cloud Functions runs them: firebase-functions-test (offline) builds
 * the CloudEvent with an explicit id around a snapshot in Firestore's storage form (Timestamps),
 * read from the Firestore store on the in-process emulator, which is also where the counters are
 * written. Results are read back from the raw documents, not through the store's stats API.
 */

const fft = functionsTest();

interface LogLine {
  level: 'info' | 'warn' | 'error';
  event: string;
  data?: Record<string, unknown>;
}

let emulator: FirestoreEmulator;
let firestore: Firestore;
let store: Store;
let dir: string;
let diskImages: Images;
let failImageDeletes: boolean;
let logged: LogLine[];
let deps: EventDeps;
let context: TriggerContext<EventDeps>;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
});
afterAll(async () => {
  await emulator.stop();
  fft.cleanup();
});

beforeEach(async () => {
  // A fresh project (an empty database) and a fresh image folder for every test.
  firestore = emulator.newFirestore();
  store = await createFirestoreStore({ firestore });
  dir = await mkdtemp(join(tmpdir(), 'triggers-'));
  diskImages = createLocalDiskImages({ dir: join(dir, 'images'), publicBaseUrl: '/images' });
  failImageDeletes = false;
  logged = [];
  const log: Logger = {
    info: (event, data) => logged.push({ level: 'info', event, ...(data ? { data } : {}) }),
    warn: (event, data) => logged.push({ level: 'warn', event, ...(data ? { data } : {}) }),
    error: (event, data) => logged.push({ level: 'error', event, ...(data ? { data } : {}) }),
  };
  const images: Images = {
    ...diskImages,
    delete: async (publicId) => {
      if (failImageDeletes) throw new Error('image host unreachable');
      return diskImages.delete(publicId);
    },
  };
  deps = { store, images, log };
  context = { getDeps: async () => deps };
  return async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  };
});

/** The counters document as stored (absent → all zero). */
async function counters() {
  const data = (await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).get()).data() ?? {};
  return { leads: data.leads ?? 0, newLeads: data.newLeads ?? 0, blogs: data.blogs ?? 0, plots: data.plots ?? 0 };
}

async function processedEventCount(): Promise<number> {
  return (await firestore.collection(COLLECTIONS.processedEvents).count().get()).data().count;
}

/** The stored document (Timestamps and all) as a trigger receives it: a snapshot made by firebase-functions-test. */
async function snapshotOf(collection: string, id: string) {
  const stored = await firestore.collection(collection).doc(id).get();
  const data: DocumentData | undefined = stored.data();
  if (!data) throw new Error(`${collection}/${id} does not exist`);
  return fft.firestore.makeDocumentSnapshot(data, `${collection}/${id}`);
}

async function aLead(status?: string): Promise<Lead> {
  const lead = await store.leads.create({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', source: 'contact' });
  return status ? (await store.leads.update(lead.id, { status }, []))! : lead;
}

async function anImage(): Promise<{ publicId: string; url: string }> {
  return diskImages.put(await pngOfSize(64, 48));
}

describe('lead triggers', () => {
  it('onLeadCreated counts a new lead once, however often the event is delivered', async () => {
    const lead = await aLead();
    const onLeadCreated = fft.wrap(leadCreatedTrigger(context));
    const event = { id: 'lead-created-1', data: await snapshotOf(COLLECTIONS.leads, lead.id) };

    await onLeadCreated(event);
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });

    await onLeadCreated(event);
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
    expect(logged.filter((line) => line.event === 'event_already_applied')).toHaveLength(1);

    // Another delivery id is another change: counted.
    await onLeadCreated({ ...event, id: 'lead-created-2' });
    expect(await counters()).toEqual({ leads: 2, newLeads: 2, blogs: 0, plots: 0 });
  });

  it('onLeadUpdated moves New Leads once when the status changes, and counts nothing else', async () => {
    const lead = await aLead();
    const before = await snapshotOf(COLLECTIONS.leads, lead.id);
    await store.leads.update(lead.id, { status: 'in_progress' }, []);
    const after = await snapshotOf(COLLECTIONS.leads, lead.id);
    await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).set({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
    const onLeadUpdated = fft.wrap(leadUpdatedTrigger(context));

    const moved = { id: 'lead-moved-1', data: fft.makeChange(before, after) };
    await onLeadUpdated(moved);
    await onLeadUpdated(moved);
    expect(await counters()).toEqual({ leads: 1, newLeads: 0, blogs: 0, plots: 0 });
    expect(await processedEventCount()).toBe(1);
  });

  it('onLeadUpdated ignores an update that keeps the status (no handler runs, nothing is recorded)', async () => {
    const lead = await aLead();
    const before = await snapshotOf(COLLECTIONS.leads, lead.id);
    await firestore.collection(COLLECTIONS.leads).doc(lead.id).update({ phone: '9000000001' });
    const after = await snapshotOf(COLLECTIONS.leads, lead.id);
    await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).set({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });

    await fft.wrap(leadUpdatedTrigger(context))({ id: 'lead-edited', data: fft.makeChange(before, after) });
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
    expect(await processedEventCount()).toBe(0);
  });

  it.each([
    ['new', { leads: 1, newLeads: 0 }],
    ['in_progress', { leads: 1, newLeads: 1 }],
  ])('onLeadDeleted of a %s lead counts once', async (status, expected) => {
    const lead = await aLead(status);
    const deleted = await snapshotOf(COLLECTIONS.leads, lead.id);
    await store.leads.delete(lead.id);
    await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).set({ leads: 2, newLeads: 1, blogs: 0, plots: 0 });
    const onLeadDeleted = fft.wrap(leadDeletedTrigger(context));

    const event = { id: `lead-deleted-${status}`, data: deleted };
    await onLeadDeleted(event);
    await onLeadDeleted(event);
    expect(await counters()).toEqual({ ...expected, blogs: 0, plots: 0 });
  });
});

describe('lead triggers and the plots\' enquiries', () => {
  it('count a plot enquiry for its plots once per event id, and take it back once when the lead is deleted', async () => {
    const lead = await store.leads.create({ name: 'Lakshmi', phone: '9876543210', email: '', source: 'plot-enquiry', details: { plotId: 'p1', plotIds: ['p1', 'p2'] } });
    const day = siteDay(new Date(lead.createdAt));
    const enquiries = async () => Object.values(await store.interest.totals(['p1', 'p2'], day)).map((one) => one.enquiries30);
    const created = { id: 'enquiry-created', data: await snapshotOf(COLLECTIONS.leads, lead.id) };
    const onLeadCreated = fft.wrap(leadCreatedTrigger(context));
    await onLeadCreated(created);
    await onLeadCreated(created);
    expect(await enquiries()).toEqual([1, 1]);

    const deleted = await snapshotOf(COLLECTIONS.leads, lead.id);
    await store.leads.delete(lead.id);
    const onLeadDeleted = fft.wrap(leadDeletedTrigger(context));
    await onLeadDeleted({ id: 'enquiry-deleted', data: deleted });
    await onLeadDeleted({ id: 'enquiry-deleted', data: deleted });
    expect(await enquiries()).toEqual([0, 0]);
  });
});

describe('plot triggers', () => {
  it('onPlotCreated counts a plot once per event id', async () => {
    const plot = await store.plots.create(aPlot());
    const onPlotCreated = fft.wrap(plotCreatedTrigger(context));
    const event = { id: 'plot-created-1', data: await snapshotOf(COLLECTIONS.plots, plot.id) };
    await onPlotCreated(event);
    await onPlotCreated(event);
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 1 });
  });

  it('onPlotDeleted (a plot moved to the bin) counts once and keeps its image for the bin', async () => {
    const image = await anImage();
    const plot = await store.plots.create(aPlot({ imagePublicId: image.publicId, imageUrl: image.url }));
    const deleted = await snapshotOf(COLLECTIONS.plots, plot.id);
    await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
    await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).set({ leads: 0, newLeads: 0, blogs: 0, plots: 1 });
    const onPlotDeleted = fft.wrap(plotDeletedTrigger(context));

    const event = { id: 'plot-deleted-1', data: deleted };
    await onPlotDeleted(event);
    await onPlotDeleted(event);
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
    expect(await diskImages.list()).toEqual([image.publicId]);
  });

  it('onBinPurged deletes the images of a plot that left the bin for good, once however often it is delivered; keeps those something still shows', async () => {
    const image = await anImage();
    const shared = await anImage();
    await store.plots.create(aPlot({ title: 'Another plot', imagePublicId: shared.publicId, imageUrl: shared.url }));
    const plot = await store.plots.create(aPlot({ images: [{ ...image, alt: '' }, { ...shared, alt: '' }] }));
    await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
    const purged = await snapshotOf(COLLECTIONS.bin, `plot_${plot.id}`);
    await store.bin.remove('plot', plot.id);
    const onBinPurged = fft.wrap(binPurgedTrigger(context));

    const event = { id: 'bin-purged-1', data: purged };
    await onBinPurged(event);
    await onBinPurged(event);
    expect(await diskImages.list()).toEqual([shared.publicId]);
    // The second delivery finds the image gone (a delete of a missing image is done): no harm, no warning.
    expect(new Set(logged.filter((line) => line.event === 'plot_image_deleted').map((line) => line.data?.publicId))).toEqual(new Set([image.publicId]));
    expect(logged.filter((line) => line.level !== 'info')).toEqual([]);
  });

  it('onBinPurged after a restore keeps the images of the plot that is back; a failed delete is logged and left for the cleanup job', async () => {
    const image = await anImage();
    const plot = await store.plots.create(aPlot({ imagePublicId: image.publicId, imageUrl: image.url }));
    await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
    const entry = await snapshotOf(COLLECTIONS.bin, `plot_${plot.id}`);
    await store.bin.restorePlot(plot.id, { withoutVenture: false });
    await fft.wrap(binPurgedTrigger(context))({ id: 'bin-restored', data: entry });
    expect(await diskImages.list()).toEqual([image.publicId]);

    await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
    const again = await snapshotOf(COLLECTIONS.bin, `plot_${plot.id}`);
    await store.bin.remove('plot', plot.id);
    failImageDeletes = true;
    await expect(fft.wrap(binPurgedTrigger(context))({ id: 'bin-purged-2', data: again })).resolves.toBeUndefined();
    expect(logged.find((line) => line.event === 'plot_image_delete_failed')?.data).toMatchObject({ publicId: image.publicId, plotId: plot.id, reason: 'plot_purged' });
    expect(await diskImages.list()).toEqual([image.publicId]);
  });

  it('onPlotUpdated deletes a replaced image and ignores edits that keep it', async () => {
    const first = await anImage();
    const second = await anImage();
    const plot = await store.plots.create(aPlot({ imagePublicId: first.publicId, imageUrl: first.url }));
    const original = await snapshotOf(COLLECTIONS.plots, plot.id);
    await store.plots.update(plot.id, { title: 'Renamed plot' });
    const renamed = await snapshotOf(COLLECTIONS.plots, plot.id);
    await store.plots.update(plot.id, { imagePublicId: second.publicId, imageUrl: second.url });
    const replaced = await snapshotOf(COLLECTIONS.plots, plot.id);
    const onPlotUpdated = fft.wrap(plotUpdatedTrigger(context));

    await onPlotUpdated({ id: 'plot-renamed', data: fft.makeChange(original, renamed) });
    expect((await diskImages.list()).sort()).toEqual([first.publicId, second.publicId].sort());

    await onPlotUpdated({ id: 'plot-image-replaced', data: fft.makeChange(renamed, replaced) });
    await onPlotUpdated({ id: 'plot-image-replaced', data: fft.makeChange(renamed, replaced) });
    expect(await diskImages.list()).toEqual([second.publicId]);
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
  });
});

describe('plot triggers enqueue the alerts', () => {
  it('onPlotCreated and onPlotUpdated enqueue a new plot for matching saved searches and a price drop for its followers, once however often delivered', async () => {
    const { subscriber } = await store.subscribers.add('priya@example.com', 'te');
    await store.subscribers.confirm(subscriber.id);
    const search = await store.alerts.add(subscriber.id, { kind: 'search', target: { location: 'thullur' } }, 'instant');
    await store.alerts.add(subscriber.id, { kind: 'search', target: { location: 'mandadam' } }, 'instant');
    const plot = await store.plots.create(aPlot({ location: 'Thullur' }));
    const drop = await store.alerts.add(subscriber.id, { kind: 'priceDrop', target: { plotId: plot.id } }, 'daily');
    const created = await snapshotOf(COLLECTIONS.plots, plot.id);
    const onPlotCreated = fft.wrap(plotCreatedTrigger(context));
    await onPlotCreated({ id: 'alert-plot-created', data: created });
    await onPlotCreated({ id: 'alert-plot-created', data: created });

    await store.plots.update(plot.id, { pricePerSqYard: 40_000, price: 8_000_000 });
    const cheaper = await snapshotOf(COLLECTIONS.plots, plot.id);
    const onPlotUpdated = fft.wrap(plotUpdatedTrigger(context));
    await onPlotUpdated({ id: 'alert-plot-cheaper', data: fft.makeChange(created, cheaper) });
    await onPlotUpdated({ id: 'alert-plot-cheaper-again', data: fft.makeChange(created, cheaper) });

    const items = await store.alertOutbox.list();
    expect(items.map((item) => [item.dedupeKey, item.kind, item.daily]).sort()).toEqual(
      [
        [`drop:${plot.id}:8000000:${drop.alert!.id}`, 'priceDrop', true],
        [`listed:${plot.id}:${search.alert!.id}`, 'newPlot', false],
      ].sort(),
    );
  });
});

describe("plot triggers keep each venture's counts by status", () => {
  /** ventureCounts/{id} as stored (absent → all zero), by status. */
  async function ventureCounts(ventureId: string): Promise<StatusCounts> {
    const data = (await firestore.collection(COLLECTIONS.ventureCounts).doc(ventureId).get()).data() ?? {};
    return countsFrom((field) => (typeof data[field] === 'number' ? data[field] : 0));
  }
  const counts = (some: Partial<StatusCounts>): StatusCounts => ({ ...emptyStatusCounts(), ...some });

  it('onPlotCreated counts a plot of a venture in its status once per event id, and a plot of none in no venture', async () => {
    const venture = await store.ventures.create(aVenture());
    const reserved = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1', status: 'reserved', reservedUntil: addDays(siteDay(new Date()), 3) }));
    const loose = await store.plots.create(aPlot({ title: 'A plot of no venture' }));
    const onPlotCreated = fft.wrap(plotCreatedTrigger(context));

    const event = { id: 'venture-plot-created-1', data: await snapshotOf(COLLECTIONS.plots, reserved.id) };
    await onPlotCreated(event);
    await onPlotCreated(event);
    await onPlotCreated({ id: 'loose-plot-created', data: await snapshotOf(COLLECTIONS.plots, loose.id) });
    expect(await ventureCounts(venture.id)).toEqual(counts({ reserved: 1 }));
    expect((await firestore.collection(COLLECTIONS.ventureCounts).get()).size).toBe(1);
    // The dashboard counted both plots, each once, beside the venture's count of the same event.
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 2 });
  });

  it('onPlotUpdated moves a plot between statuses and between ventures once per event id; an edit that keeps both records nothing', async () => {
    const [east, west] = [await store.ventures.create(aVenture({ name: 'East Meadows' })), await store.ventures.create(aVenture({ name: 'West Meadows' }))];
    const plot = await store.plots.create(aPlot({ ventureId: east.id, plotNumber: '7' }));
    const onPlotUpdated = fft.wrap(plotUpdatedTrigger(context));
    await fft.wrap(plotCreatedTrigger(context))({ id: 'moving-plot-created', data: await snapshotOf(COLLECTIONS.plots, plot.id) });
    expect(await ventureCounts(east.id)).toEqual(counts({ available: 1 }));

    // Sold from the editor's bulk change (one batch for all its plots; a trigger per plot).
    const available = await snapshotOf(COLLECTIONS.plots, plot.id);
    await store.plots.setStatuses([plot.id], { status: 'sold', reservedUntil: '' }, null);
    const sold = await snapshotOf(COLLECTIONS.plots, plot.id);
    await onPlotUpdated({ id: 'plot-sold', data: fft.makeChange(available, sold) });
    await onPlotUpdated({ id: 'plot-sold', data: fft.makeChange(available, sold) });
    expect(await ventureCounts(east.id)).toEqual(counts({ sold: 1 }));

    const processed = await processedEventCount();
    await store.plots.update(plot.id, { title: 'Renamed, still sold' });
    const renamed = await snapshotOf(COLLECTIONS.plots, plot.id);
    await onPlotUpdated({ id: 'plot-renamed-in-venture', data: fft.makeChange(sold, renamed) });
    expect(await processedEventCount()).toBe(processed);

    // To another venture, and available again, in one edit.
    await store.plots.update(plot.id, { ventureId: west.id, plotNumber: '7', status: 'available' });
    const moved = await snapshotOf(COLLECTIONS.plots, plot.id);
    await onPlotUpdated({ id: 'plot-moved', data: fft.makeChange(renamed, moved) });
    await onPlotUpdated({ id: 'plot-moved', data: fft.makeChange(renamed, moved) });
    expect(await ventureCounts(east.id)).toEqual(counts({}));
    expect(await ventureCounts(west.id)).toEqual(counts({ available: 1 }));
  });

  it("onPlotDeleted takes the plot out of its venture's count once; a venture's deletion takes out each plot it unlinks", async () => {
    const venture = await store.ventures.create(aVenture());
    const [gone, kept] = [await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1' })), await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '2', status: 'booked' }))];
    const onPlotCreated = fft.wrap(plotCreatedTrigger(context));
    await onPlotCreated({ id: 'gone-created', data: await snapshotOf(COLLECTIONS.plots, gone.id) });
    await onPlotCreated({ id: 'kept-created', data: await snapshotOf(COLLECTIONS.plots, kept.id) });
    expect(await ventureCounts(venture.id)).toEqual(counts({ available: 1, booked: 1 }));

    const deleted = await snapshotOf(COLLECTIONS.plots, gone.id);
    await store.plots.delete(gone.id);
    const onPlotDeleted = fft.wrap(plotDeletedTrigger(context));
    await onPlotDeleted({ id: 'venture-plot-deleted', data: deleted });
    await onPlotDeleted({ id: 'venture-plot-deleted', data: deleted });
    expect(await ventureCounts(venture.id)).toEqual(counts({ booked: 1 }));

    const linked = await snapshotOf(COLLECTIONS.plots, kept.id);
    expect(await store.ventures.delete(venture.id)).toEqual({ unlinkedPlots: 1 });
    const unlinked = await snapshotOf(COLLECTIONS.plots, kept.id);
    await fft.wrap(plotUpdatedTrigger(context))({ id: 'plot-unlinked', data: fft.makeChange(linked, unlinked) });
    expect(await ventureCounts(venture.id)).toEqual(counts({}));
  });
});

describe('blog triggers', () => {
  it('onBlogCreated and onBlogDeleted each count once per event id', async () => {
    const blog = await store.blogs.create(aBlog());
    const created = await snapshotOf(COLLECTIONS.blogs, blog.id);
    const onBlogCreated = fft.wrap(blogCreatedTrigger(context));
    const onBlogDeleted = fft.wrap(blogDeletedTrigger(context));

    await onBlogCreated({ id: 'blog-created-1', data: created });
    await onBlogCreated({ id: 'blog-created-1', data: created });
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 1, plots: 0 });

    await store.blogs.delete(blog.id);
    await onBlogDeleted({ id: 'blog-deleted-1', data: created });
    await onBlogDeleted({ id: 'blog-deleted-1', data: created });
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
  });
});

describe('delivery', () => {
  it('a racing redelivery still counts once', async () => {
    const lead = await aLead();
    const onLeadCreated = fft.wrap(leadCreatedTrigger(context));
    const event = { id: 'lead-created-racing', data: await snapshotOf(COLLECTIONS.leads, lead.id) };
    await Promise.all([onLeadCreated(event), onLeadCreated(event), onLeadCreated(event)]);
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
  });

  it('a failure rejects (so Cloud Functions retries), is logged, and the retry counts once', async () => {
    const lead = await aLead();
    const event = { id: 'lead-created-flaky', data: await snapshotOf(COLLECTIONS.leads, lead.id) };
    let failures = 1;
    const flaky: Store = {
      ...store,
      stats: {
        ...store.stats,
        apply: async (eventId, deltas) => {
          if (failures-- > 0) throw new Error('deadline exceeded');
          return store.stats.apply(eventId, deltas);
        },
      },
    };
    const onLeadCreated = fft.wrap(leadCreatedTrigger({ getDeps: async () => ({ ...deps, store: flaky }) }));

    await expect(onLeadCreated(event)).rejects.toThrow('deadline exceeded');
    expect(logged.find((line) => line.event === 'trigger_failed')?.data).toMatchObject({ trigger: 'onLeadCreated', eventId: 'lead-created-flaky' });
    await onLeadCreated(event);
    await onLeadCreated(event);
    expect(await counters()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
  });

  it('a delivery older than the retry window is acknowledged without work', async () => {
    const lead = await aLead();
    const time = new Date(Date.now() - MAX_EVENT_AGE_MS - 60_000).toISOString();
    await fft.wrap(leadCreatedTrigger(context))({ id: 'lead-created-stale', time, data: await snapshotOf(COLLECTIONS.leads, lead.id) });
    expect(await counters()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
    expect(logged.find((line) => line.event === 'trigger_event_dropped')?.data).toMatchObject({ trigger: 'onLeadCreated', eventId: 'lead-created-stale' });
  });

  it('dependencies are built on the first delivery, not when the trigger is defined', async () => {
    let built = 0;
    const trigger = leadCreatedTrigger({
      getDeps: async () => {
        built += 1;
        return deps;
      },
    });
    expect(built).toBe(0);
    const lead = await aLead();
    await fft.wrap(trigger)({ id: 'lead-created-lazy', data: await snapshotOf(COLLECTIONS.leads, lead.id) });
    expect(built).toBe(1);
  });
});

describe('trigger definitions', () => {
  const noDeps = { getDeps: () => Promise.reject(new Error('not used')) };
  it.each([
    ['onLeadCreated', leadCreatedTrigger, 'google.cloud.firestore.document.v1.created', 'contactSubmissions/{leadId}'],
    ['onLeadUpdated', leadUpdatedTrigger, 'google.cloud.firestore.document.v1.updated', 'contactSubmissions/{leadId}'],
    ['onLeadDeleted', leadDeletedTrigger, 'google.cloud.firestore.document.v1.deleted', 'contactSubmissions/{leadId}'],
    ['onPlotCreated', plotCreatedTrigger, 'google.cloud.firestore.document.v1.created', 'plots/{plotId}'],
    ['onPlotUpdated', plotUpdatedTrigger, 'google.cloud.firestore.document.v1.updated', 'plots/{plotId}'],
    ['onPlotDeleted', plotDeletedTrigger, 'google.cloud.firestore.document.v1.deleted', 'plots/{plotId}'],
    ['onBlogCreated', blogCreatedTrigger, 'google.cloud.firestore.document.v1.created', 'blogs/{blogId}'],
    ['onBlogDeleted', blogDeletedTrigger, 'google.cloud.firestore.document.v1.deleted', 'blogs/{blogId}'],
    ['onBinPurged', binPurgedTrigger, 'google.cloud.firestore.document.v1.deleted', 'bin/{entryId}'],
  ])('%s is defined in asia-south1, capped and retried', (_name, define, eventType, document) => {
    const endpoint = define(noDeps).__endpoint;
    expect(endpoint.region).toEqual([REGION]);
    expect(endpoint.maxInstances).toBe(3);
    expect(endpoint.eventTrigger).toMatchObject({ eventType, retry: true, eventFilterPathPatterns: { document }, eventFilters: { database: '(default)' } });
  });
});
