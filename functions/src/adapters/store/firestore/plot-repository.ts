import { FieldValue, Timestamp, type DocumentReference, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { comparePlotNumbers } from '../../../core/plot-number';
import { pageWindow } from '../../../core/page-window';
import { plotMatchesSearch } from '../../../core/plot-matches-search';
import type { Plot } from '../../../core/schemas/plot';
import type { PlotSearchQuery } from '../../../core/schemas/plot-search';
import { PLOT_RECORD_FIELDS, PLOT_TELUGU_FIELDS, PlotNumberTakenError, type PlotRepository, type VenturePlotRecord } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withCoverOnWrite } from '../plot-cover';
import { withTeluguTexts } from '../telugu-texts';
import { compareBytes } from './collation';
import { COLLECTIONS, PLOT_STATUS_HISTORY_SUBCOLLECTION } from './collections';
import { DOCUMENTS_VERIFIED, plotConverter, plotStatusEntryConverter, type PlotNumberDocument } from './converters';
import { isAlreadyExists, isUsableId, documentIdFor, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';
import { plotNumbersOf } from './venture-refs';

/** The marker of a plot number in a venture; null when the plot has no venture or no number. */
export function numberMarker(context: FirestoreContext, ventureId: string, plotNumber: string): DocumentReference<PlotNumberDocument> | null {
  if (ventureId === '' || plotNumber === '') return null;
  if (!isUsableId(ventureId)) throw new TypeError(`"${ventureId}" cannot be a venture id`);
  return plotNumbersOf(context.db, ventureId).doc(documentIdFor(plotNumber));
}

/**
 * In a transaction, after its reads: hands the number `next` to the plot (creating its marker,
 * or refusing when another plot holds it) and gives back the one it held (`was`). Reads first.
 */
export async function moveNumber(transaction: Transaction, plotId: string, was: DocumentReference<PlotNumberDocument> | null, next: DocumentReference<PlotNumberDocument> | null, plotNumber: string): Promise<() => void> {
  const same = was !== null && next !== null && was.path === next.path;
  const [held, wanted] = await Promise.all([was && !same ? transaction.get(was) : null, next ? transaction.get(next) : null]);
  const holder = wanted?.data()?.plotId;
  if (next && holder !== undefined && holder !== plotId) throw new PlotNumberTakenError(plotNumber);
  return () => {
    if (next && holder === undefined) transaction.create(next, { id: next.id, plotId });
    if (was && !same && held?.data()?.plotId === plotId) transaction.delete(was);
  };
}

/**
 * Plots on Firestore.
 *
 * search() asks Firestore only for the equality filters the visitor set (status, category, road
 * facing, featured, documents verified: equality-only queries are served by merging single-field indexes, so they need
 * no composite index) and does the rest here, exactly as the SQLite adapter's SQL does it: whether
 * a plot matches is core/plot-matches-search.ts (the case-insensitive location substring, which
 * Firestore cannot search, the price and area ranges), then the sort with its id tiebreak, the
 * page and the total. Firestore offsets would be billed
 * as reads anyway, and cursors would need a composite index per filter × sort combination.
 * The cost: every search reads every plot that passes the equality filters — at this site's scale
 * (hundreds of plots) that is a few hundred document reads and well under 1 MB per search. Past a
 * few thousand plots this wants a cached snapshot of the plot list or a search service instead.
 *
 * featured() is a real ordered, limited query (the composite index of firestore.indexes.json).
 *
 * A plot number is held in its venture by a marker document, ventures/{id}/plotNumbers/{number},
 * naming its plot: every write that gives a plot a number creates the marker in the same
 * transaction (create() fails when another plot holds it), and every write that takes the number
 * away deletes it. Markers are created before the plot is written: real Firestore commits all or
 * nothing, the test emulator applies a commit's writes in order and stops at the first refused.
 */
export function createPlotRepository(context: FirestoreContext): PlotRepository {
  const plots = () => collectionOf(context, COLLECTIONS.plots, plotConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.plots, plotConverter, spec);
  const historyOf = (id: string) => plots().doc(id).collection(PLOT_STATUS_HISTORY_SUBCOLLECTION).withConverter(plotStatusEntryConverter);
  const marker = (ventureId: string, plotNumber: string) => numberMarker(context, ventureId, plotNumber);
  return {
    async search(search) {
      const { page, pageSize, offset } = pageWindow(search);
      const snapshot = await query({ where: equalityFilters(search) }).get();
      const matches = snapshot.docs.map(toSortable).filter(({ plot }) => plotMatchesSearch(plot, search));
      matches.sort(comparatorFor(search.sort));
      return { items: matches.slice(offset, offset + pageSize).map(({ plot }) => plot), total: matches.length, page, pageSize };
    },

    async featured(limit) {
      const wanted = Math.max(0, Math.floor(limit));
      if (wanted === 0) return [];
      // Featured first, then newest: two queries of one shape rather than orderBy('featured'),
      // which the test emulator cannot sort; real Firestore serves both from the same index.
      const newestAvailable = async (featured: boolean, count: number) =>
        (
          await query({
            where: [
              ['status', '==', 'available'],
              ['featured', '==', featured],
            ],
            orderBy: [['createdAt', 'desc']],
            limit: count,
          }).get()
        ).docs.map((doc) => doc.data());
      const featured = await newestAvailable(true, wanted);
      if (featured.length >= wanted) return featured.slice(0, wanted);
      return [...featured, ...(await newestAvailable(false, wanted - featured.length))];
    },

    async get(id) {
      if (!isUsableId(id)) return null;
      return (await plots().doc(id).get()).data() ?? null;
    },

    async create(record) {
      const ref = plots().doc();
      const data = { id: ref.id, ...pickFields(withCoverOnWrite(withTeluguTexts(record, PLOT_TELUGU_FIELDS)), PLOT_RECORD_FIELDS), createdAt: FieldValue.serverTimestamp(), updatedAt: null };
      const number = marker(data.ventureId, data.plotNumber);
      if (!number) {
        await ref.create(data);
        return readBack(ref);
      }
      try {
        await context.db.runTransaction(async (transaction) => {
          const write = await moveNumber(transaction, ref.id, null, number, data.plotNumber);
          write();
          transaction.create(ref, data);
        });
      } catch (error) {
        // Another plot took the number between this transaction's read and its commit.
        if (isAlreadyExists(error)) throw new PlotNumberTakenError(data.plotNumber);
        throw error;
      }
      return readBack(ref);
    },

    async update(id, record) {
      if (!isUsableId(id)) return null;
      const ref = plots().doc(id);
      const patch = pickDefined(withCoverOnWrite(record), PLOT_RECORD_FIELDS);
      const plotNumber = (before: Plot) => patch.plotNumber ?? before.plotNumber;
      try {
        const found = await context.db.runTransaction(async (transaction) => {
          const before = (await transaction.get(ref)).data();
          if (!before) return false;
          const next = plotNumber(before);
          const write = await moveNumber(transaction, id, marker(before.ventureId, before.plotNumber), marker(patch.ventureId ?? before.ventureId, next), next);
          write();
          transaction.update(ref, plotConverter.toFirestore({ ...patch, updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
          return true;
        });
        return found ? readBack(ref) : null;
      } catch (error) {
        if (isAlreadyExists(error)) throw new PlotNumberTakenError(patch.plotNumber ?? (await readBack(ref)).plotNumber);
        throw error;
      }
    },

    async delete(id) {
      if (!isUsableId(id)) return false;
      const ref = plots().doc(id);
      // The plot and the marker of its number go together; its status history stays.
      return context.db.runTransaction(async (transaction) => {
        const before = (await transaction.get(ref)).data();
        if (!before) return false;
        const write = await moveNumber(transaction, id, marker(before.ventureId, before.plotNumber), null, '');
        write();
        transaction.delete(ref);
        return true;
      });
    },

    async count() {
      return (await query({}).count().get()).data().count;
    },

    async imagePublicIds() {
      // Every photo of every plot, read through the converter (a document from before the gallery
      // counts its one image). One read per plot, like summaries(): the cleanup job runs nightly.
      const snapshot = await query({}).get();
      const ids = snapshot.docs.flatMap((doc) => doc.data().images.map((image) => image.publicId));
      return [...new Set(ids.filter((id) => id.length > 0))];
    },

    async summaries() {
      // Whole documents through the converter (lenient reads): at this site's scale a sitemap
      // costs one read per plot, and the CDN keeps it for minutes.
      const snapshot = await query({ orderBy: [['createdAt', 'desc']] }).get();
      return snapshot.docs
        .map(toSortable)
        .sort(comparatorFor('newest'))
        .map(({ plot }) => ({ id: plot.id, title: plot.title, category: plot.category, status: plot.status, createdAt: plot.createdAt, updatedAt: plot.updatedAt }));
    },

    async byVenture(ventureId) {
      if (ventureId === '') return [];
      const snapshot = await query({ where: [['ventureId', '==', ventureId]] }).get();
      return snapshot.docs
        .map((doc) => venturePlot(doc.data()))
        .sort(comparePlotNumbers);
    },

    async setStatuses(ids, set, by) {
      const wanted = [...new Set(ids)];
      const usable = wanted.filter(isUsableId);
      const reservedUntil = set.status === 'reserved' ? set.reservedUntil : '';
      const refs = usable.map((id) => plots().doc(id));
      if (refs.length > 0) {
        // One transaction for them all (Firestore takes up to 10 MiB a commit: 600 plots and as
        // many entries are well inside it): each plot read, then changed with its entry.
        await context.db.runTransaction(async (transaction) => {
          const before = await transaction.getAll(...refs);
          for (const snapshot of before) {
            const plot = snapshot.data();
            if (!plot || (plot.status === set.status && plot.reservedUntil === reservedUntil)) continue;
            const entry = historyOf(plot.id).doc();
            transaction.update(snapshot.ref, plotConverter.toFirestore({ status: set.status, reservedUntil, updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
            transaction.create(entry, { id: entry.id, plotId: plot.id, at: FieldValue.serverTimestamp(), by, from: plot.status, to: set.status, reservedUntil });
          }
        });
      }
      const after = refs.length > 0 ? await context.db.getAll(...refs) : [];
      const found = new Map(after.flatMap((snapshot) => {
        const plot = snapshot.data();
        return plot ? [[plot.id, plot] as const] : [];
      }));
      return { plots: wanted.flatMap((id) => found.get(id) ?? []), missing: wanted.filter((id) => !found.has(id)) };
    },

    async statusHistory(plotId) {
      if (!isUsableId(plotId)) return [];
      // A plot has a few entries: read them all and sort here (no index to keep).
      const snapshot = await historyOf(plotId).get();
      return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
    },

    async expiredReservations(today) {
      const snapshot = await query({
        where: [
          ['status', '==', 'reserved'],
          ['reservedUntil', '>', ''],
          ['reservedUntil', '<', today],
        ],
      }).get();
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}

function venturePlot(plot: Plot): VenturePlotRecord {
  const { id, title, plotNumber, status, reservedUntil, area, roadFacing, pricePerSqYard, price, priceUnit, updatedAt } = plot;
  return { id, title, plotNumber, status, reservedUntil, area, roadFacing, pricePerSqYard, price, priceUnit, updatedAt };
}

function equalityFilters(search: PlotSearchQuery): NonNullable<QuerySpec['where']> {
  const where: NonNullable<QuerySpec['where']>[number][] = [];
  if (search.status) where.push(['status', '==', search.status]);
  if (search.category) where.push(['category', '==', search.category]);
  if (search.roadFacing) where.push(['roadFacing', '==', search.roadFacing]);
  if (search.featured !== undefined) where.push(['featured', '==', search.featured]);
  if (search.documents === 'verified') where.push([DOCUMENTS_VERIFIED, '==', true]);
  return where;
}

interface Sortable {
  plot: Plot;
  /** Creation time in microseconds: the stored Timestamp is finer than the ISO string. */
  created: number;
}

function toSortable(doc: QueryDocumentSnapshot<Plot>): Sortable {
  const plot = doc.data();
  const raw: unknown = doc.get('createdAt');
  const created =
    raw instanceof Timestamp ? raw.seconds * 1_000_000 + Math.floor(raw.nanoseconds / 1000) : Date.parse(plot.createdAt) * 1000;
  return { plot, created };
}

/** The SQLite adapter's orders: every sort ends with the id, so pages never overlap or skip ties. */
function comparatorFor(sort: PlotSearchQuery['sort']): (a: Sortable, b: Sortable) => number {
  const byId = (a: Sortable, b: Sortable) => compareBytes(a.plot.id, b.plot.id);
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.plot.price - b.plot.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.plot.price - a.plot.price || byId(b, a);
    case 'area-asc':
      return (a, b) => a.plot.area - b.plot.area || byId(a, b);
    case 'area-desc':
      return (a, b) => b.plot.area - a.plot.area || byId(b, a);
    case 'newest':
    default:
      return (a, b) => b.created - a.created || byId(b, a);
  }
}
