import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { BinKind } from '../../../core/bin';
import type { HistoryActor } from '../../../core/schemas/lead-history';
import { PlotNumberTakenError, type BinEntry, type BinLinks, type BinRepository } from '../../../ports/store';
import { binnedPlotFacts, binnedVentureFacts, WITHOUT_VENTURE } from '../binned-plot';
import { COLLECTIONS } from './collections';
import { compareBytes } from './collation';
import { binConverter, binEntryOf, blogConverter, blogFromData, leadConverter, leadFromData, plotConverter, plotFromData, regionConverter, regionFromData, ventureConverter, ventureFromData } from './converters';
import { isAlreadyExists, isUsableId, readBack } from './documents';
import { moveNumber, numberMarker } from './plot-repository';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';
import { layoutPartsOf, plotNumbersOf } from './venture-refs';

/**
 * The bin on Firestore: bin/{kind}_{itemId} (a plot, a post, a region, a lead, a venture) holds the item's document exactly as its collection
 * held it (`data`, Timestamps and derived fields included), so a restore writes back that very
 * document. The item's own document is read and written here without its converter on purpose:
 * the bin keeps and returns it whole, whatever version wrote it. Each move is one transaction (the
 * plot number's marker moves with it). Firestore rules deny every client read (firestore.rules):
 * only the API, which lists the bin to admins, reads it.
 *
 * A venture's layout parts (ventures/{id}/layout, up to 1 MiB each) stay where they are: nothing
 * reads them without the venture's document, which is in the bin. They go when the venture leaves
 * the bin for good (remove). Its plots are unlinked in the move, their number markers deleted.
 */
