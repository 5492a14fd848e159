import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_SORTS } from '../../../core/constants';
import { LAYOUT_POINTS_MAX, LAYOUT_SHAPES_MAX } from '../../../core/venture-constants';
import type { Blog } from '../../../core/schemas/blog';
import { ALERT_KINDS } from '../../../core/schemas/alerts';
import type { Lead } from '../../../core/schemas/lead';
import type { LayoutShape } from '../../../core/schemas/venture';
import { plotSearchQuerySchema, type PlotSearchQueryInput } from '../../../core/schemas/plot-search';
import type { Store } from '../../../ports/store';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../../local-run/firestore-emulator';
import { aBlog, aPlotShape, aRegion, aVenture, someSettings } from '../../../testing/builders';
import { aPlot, describeStoreContract } from '../store.contract';
import { COLLECTIONS, PLOT_NUMBERS_SUBCOLLECTION, PLOT_STATUS_HISTORY_SUBCOLLECTION, VENTURE_LAYOUT_SUBCOLLECTION } from './collections';
import {
  blogConverter,
  blogFromSnapshot,
  leadConverter,
  leadFromSnapshot,
  plotConverter,
  plotFromSnapshot,
  ventureFromSnapshot,
} from './converters';
import { createFirestoreStore } from './firestore-store';
import type { QueryShape } from './queries';
import { firestoreDocumentSize } from '../../../testing/firestore-document-size';
import { compareIndexes, neededIndexes, queriedFields, type CompositeIndex } from '../../../testing/firestore-query-indexes';
import { NAMED_PLOT_IDS_DONE_KEY } from './lead-repository';
import { PRUNE_BATCH_SIZE } from './queries';

const here = dirname(fileURLToPath(import.meta.url));
const indexesFile = join(here, '..', '..', '..', '..', '..', 'firestore.indexes.json');

let emulator: FirestoreEmulator;
beforeAll(async () => {
  emulator = await startFirestoreEmulator();
});
afterAll(async () => {
  await emulator.stop();
});

// Every test gets a project of its own: an empty database.
describeStoreContract('firestore (emulator)', async () => {
  const firestore = emulator.newFirestore();
  const store = await createFirestoreStore({ firestore, ownsFirestore: true });
  return {
    store,
    cleanup: () => store.close(),
    // A document as an older version wrote it: only the fields it knew, without the converter.
    writeOlder: async (collection, id, fields) => {
      await firestore.collection(COLLECTIONS[collection]).doc(id).set({ ...fields, createdAt: Timestamp.now(), updatedAt: null });
    },
  };
});

async function freshStore(): Promise<{ store: Store; firestore: Firestore }> {
  const firestore = emulator.newFirestore();
  return { store: await createFirestoreStore({ firestore }), firestore };
}

/** A venture's layout documents as stored: [id, data], by id. */
async function layoutDocuments(firestore: Firestore, ventureId: string): Promise<[string, DocumentData][]> {
  const snapshot = await firestore.collection(COLLECTIONS.ventures).doc(ventureId).collection(VENTURE_LAYOUT_SUBCOLLECTION).get();
  return snapshot.docs.map((doc): [string, DocumentData] => [doc.id, doc.data()]).sort(([a], [b]) => a.localeCompare(b));
}

/** The stored document as it is, without the converter. */
async function raw(firestore: Firestore, collection: string, id: string): Promise<DocumentData | undefined> {
  return (await firestore.collection(collection).doc(id).get()).data();
}

