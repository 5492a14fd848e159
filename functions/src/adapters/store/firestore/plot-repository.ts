import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { pageWindow } from '../../../core/page-window';
import type { Plot } from '../../../core/schemas/plot';
import type { PlotSearchQuery } from '../../../core/schemas/plot-search';
import { PLOT_RECORD_FIELDS, PLOT_TELUGU_FIELDS, type PlotRepository } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withCoverOnWrite } from '../plot-cover';
import { withTeluguTexts } from '../telugu-texts';
import { compareBytes, foldAscii } from './collation';
import { COLLECTIONS } from './collections';
import { plotConverter } from './converters';
import { deleteExisting, isNotFound, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';


/**
 * Plots on Firestore.
 *
 * search() asks Firestore only for the equality filters the visitor set (status, category, road
 * facing, featured: equality-only queries are served by merging single-field indexes, so they need
 * no composite index) and does the rest here, exactly as the SQLite adapter's SQL does it: the
 * case-insensitive location substring (Firestore has no substring search), the price and area
 * ranges, the sort with its id tiebreak, the page and the total. Firestore offsets would be billed
 * as reads anyway, and cursors would need a composite index per filter × sort combination.
 * The cost: every search reads every plot that passes the equality filters — at this site's scale
 * (hundreds of plots) that is a few hundred document reads and well under 1 MB per search. Past a
 * few thousand plots this wants a cached snapshot of the plot list or a search service instead.
 *
 * featured() is a real ordered, limited query (the composite index of firestore.indexes.json).
 */
export function createPlotRepository(context: FirestoreContext): PlotRepository {
  const plots = () => collectionOf(context, COLLECTIONS.plots, plotConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.plots, plotConverter, spec);

  return {
    async search(search) {
      const { page, pageSize, offset } = pageWindow(search);
      const snapshot = await query({ where: equalityFilters(search) }).get();
      const matches = snapshot.docs.map(toSortable).filter(({ plot }) => matchesRest(plot, search));
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
      await ref.create({ id: ref.id, ...pickFields(withCoverOnWrite(withTeluguTexts(record, PLOT_TELUGU_FIELDS)), PLOT_RECORD_FIELDS), createdAt: FieldValue.serverTimestamp(), updatedAt: null });
      return readBack(ref);
    },

    async update(id, record) {
      if (!isUsableId(id)) return null;
      const ref = plots().doc(id);
      try {
        // update() fails on a missing document, so a missing id is never created by accident.
        await ref.update(plotConverter.toFirestore({ ...pickDefined(withCoverOnWrite(record), PLOT_RECORD_FIELDS), updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return readBack(ref);
    },

    async delete(id) {
      return isUsableId(id) && deleteExisting(plots().doc(id));
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
  };
}

function equalityFilters(search: PlotSearchQuery): NonNullable<QuerySpec['where']> {
  const where: NonNullable<QuerySpec['where']>[number][] = [];
  if (search.status) where.push(['status', '==', search.status]);
  if (search.category) where.push(['category', '==', search.category]);
  if (search.roadFacing) where.push(['roadFacing', '==', search.roadFacing]);
  if (search.featured !== undefined) where.push(['featured', '==', search.featured]);
  return where;
}

function isBound(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** What Firestore did not filter: location (like SQLite's LIKE: ASCII case folded, % and _ literal), price and area, inclusive. */
function matchesRest(plot: Plot, search: PlotSearchQuery): boolean {
  if (search.location && !foldAscii(plot.location).includes(foldAscii(search.location))) return false;
  if (isBound(search.priceMin) && !(plot.price >= search.priceMin)) return false;
  if (isBound(search.priceMax) && !(plot.price <= search.priceMax)) return false;
  if (isBound(search.areaMin) && !(plot.area >= search.areaMin)) return false;
  if (isBound(search.areaMax) && !(plot.area <= search.areaMax)) return false;
  return true;
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