export function createBinRepository(context: FirestoreContext): BinRepository {
  const entries = () => collectionOf(context, COLLECTIONS.bin, binConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.bin, binConverter, spec);
  const entryRef = (kind: BinKind, id: string) => entries().doc(`${kind}_${id}`);
  const rawPlot = (id: string) => context.db.collection(COLLECTIONS.plots).doc(id);
  const rawBlog = (id: string) => context.db.collection(COLLECTIONS.blogs).doc(id);
  const rawItem = {
    plot: rawPlot,
    blog: rawBlog,
    region: (id: string) => context.db.collection(COLLECTIONS.regions).doc(id),
    lead: (id: string) => context.db.collection(COLLECTIONS.leads).doc(id),
    venture: (id: string) => context.db.collection(COLLECTIONS.ventures).doc(id),
  } satisfies Record<BinKind, (id: string) => DocumentReference>;

  /** Puts a binned document back as it was and removes its bin entry, in one transaction; false when the bin holds no such item. */
  async function moveOut(kind: Exclude<BinKind, 'plot' | 'venture'>, id: string): Promise<boolean> {
    if (!isUsableId(id)) return false;
    const ref = entryRef(kind, id);
    return context.db.runTransaction(async (transaction) => {
      const entry = (await transaction.get(ref)).data();
      if (!entry) return false;
      transaction.create(rawItem[kind](id), entry.data);
      transaction.delete(ref);
      return true;
    });
  }

  /**
   * Moves an item's document into the bin in one transaction; `prepare` reads what else the move
   * needs and gives back its writes (a plot's number marker). Null, changing nothing, for no such item.
   */
  async function moveIn<T>(
    kind: BinKind,
    id: string,
    read: (id: string, data: DocumentData) => T,
    facts: (item: T) => Pick<BinEntry, 'title' | 'imagePublicIds'>,
    by: HistoryActor | null,
    links: BinLinks,
    prepare?: (transaction: Transaction, item: T) => Promise<() => void>,
  ): Promise<{ entry: BinEntry; item: T } | null> {
    if (!isUsableId(id)) return null;
    const ref = entryRef(kind, id);
    const raw = rawItem[kind](id);
    const item = await context.db.runTransaction(async (transaction) => {
      const data = (await transaction.get(raw)).data();
      if (!data) return null;
      const found = read(id, data);
      const write = prepare ? await prepare(transaction, found) : () => {};
      write();
      transaction.create(ref, { id: ref.id, kind, itemId: id, ...facts(found), deletedAt: FieldValue.serverTimestamp(), deletedBy: by, links, data });
      transaction.delete(raw);
      return found;
    });
    return item === null ? null : { entry: binEntryOf(await readBack(ref)), item };
  }

  return {
    async binPlot(id, by, links) {
      const moved = await moveIn('plot', id, plotFromData, binnedPlotFacts, by, links, (transaction, plot) =>
        // Its number in its venture is given up: another plot may take it meanwhile.
        moveNumber(transaction, id, numberMarker(context, plot.ventureId, plot.plotNumber), null, ''),
      );
      return moved ? { entry: moved.entry, plot: moved.item } : null;
    },

    async restorePlot(id, { withoutVenture }) {
      if (!isUsableId(id)) return null;
      const ref = entryRef('plot', id);
      let plotNumber = '';
      try {
        const restored = await context.db.runTransaction(async (transaction) => {
          const entry = (await transaction.get(ref)).data();
          if (!entry) return false;
          const data = withoutVenture ? { ...entry.data, ...WITHOUT_VENTURE } : entry.data;
          const plot = plotFromData(id, data);
          plotNumber = plot.plotNumber;
          const write = await moveNumber(transaction, id, null, numberMarker(context, plot.ventureId, plot.plotNumber), plot.plotNumber);
          write();
          transaction.create(rawPlot(id), data);
          transaction.delete(ref);
          return true;
        });
        return restored ? readBack(rawPlot(id).withConverter(plotConverter)) : null;
      } catch (error) {
        // Another plot took the number between this transaction's read and its commit.
        if (isAlreadyExists(error)) throw new PlotNumberTakenError(plotNumber);
        throw error;
      }
    },

    async binBlog(id, by) {
      const moved = await moveIn('blog', id, blogFromData, (blog) => ({ title: blog.title, imagePublicIds: [] }), by, { layoutShapeIds: [] });
      return moved ? { entry: moved.entry, blog: moved.item } : null;
    },

    async restoreBlog(id) {
      return (await moveOut('blog', id)) ? readBack(rawBlog(id).withConverter(blogConverter)) : null;
    },

    async binRegion(id, by) {
      const moved = await moveIn('region', id, regionFromData, (region) => ({ title: region.region, imagePublicIds: [] }), by, { layoutShapeIds: [] });
      return moved ? { entry: moved.entry, region: moved.item } : null;
    },

    async restoreRegion(id) {
      return (await moveOut('region', id)) ? readBack(rawItem.region(id).withConverter(regionConverter)) : null;
    },

    async binLead(id, by) {
      const moved = await moveIn('lead', id, leadFromData, (lead) => ({ title: lead.name, imagePublicIds: [] }), by, { layoutShapeIds: [] });
      return moved ? { entry: moved.entry, lead: moved.item } : null;
    },

    async restoreLead(id) {
      return (await moveOut('lead', id)) ? readBack(rawItem.lead(id).withConverter(leadConverter)) : null;
    },

    async binVenture(id, by) {
      if (!isUsableId(id)) return null;
      const ref = entryRef('venture', id);
      const raw = rawItem.venture(id);
      const moved = await context.db.runTransaction(async (transaction) => {
        const data = (await transaction.get(raw)).data();
        if (!data) return null;
        const venture = ventureFromData(id, data);
        const [plots, numbers] = await Promise.all([
          transaction.get(buildQuery(context, COLLECTIONS.plots, plotConverter, { where: [['ventureId', '==', id]] })),
          transaction.get(plotNumbersOf(context.db, id).select()),
        ]);
        const venturePlots = plots.docs.map((doc) => ({ plotId: doc.id, plotNumber: doc.data().plotNumber }));
        for (const plot of plots.docs) {
          transaction.update(plot.ref, plotConverter.toFirestore({ ...WITHOUT_VENTURE, updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
        }
        for (const number of numbers.docs) transaction.delete(number.ref);
        const links: BinLinks = { layoutShapeIds: [], venturePlots };
        transaction.create(ref, { id: ref.id, kind: 'venture', itemId: id, ...binnedVentureFacts(venture), deletedAt: FieldValue.serverTimestamp(), deletedBy: by, links, data });
        transaction.delete(raw);
        return venture;
      });
      return moved === null ? null : { entry: binEntryOf(await readBack(ref)), venture: moved };
    },

    async restoreVenture(id) {
      if (!isUsableId(id)) return null;
      const ref = entryRef('venture', id);
      const relinked = await context.db.runTransaction(async (transaction) => {
        const entry = (await transaction.get(ref)).data();
        if (!entry) return null;
        const venture = ventureFromData(id, entry.data);
        const wanted = entry.links.venturePlots ?? [];
        const plots = wanted.length > 0 ? await transaction.getAll(...wanted.map((plot) => rawPlot(plot.plotId).withConverter(plotConverter))) : [];
        // Only a plot still in no venture comes back to it: one given another venture meanwhile stays there.
        const back = wanted.filter((_, index) => plots[index]?.data()?.ventureId === '');
        for (const plot of back) {
          const marker = numberMarker(context, id, plot.plotNumber);
          if (marker) transaction.create(marker, { id: marker.id, plotId: plot.plotId });
          // Its updatedAt stays: this is no edit (core/plot-announcements.ts tells it from one by that).
          transaction.update(rawPlot(plot.plotId), plotConverter.toFirestore({ ventureId: id, plotNumber: plot.plotNumber, ventureName: venture.name }, { merge: true }));
        }
        transaction.create(rawItem.venture(id), entry.data);
        transaction.delete(ref);
        return back.length;
      });
      return relinked === null ? null : { venture: await readBack(rawItem.venture(id).withConverter(ventureConverter)), relinkedPlots: relinked };
    },

    async binnedPlot(id) {
      if (!isUsableId(id)) return null;
      const entry = (await entryRef('plot', id).get()).data();
      return entry ? plotFromData(id, entry.data) : null;
    },

    async list() {
      const snapshot = await query({ orderBy: [['deletedAt', 'desc']] }).get();
      return snapshot.docs.map((doc) => binEntryOf(doc.data())).sort(newestFirst);
    },

    async get(kind, id) {
      if (!isUsableId(id)) return null;
      const entry = (await entryRef(kind, id).get()).data();
      return entry ? binEntryOf(entry) : null;
    },

    async remove(kind, id) {
      if (!isUsableId(id)) return null;
      const ref = entryRef(kind, id);
      const removed = await context.db.runTransaction(async (transaction) => {
        const entry = (await transaction.get(ref)).data();
        // A venture's layout parts stayed under its id while it was in the bin: they go with it.
        const parts = entry && kind === 'venture' ? await transaction.get(layoutPartsOf(context.db, id).select()) : null;
        if (entry) transaction.delete(ref);
        for (const part of parts?.docs ?? []) transaction.delete(part.ref);
        return entry ?? null;
      });
      return removed ? binEntryOf(removed) : null;
    },

    async deletedBefore(before) {
      const snapshot = await query({ where: [['deletedAt', '<', Timestamp.fromDate(before)]], orderBy: [['deletedAt', 'asc']] }).get();
      return snapshot.docs.map((doc) => binEntryOf(doc.data())).sort(oldestFirst);
    },

    async imagePublicIds() {
      const snapshot = await query({}).get();
      return [...new Set(snapshot.docs.flatMap((doc) => doc.data().imagePublicIds))];
    },
  };
}

/** By kind, then id, as SQLite compares text. */
function byKindAndId(a: BinEntry, b: BinEntry): number {
  return compareBytes(a.kind, b.kind) || compareBytes(a.id, b.id);
}

/** Newest deleted first, then by kind and id (ISO times of one format sort as text). */
function newestFirst(a: BinEntry, b: BinEntry): number {
  return compareBytes(b.deletedAt, a.deletedAt) || byKindAndId(a, b);
}

/** Oldest deleted first, then by kind and id. */
function oldestFirst(a: BinEntry, b: BinEntry): number {
  return compareBytes(a.deletedAt, b.deletedAt) || byKindAndId(a, b);
}