describe('Firestore store specifics', () => {
  it('stores server Timestamps (not strings) and no id field; the port reads them as ISO strings', async () => {
    const { store, firestore } = await freshStore();
    const plot = await store.plots.create(aPlot());
    const lead = await store.leads.create({ name: 'A B', phone: '9876543210', email: 'a@example.com', source: 'contact' });
    const blog = await store.blogs.create(aBlog());
    const region = await store.regions.create(aRegion({ region: 'Kaza' }));
    const { subscriber } = await store.subscribers.add('s@example.com', 'en');

    for (const [collection, entity] of [
      [COLLECTIONS.plots, plot],
      [COLLECTIONS.leads, lead],
      [COLLECTIONS.blogs, blog],
      [COLLECTIONS.regions, region],
      [COLLECTIONS.subscribers, subscriber],
    ] as const) {
      const stored = await raw(firestore, collection, entity.id);
      expect(stored?.createdAt, collection).toBeInstanceOf(Timestamp);
      expect((stored?.createdAt as Timestamp).toDate().toISOString(), collection).toBe(entity.createdAt);
      expect(stored, collection).not.toHaveProperty('id');
      if (collection !== COLLECTIONS.subscribers) expect(stored?.updatedAt, collection).toBeNull();
    }

    const updated = await store.plots.update(plot.id, { title: 'Changed' });
    const stored = await raw(firestore, COLLECTIONS.plots, plot.id);
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
    expect((stored?.updatedAt as Timestamp).toDate().toISOString()).toBe(updated?.updatedAt);
    expect((stored?.createdAt as Timestamp).toDate().toISOString()).toBe(plot.createdAt);

    await store.stats.apply('evt', { leads: 1 });
    const events = await firestore.collection(COLLECTIONS.processedEvents).get();
    expect(events.docs.map((doc) => doc.data())).toEqual([{ eventId: 'evt', processedAt: expect.any(Timestamp) }]);
    expect(await raw(firestore, COLLECTIONS.stats, 'counters')).toEqual({ leads: 1, newLeads: 0, blogs: 0, plots: 0, updatedAt: expect.any(Timestamp) });
  });

  it('reads documents written by older versions leniently, with defaults', async () => {
    const { store, firestore } = await freshStore();
    await firestore.collection(COLLECTIONS.plots).doc('old-plot').set({ title: 'Old plot', location: 'Kaza', price: 5_000_000, status: 'under-offer', latitude: 16.1, longitude: 80.2 });
    await firestore.collection(COLLECTIONS.leads).doc('no-status').set({ name: 'Old', phone: '9876543210', email: 'o@example.com', createdAt: '2020-01-02T03:04:05.000Z' });
    await firestore.collection(COLLECTIONS.leads).doc('odd-status').set({ name: 'Odd', status: 'archived', source: 'fax', details: 'not an object', createdAt: Timestamp.fromMillis(1) });
    await firestore.collection(COLLECTIONS.blogs).doc('old-blog').set({ title: 'Old', content: 'x' });

    const plot = await store.plots.get('old-plot');
    expect(plot).toMatchObject({
      id: 'old-plot',
      title: 'Old plot',
      titleTe: '',
      location: 'Kaza',
      type: 'Residential',
      category: 'residential',
      status: 'available',
      features: [],
      description: '',
      descriptionTe: '',
      imagePublicId: '',
      coordinates: { latitude: 16.1, longitude: 80.2 },
      featured: false,
      price: 5_000_000,
      priceUnit: 'lakhs',
      ventureId: '',
      plotNumber: '',
      reservedUntil: '',
      updatedAt: null,
    });
    // No createdAt stored: the document's own create time stands in.
    expect(Date.parse(plot!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await store.plots.search(plotSearchQuerySchema.parse({ location: 'kaza' }))).total).toBe(1);

    expect(await store.leads.get('no-status')).toMatchObject({ status: 'new', source: 'contact', details: null, email: 'o@example.com', createdAt: '2020-01-02T03:04:05.000Z' });
    // Unknown statuses are kept as stored, as SQLite keeps them (the board shows them in New).
    expect(await store.leads.get('odd-status')).toMatchObject({ status: 'archived', source: 'contact', details: null, phone: '', createdAt: new Date(1).toISOString() });
    // A lead counts where it reads: the one without a status is new.
    expect(await store.leads.count({ status: 'new' })).toBe(1);
    expect(await store.leads.count({ status: 'archived' })).toBe(1);
    expect(await store.leads.count()).toBe(2);

    expect(await store.blogs.get('old-blog')).toMatchObject({ title: 'Old', titleTe: '', category: 'News', content: 'x', contentTe: '', updatedAt: null });

    // The trigger helpers read the same way, and refuse a snapshot of a missing document.
    const snapshot = await firestore.collection(COLLECTIONS.leads).doc('no-status').get();
    expect(leadFromSnapshot(snapshot)).toEqual(await store.leads.get('no-status'));
    expect(plotFromSnapshot(await firestore.collection(COLLECTIONS.plots).doc('old-plot').get())).toEqual(plot);
    expect(blogFromSnapshot(await firestore.collection(COLLECTIONS.blogs).doc('old-blog').get())).toEqual(await store.blogs.get('old-blog'));
    await expect(firestore.collection(COLLECTIONS.plots).doc('missing').get().then(plotFromSnapshot)).rejects.toThrow(/does not exist/);
  });

  it('reads a plot from before the gallery with its one image as its one photo, and skips unreadable photos', async () => {
    const { store, firestore } = await freshStore();
    await firestore.collection(COLLECTIONS.plots).doc('one-image').set({ title: 'Old plot', imageUrl: 'https://res.cloudinary.com/x/old.jpg', imagePublicId: 'plots/old' });
    await firestore
      .collection(COLLECTIONS.plots)
      .doc('odd-images')
      .set({ title: 'Odd', images: [{ url: 'https://res.cloudinary.com/x/a.jpg', publicId: 'plots/a' }, { url: '' }, 'text', null, { publicId: 'plots/no-url' }], surveyNumbers: ['12/3', 7], layoutAuthority: 'GHMC' });
    expect(await store.plots.get('one-image')).toMatchObject({
      images: [{ url: 'https://res.cloudinary.com/x/old.jpg', publicId: 'plots/old', alt: '' }],
      imageUrl: 'https://res.cloudinary.com/x/old.jpg',
      imagePublicId: 'plots/old',
    });
    expect(await store.plots.get('odd-images')).toMatchObject({
      images: [{ url: 'https://res.cloudinary.com/x/a.jpg', publicId: 'plots/a', alt: '' }],
      imageUrl: 'https://res.cloudinary.com/x/a.jpg',
      imagePublicId: 'plots/a',
      surveyNumbers: ['12/3'],
      layoutAuthority: 'APCRDA',
      reraNumber: '',
      developmentChargesPerSqYard: 0,
    });
    expect((await store.plots.imagePublicIds()).sort()).toEqual(['plots/a', 'plots/old']);
  });

  it('round-trips plots, leads and blogs through their converters, and refuses an incomplete write', async () => {
    const { firestore } = await freshStore();
    const plot = { ...aPlot({ features: ['A', 'B'], featured: true, area: 1800.5 }), id: 'p1', createdAt: '2024-05-06T07:08:09.123Z', updatedAt: '2024-06-07T08:09:10.456Z' };
    const lead: Lead = { id: 'l1', name: 'N', phone: '9876543210', email: 'n@example.com', status: 'in_progress', source: 'sell', details: { category: 'houses', location: 'Kaza', message: 'hi' }, origin: { page: '/sell/houses', utm: { source: 'whatsapp' } }, followUpDate: '2024-01-05', assignedTo: 'admin-1', firstResponseAt: '2024-01-01T01:00:00.000Z', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: null };
    const blog: Blog = { id: 'b1', title: 'T', titleTe: 'శీర్షిక', category: 'Policy', content: 'c', contentTe: 'విషయం', createdAt: '2024-01-01T00:00:00.001Z', updatedAt: null };

    const plotRef = firestore.collection(COLLECTIONS.plots).withConverter(plotConverter).doc(plot.id);
    const leadRef = firestore.collection(COLLECTIONS.leads).withConverter(leadConverter).doc(lead.id);
    const blogRef = firestore.collection(COLLECTIONS.blogs).withConverter(blogConverter).doc(blog.id);
    await plotRef.set(plot);
    await leadRef.set(lead);
    await blogRef.set(blog);

    expect((await plotRef.get()).data()).toEqual(plot);
    expect((await leadRef.get()).data()).toEqual(lead);
    expect((await blogRef.get()).data()).toEqual(blog);
    const stored = await raw(firestore, COLLECTIONS.plots, plot.id);
    expect(stored?.createdAt).toEqual(Timestamp.fromMillis(Date.parse(plot.createdAt)));
    expect(stored).not.toHaveProperty('id');

    const { title: _title, ...withoutTitle } = plot;
    // The SDK calls the converter synchronously inside set().
    expect(() => plotRef.set(withoutTitle as never)).toThrow(/"title" is missing/);
    expect(() => plotRef.set({ ...plot, createdAt: 'yesterday' })).toThrow(/not a date/);
    // A merge writes only what it is given.
    await plotRef.set({ title: 'Merged' }, { merge: true });
    expect((await plotRef.get()).data()).toEqual({ ...plot, title: 'Merged' });
  });

  it('stores a sell enquiry whose blank optional answers are undefined (as the form schema leaves them)', async () => {
    const { store, firestore } = await freshStore();
    const lead = await store.leads.create({
      name: 'Seller',
      phone: '9876543210',
      email: 's@example.com',
      source: 'sell',
      details: { category: 'houses', location: 'Kaza', area: undefined, expectedPrice: undefined, message: undefined },
    });
    expect((await store.leads.get(lead.id))?.details).toEqual({ category: 'houses', location: 'Kaza' });
    expect((await raw(firestore, COLLECTIONS.leads, lead.id))?.details).toEqual({ category: 'houses', location: 'Kaza' });
  });

  it('keeps a venture apart from its shapes, its numbers in markers, and the plots a lead names at its top', async () => {
    const { store, firestore } = await freshStore();
    const venture = await store.ventures.create(aVenture());
    const plot = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: 'B/3' }));
    const shapes = [aPlotShape({ id: 'p1', label: 'B/3', plotId: plot.id })];
    await store.ventures.saveLayout(venture.id, 0, shapes);

    // The venture's document: its data, plan and version, never the shapes.
    const stored = await raw(firestore, COLLECTIONS.ventures, venture.id);
    expect(stored?.layout).toEqual({ image: null, version: 1 });
    expect(stored).not.toHaveProperty('shapes');
    // The shapes: in a document named by the version and part, corners flat (no array inside an array).
    expect(await layoutDocuments(firestore, venture.id)).toEqual([
      ['1-0', { version: 1, part: 0, parts: 1, shapes: [{ id: 'p1', kind: 'plot', label: 'B/3', points: shapes[0]!.points.flat(), plotId: plot.id }] }],
    ]);
    // The number's marker names the plot; a number with a '/' gets an id of its own.
    const markers = await firestore.collection(COLLECTIONS.ventures).doc(venture.id).collection(PLOT_NUMBERS_SUBCOLLECTION).get();
    expect(markers.docs.map((doc) => [doc.id.startsWith('sha256-'), doc.data()])).toEqual([[true, { plotId: plot.id }]]);

    const lead = await store.leads.create({ name: 'Buyer', phone: '9123456780', email: 'b@example.com', source: 'plot-enquiry', details: { plotId: 'p9', plotIds: ['p9', 'p10'] } });
    expect((await raw(firestore, COLLECTIONS.leads, lead.id))?.namedPlotIds).toEqual(['p9', 'p10']);
    const contact = await store.leads.create({ name: 'Caller', phone: '9123456780', email: 'c@example.com', source: 'contact' });
    expect((await raw(firestore, COLLECTIONS.leads, contact.id))?.namedPlotIds).toEqual([]);
    // A site visit moved rewrites the details, and the plots with them.
    await store.leads.update(lead.id, { visit: { date: '2026-12-03', slot: 'evening' } }, []);
    expect((await raw(firestore, COLLECTIONS.leads, lead.id))?.namedPlotIds).toEqual(['p9', 'p10']);

    await store.plots.setStatuses([plot.id], { status: 'booked', reservedUntil: '' }, { id: 'admin-1', email: 'office@example.com' });
    const entries = await firestore.collection(COLLECTIONS.plots).doc(plot.id).collection(PLOT_STATUS_HISTORY_SUBCOLLECTION).get();
    expect(entries.docs.map((doc) => doc.data())).toEqual([
      { plotId: plot.id, at: expect.any(Timestamp), by: { id: 'admin-1', email: 'office@example.com' }, from: 'available', to: 'booked', reservedUntil: '' },
    ]);

    await store.stats.applyVenture('evt', { [venture.id]: { 'not-for-sale': 2 } });
    expect(await raw(firestore, COLLECTIONS.ventureCounts, venture.id)).toEqual({ available: 0, reserved: 0, booked: 0, sold: 0, notForSale: 2, updatedAt: expect.any(Timestamp) });

    // Deleting the venture takes its layout and markers along.
    await store.ventures.delete(venture.id);
    expect(await layoutDocuments(firestore, venture.id)).toEqual([]);
    expect((await firestore.collection(COLLECTIONS.ventures).doc(venture.id).collection(PLOT_NUMBERS_SUBCOLLECTION).get()).size).toBe(0);
  });

  it('reads ventures, layouts and status entries stored oddly, with defaults, skipping unreadable shapes', async () => {
    const { store, firestore } = await freshStore();
    const ventures = firestore.collection(COLLECTIONS.ventures);
    await ventures.doc('odd').set({ name: 'Odd', saleStatus: 'paused', amenities: ['Park', 3], plotDefaults: { roadFacing: 'Up', pricePerSqYard: 21_000 }, layout: { image: { url: '' }, version: '4' } });
    const layout = ventures.doc('odd').collection(VENTURE_LAYOUT_SUBCOLLECTION);
    await layout.doc('4-0').set({
      version: 4,
      shapes: [{ id: 'ok', kind: 'pond', points: [0, 0, 10, 0, 10, 10], plotId: 'x' }, { id: 'two-corners', kind: 'plot', points: [0, 0, 1, 1] }, { kind: 'plot', points: [0, 0, 1, 0, 1, 1] }, 'text'],
    });
    // A newer version with a part missing is not a layout (the emulator applies a commit write by write).
    await layout.doc('5-1').set({ version: 5, part: 1, parts: 2, shapes: [] });
    const venture = await store.ventures.get('odd');
    expect(venture).toMatchObject({
      name: 'Odd',
      nameTe: '',
      regionId: '',
      saleStatus: 'selling',
      amenities: ['Park'],
      images: [],
      plotDefaults: { pricePerSqYard: 21_000, roadFacing: 'East', category: 'residential', type: 'Residential', areaSqYd: 200, roadWidth: 9 },
      layout: { image: null, version: 4 },
      updatedAt: null,
    });
    expect(ventureFromSnapshot(await ventures.doc('odd').get())).toEqual(venture);
    expect(await store.ventures.layout('odd')).toEqual({ version: 4, shapes: [{ id: 'ok', kind: 'other', label: '', points: [[0, 0], [10, 0], [10, 10]], plotId: null }] });
    // Saving on the version it reads goes on from there, and leaves no other document.
    expect(await store.ventures.saveLayout('odd', 4, [])).toEqual({ version: 5 });
    expect(await layoutDocuments(firestore, 'odd')).toEqual([['5-0', { version: 5, part: 0, parts: 1, shapes: [] }]]);

    await firestore.collection(COLLECTIONS.plots).doc('p').collection(PLOT_STATUS_HISTORY_SUBCOLLECTION).doc('e').set({ from: 'gone', to: 'sold', by: 'someone' });
    expect(await store.plots.statusHistory('p')).toEqual([{ id: 'e', plotId: 'p', at: expect.any(String), by: null, from: 'available', to: 'sold', reservedUntil: '' }]);
  });

  // The in-process emulator takes seconds to store and read hundreds of shapes (~1.3 MB in the
  // first test): two minutes leave room for a busy machine.
  it('splits a layout over documents of at most 200 shapes, each inside the 1 MiB limit at the schema\'s extreme', { timeout: 120_000 }, async () => {
    const { store, firestore } = await freshStore();
    const venture = await store.ventures.create(aVenture());
    // Every shape at its longest: 64 corners, a 40-character id, a label of 60 Telugu letters (3 bytes each), a plot id of 128.
    const shapes = Array.from({ length: LAYOUT_SHAPES_MAX }, (_, n): LayoutShape => ({
      id: `${'s'.repeat(36)}${String(n).padStart(4, '0')}`,
      kind: 'plot',
      label: 'ప'.repeat(60),
      points: Array.from({ length: LAYOUT_POINTS_MAX }, (_, k): [number, number] => [3999.9 - k, 2999.9 - n]),
      plotId: 'ప'.repeat(128),
    }));
    expect(await store.ventures.saveLayout(venture.id, 0, shapes)).toEqual({ version: 1 });

    const documents = await layoutDocuments(firestore, venture.id);
    expect(documents.map(([id]) => id)).toEqual(['1-0', '1-1', '1-2', '1-3']);
    for (const [id, data] of documents) {
      const size = firestoreDocumentSize(`${COLLECTIONS.ventures}/${venture.id}/${VENTURE_LAYOUT_SUBCOLLECTION}/${id}`, data);
      expect(size, id).toBeLessThan(400 * 1024);
    }
    expect(await store.ventures.layout(venture.id)).toEqual({ version: 1, shapes });
  });

  it('moves every part of a layout to the next version: a plan set on top copies them, a smaller save leaves fewer', { timeout: 120_000 }, async () => {
    const { store, firestore } = await freshStore();
    const venture = await store.ventures.create(aVenture());
    const shapes = Array.from({ length: 450 }, (_, n) => aPlotShape({ id: `s${n}`, label: String(n + 1), x: (n % 30) * 45, y: Math.floor(n / 30) * 65 }));
    expect(await store.ventures.saveLayout(venture.id, 0, shapes)).toEqual({ version: 1 });
    expect((await layoutDocuments(firestore, venture.id)).map(([id]) => id)).toEqual(['1-0', '1-1', '1-2']);

    await store.ventures.setLayoutImage(venture.id, { url: '/images/plan-1920.webp', publicId: 'plan', width: 1920, height: 1080 });
    expect(await store.ventures.layout(venture.id)).toEqual({ version: 2, shapes });
    expect((await layoutDocuments(firestore, venture.id)).map(([id]) => id)).toEqual(['2-0', '2-1', '2-2']);

    expect(await store.ventures.saveLayout(venture.id, 2, shapes.slice(0, 201))).toEqual({ version: 3 });
    expect((await layoutDocuments(firestore, venture.id)).map(([id, data]) => [id, (data.shapes as unknown[]).length])).toEqual([
      ['3-0', 200],
      ['3-1', 1],
    ]);
    expect(await store.ventures.layout(venture.id)).toEqual({ version: 3, shapes: shapes.slice(0, 201) });
  });

  it('gives the leads stored before namedPlotIds the field once, and records that it did', async () => {
    const { store, firestore } = await freshStore();
    const leads = firestore.collection(COLLECTIONS.leads);
    await leads.doc('older').set({ name: 'Old', phone: '9876543210', email: 'o@example.com', source: 'plot-enquiry', details: { plotId: 'p1' }, createdAt: Timestamp.now() });
    await leads.doc('older-contact').set({ name: 'Old', phone: '9876543210', email: 'o@example.com', source: 'contact', createdAt: Timestamp.now() });

    expect(await store.leads.enquiryCounts(['p1'])).toEqual({ p1: 1 });
    expect((await raw(firestore, COLLECTIONS.leads, 'older'))?.namedPlotIds).toEqual(['p1']);
    expect((await raw(firestore, COLLECTIONS.leads, 'older-contact'))?.namedPlotIds).toEqual([]);
    expect(await store.meta.get(NAMED_PLOT_IDS_DONE_KEY)).toEqual(expect.any(String));

    // Done once for the database: a second store on it reads no lead to backfill.
    await leads.doc('written-by-an-old-version').set({ name: 'Late', phone: '9876543210', email: 'l@example.com', source: 'plot-enquiry', details: { plotId: 'p1' } });
    const again = await createFirestoreStore({ firestore });
    expect(await again.leads.enquiryCounts(['p1'])).toEqual({ p1: 1 });
  });

  it('answers null/false, never throws, for ids that cannot be document ids', async () => {
    const { store } = await freshStore();
    for (const id of ['', 'a/b', '..', '__x__']) {
      expect(await store.plots.get(id)).toBeNull();
      expect(await store.plots.update(id, { title: 'x' })).toBeNull();
      expect(await store.plots.delete(id)).toBe(false);
      expect(await store.leads.update(id, { status: 'resolved' }, [])).toBeNull();
      expect(await store.blogs.delete(id)).toBe(false);
      expect(await store.regions.update(id, { region: 'x' })).toBeNull();
      expect(await store.ventures.get(id)).toBeNull();
      expect(await store.ventures.delete(id)).toBeNull();
      expect(await store.ventures.saveLayout(id, 0, [])).toBeNull();
      expect(await store.plots.statusHistory(id)).toEqual([]);
      expect(await store.plots.setStatuses([id], { status: 'sold', reservedUntil: '' }, null)).toEqual({ plots: [], missing: [id] });
    }
    await store.meta.set('a/b c', 'odd key');
    expect(await store.meta.get('a/b c')).toBe('odd key');
  });

  it('counts a duplicated event once when two server instances race to apply it', async () => {
    const projectId = `demo-test-race-${Date.now()}`;
    const [first, second] = [emulator.newFirestore(projectId), emulator.newFirestore(projectId)];
    const [a, b] = [await createFirestoreStore({ firestore: first }), await createFirestoreStore({ firestore: second })];
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 ? a : b).stats.apply('lead-created-xyz', { leads: 1, newLeads: 1 })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await b.stats.get()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });

    const adds = await Promise.all(Array.from({ length: 6 }, (_, n) => (n % 2 ? a : b).subscribers.add(n % 3 ? 'Same@Example.com' : 'same@example.com', 'en')));
    expect(adds.filter((add) => add.created)).toHaveLength(1);
    expect(await a.subscribers.count()).toBe(1);
  });

  it('prunes processed events in bounded batches and counts them all', async () => {
    const { store, firestore } = await freshStore();
    const old = Timestamp.fromMillis(Date.now() - 86_400_000);
    const total = PRUNE_BATCH_SIZE * 2 + 7;
    for (let start = 0; start < total; start += 400) {
      const batch = firestore.batch();
      for (let n = start; n < Math.min(total, start + 400); n += 1) {
        batch.create(firestore.collection(COLLECTIONS.processedEvents).doc(`e${n}`), { eventId: `e${n}`, processedAt: old });
      }
      await batch.commit();
    }
    await store.stats.apply('recent', {});
    expect(await store.stats.pruneProcessedEvents(new Date(Date.now() - 60_000))).toBe(total);
    expect((await firestore.collection(COLLECTIONS.processedEvents).count().get()).data().count).toBe(1);
  });

  it('leaves a Firestore client it did not create open on close', async () => {
    const { store, firestore } = await freshStore();
    await store.close();
    await store.close();
    await expect(firestore.collection('anything').limit(1).get()).resolves.toBeDefined();
  });
});

