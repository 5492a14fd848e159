import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { BinKind } from '../../../core/bin';
import { PlotNumberTakenError, type BinEntry, type BinRepository } from '../../../ports/store';
import { binnedPlotFacts, WITHOUT_VENTURE } from '../binned-plot';
import { COLLECTIONS } from './collections';
import { compareBytes } from './collation';
import { binConverter, binEntryOf, plotConverter, plotFromData } from './converters';
import { isAlreadyExists, isUsableId, readBack } from './documents';
import { moveNumber, numberMarker } from './plot-repository';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';

/**
 * The bin on Firestore: bin/{kind}_{itemId} holds the item's document exactly as its collection
 * held it (`data`, Timestamps and derived fields included), so a restore writes back that very
 * document. The item's own document is read and written here without its converter on purpose:
 * the bin keeps and returns it whole, whatever version wrote it. Each move is one transaction (the
 * plot number's marker moves with it). Firestore rules deny every client read (firestore.rules):
 * only the API, which lists the bin to admins, reads it.
 */
export function createBinRepository(context: FirestoreContext): BinRepository {
  const entries = () => collectionOf(context, COLLECTIONS.bin, binConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.bin, binConverter, spec);
  const entryRef = (kind: BinKind, id: string) => entries().doc(`${kind}_${id}`);
  const rawPlot = (id: string) => context.db.collection(COLLECTIONS.plots).doc(id);

  return {
    async binPlot(id, by, links) {
      if (!isUsableId(id)) return null;
      const ref = entryRef('plot', id);
      const plot = await context.db.runTransaction(async (transaction) => {
        const data = (await transaction.get(rawPlot(id))).data();
        if (!data) return null;
        const found = plotFromData(id, data);
        const write = await moveNumber(transaction, id, numberMarker(context, found.ventureId, found.plotNumber), null, '');
        write();
        transaction.create(ref, { id: ref.id, kind: 'plot', itemId: id, ...binnedPlotFacts(found), deletedAt: FieldValue.serverTimestamp(), deletedBy: by, links, data });
        transaction.delete(rawPlot(id));
        return found;
      });
      return plot ? { entry: binEntryOf(await readBack(ref)), plot } : null;
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
        if (entry) transaction.delete(ref);
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