describe('firestore.indexes.json', () => {
  it('holds exactly the composite indexes the adapter\'s queries need', async () => {
    const shapes: QueryShape[] = [];
    const firestore = emulator.newFirestore();
    const store = await createFirestoreStore({ firestore, onQuery: (shape) => shapes.push(shape) });
    const { tracked, called } = trackCalls(store);
    await exerciseEveryQuery(tracked);

    // A port method the exercise never calls could hide a query: every one must be called.
    const methods = Object.entries(store)
      .filter(([, repository]) => typeof repository === 'object')
      .flatMap(([name, repository]) => Object.keys(repository as object).map((method) => `${name}.${method}`));
    expect(methods.filter((method) => !called.has(method)), 'call these in exerciseEveryQuery').toEqual([]);

    const declared = JSON.parse(await readFile(indexesFile, 'utf8')) as {
      indexes: CompositeIndex[];
      fieldOverrides?: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
    };
    const needed = neededIndexes(shapes);
    const { missing, unneeded } = compareIndexes(declared.indexes, needed);
    expect(
      { missing: missing.map(({ index }) => JSON.stringify(index)), unneeded: unneeded.map((index) => JSON.stringify(index)) },
      'firestore.indexes.json must hold exactly the composite indexes the queries need: add the missing ones, remove the unneeded ones',
    ).toEqual({ missing: [], unneeded: [] });
    expect(needed.length).toBeGreaterThan(0);

    // A field exempted from indexing can no longer be filtered or sorted on.
    const exempt = (declared.fieldOverrides ?? []).filter((override) => override.indexes.length === 0);
    const clashes = shapes.flatMap((shape) =>
      queriedFields(shape)
        .filter((field) => exempt.some((override) => override.collectionGroup === shape.collection && override.fieldPath === field))
        .map((field) => `${shape.collection}.${field}`),
    );
    expect(clashes, 'these fields are queried but exempted from indexing in fieldOverrides').toEqual([]);
  });

  it('sees every query: only queries.ts calls where/orderBy/limit/cursors', async () => {
    const files = (await readdir(here)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'queries.ts');
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(join(here, file), 'utf8');
      for (const call of ['.where(', '.orderBy(', '.limit(', '.limitToLast(', '.startAt(', '.startAfter(', '.endAt(', '.endBefore(', '.offset(', '.collectionGroup(', '.findNearest(']) {
        if (source.includes(call)) offenders.push(`${file}: ${call}`);
      }
    }
    expect(offenders, 'build queries with buildQuery() so the index test sees them').toEqual([]);
  });
});

/** The store, with every repository method call recorded as "repository.method". */
function trackCalls(store: Store): { tracked: Store; called: Set<string> } {
  const called = new Set<string>();
  const tracked = Object.fromEntries(
    Object.entries(store).map(([name, repository]) => {
      if (typeof repository !== 'object' || repository === null) return [name, repository];
      const wrapped = new Proxy(repository as Record<string, unknown>, {
        get(target, method: string) {
          const value = target[method];
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            called.add(`${name}.${method}`);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return [name, wrapped];
    }),
  ) as unknown as Store;
  return { tracked, called };
}

/** Representative calls of every port method, each branch that builds a different query. */
async function exerciseEveryQuery(store: Store): Promise<void> {
  const search = (input: PlotSearchQueryInput) => store.plots.search(plotSearchQuerySchema.parse(input));

  const region = await store.regions.create(aRegion({ region: 'Kaza' }));
  await store.regions.list();
  await store.regions.list({ order: 'name' });
  await store.regions.list({ order: 'newest' });
  await store.regions.get(region.id);
  await store.regions.update(region.id, { region: 'Kaza 2' });
  await store.regions.addPriceEntries([{ regionId: region.id, day: '2024-01-01', prices: { ResidentialPriceMin: 1, ResidentialPriceMax: 2, CommercialPriceMin: 3, CommercialPriceMax: 4 }, previous: null, source: 'past', corrects: '', by: null }]);
  await store.regions.priceHistory(region.id);
  await store.regions.delete(region.id);

  const plot = await store.plots.create(aPlot({ featured: true, imagePublicId: 'img' }));
  await store.plots.create(aPlot({ featured: false }));
  await search({});
  for (const sort of PLOT_SORTS) await search({ sort });
  for (const sort of PLOT_SORTS) {
    await search({ sort, location: 'thu', priceMin: 1, priceMax: 1e9, areaMin: 1, areaMax: 1e6, status: 'available', roadFacing: 'East', category: 'residential', featured: 'true' });
  }
  await search({ status: 'sold' });
  await search({ category: 'houses' });
  await search({ roadFacing: 'North' });
  await search({ featured: 'false' });
  await search({ priceMin: 1 });
  await search({ areaMax: 5000 });
  await search({ location: 'x' });
  await store.plots.featured(1); // featured ones only
  await store.plots.featured(5); // then the others
  await store.plots.get(plot.id);
  await store.plots.update(plot.id, { status: 'sold' });
  await store.plots.count();
  await store.plots.imagePublicIds();
  await store.plots.summaries();
  await store.plots.delete(plot.id);

  const venture = await store.ventures.create(aVenture());
  const numbered = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1', status: 'reserved', reservedUntil: '2026-01-01' }));
  await store.plots.update(numbered.id, { plotNumber: '2' });
  await store.plots.byVenture(venture.id);
  await store.plots.setStatuses([numbered.id, 'missing'], { status: 'sold', reservedUntil: '' }, null);
  await store.plots.statusHistory(numbered.id);
  await store.plots.expiredReservations('2026-12-01');
  await store.ventures.list();
  await store.ventures.get(venture.id);
  await store.ventures.update(venture.id, aVenture({ name: 'Renamed' }));
  await store.ventures.layout(venture.id);
  await store.ventures.saveLayout(venture.id, 0, [aPlotShape({ plotId: numbered.id })]);
  await store.ventures.setLayoutImage(venture.id, { url: '/images/plan-1920.webp', publicId: 'plan', width: 1920, height: 1080 });
  await store.ventures.imagePublicIds();
  await store.ventures.summaries();
  const activity = await store.activity.record({ actor: { id: 'a1', email: 'a@example.com' }, ip: '', kind: 'plot', itemId: numbered.id, itemTitle: '', action: 'updated', changes: [] });
  await store.activity.list({ limit: 5 });
  await store.activity.list({ kind: 'plot', before: activity.cursor, limit: 5 });
  await store.activity.prune(new Date(0));
  await store.bin.binPlot(numbered.id, null, { layoutShapeIds: [] });
  await store.bin.list();
  await store.bin.get('plot', numbered.id);
  await store.bin.binnedPlot(numbered.id);
  await store.bin.imagePublicIds();
  await store.bin.deletedBefore(new Date());
  await store.bin.restorePlot(numbered.id, { withoutVenture: false });
  await store.bin.binPlot(numbered.id, null, { layoutShapeIds: [] });
  await store.bin.remove('plot', numbered.id);
  const post = await store.blogs.create(aBlog());
  await store.bin.binBlog(post.id, null);
  await store.bin.restoreBlog(post.id);
  const binnedRegion = await store.regions.create(aRegion({ region: 'Binned' }));
  await store.bin.binRegion(binnedRegion.id, null);
  await store.bin.restoreRegion(binnedRegion.id);
  const binnedLead = await store.leads.create({ name: 'Binned', phone: '9876543210', email: 'b@example.com', source: 'contact' });
  await store.bin.binLead(binnedLead.id, null);
  await store.bin.restoreLead(binnedLead.id);
  await store.bin.binVenture(venture.id, null);
  await store.bin.restoreVenture(venture.id);
  await store.ventures.delete(venture.id);

  const lead = await store.leads.create({ name: 'A B', phone: '9876543210', email: 'a@example.com', source: 'contact' });
  await store.leads.list();
  await store.leads.list({ limit: 5 });
  await store.leads.get(lead.id);
  await store.leads.update(lead.id, { status: 'resolved' }, []);
  await store.leads.history(lead.id);
  await store.leads.changeMark();
  await store.leads.count();
  await store.leads.count({ status: 'new' });
  await store.leads.count({ status: 'resolved' });
  await store.leads.enquiryCounts(Array.from({ length: 31 }, (_, n) => `plot-${n}`));
  await store.leads.delete(lead.id);

  await store.interest.apply('interest-flush', [{ plotId: 'plot-1', day: '2026-11-27', views: 1 }]);
  await store.interest.totals(Array.from({ length: 31 }, (_, n) => `plot-${n}`), '2026-11-27');
  await store.interest.recent('2026-11-27');
  await store.interest.setEnquiries('2026-11-01', [{ plotId: 'plot-1', day: '2026-11-27', enquiries: 1 }]);

  const blog = await store.blogs.create(aBlog());
  await store.blogs.list();
  await store.blogs.get(blog.id);
  await store.blogs.update(blog.id, aBlog({ title: 'T2' }));
  await store.blogs.count();
  await store.blogs.delete(blog.id);

  const { subscriber } = await store.subscribers.add('s@example.com', 'en');
  await store.subscribers.add('s@example.com', 'en');
  await store.subscribers.list();
  await store.subscribers.count();
  await store.subscribers.get(subscriber.id);
  const { alert } = await store.alerts.add(subscriber.id, { kind: 'news', target: null }, 'instant');
  await store.subscribers.confirm(subscriber.id);
  await store.subscribers.markMailed(subscriber.id);
  await store.alerts.listOf(subscriber.id);
  await store.alerts.list();
  await store.alerts.setCadence(subscriber.id, alert!.id, 'daily');
  for (const kind of ALERT_KINDS) await store.alerts.deliverable(kind);
  await store.alerts.remove(subscriber.id, alert!.id);
  await store.subscribers.markBouncing(subscriber.id);
  await store.subscribers.remove(subscriber.id);

  await store.settings.get();
  await store.settings.updatedAt();
  await store.settings.put(someSettings());
  await store.meta.get('k');
  await store.meta.set('k', 'v');
  await store.meta.claim('claimed', 'v');
  await store.meta.delete('claimed');
  await store.meta.deleteRange('a', 'b');

  await store.stats.get();
  await store.stats.apply('e1', { leads: 1 });
  await store.stats.set({ leads: 1, newLeads: 0, blogs: 0, plots: 0 });
  await store.stats.pruneProcessedEvents(new Date());
  await store.stats.applyVenture('e2', { v1: { available: 1 } });
  await store.stats.ventureCounts(['v1']);

  const now = new Date();
  await store.alertOutbox.enqueue([1, 2, 3, 4].map((n) => ({ dedupeKey: `e${n}:a`, subscriberId: 's', alertId: 'a', kind: 'news' as const, payload: '{}', dueAt: now.toISOString(), daily: false })));
  const [first, second, third] = await store.alertOutbox.claim({ now, limit: 3, leaseMs: 60_000 });
  await store.alertOutbox.markSending(first!, now);
  await store.alertOutbox.markSent(first!, now);
  await store.alertOutbox.retryLater(second!, now, 'later');
  await store.alertOutbox.markFailed(third!, now, 'bounced');
  await store.alertOutbox.list();
  await store.alertOutbox.list({ state: 'sent' });
  await store.alertOutbox.countByKeyPrefix('e1:');
  await store.alertOutbox.prune(new Date(now.getTime() + 1));
  await store.stats.setVentureCounts('v1', { available: 1, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 });
}
