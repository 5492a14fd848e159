import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { BinKind } from '../../../core/bin';
import { PlotNumberTakenError, type BinEntry, type BinRepository } from '../../../ports/store';
import { binnedPlotFacts, WITHOUT_VENTURE } from '../binned-plot';
import { toIso } from './clock';
import type { SqliteDb } from './open-database';
import { PLOT_NUMBER_COLUMNS, toPlot } from './plot-repository';
import { isUniqueViolation } from './rows';
import { bin, blogs, contactSubmissions as leads, plots, regions } from './schema';
import { toLead } from './lead-repository';
import { toRegion } from './region-repository';
import { toBlog } from './blog-repository';

type BinRow = typeof bin.$inferSelect;
type PlotRow = typeof plots.$inferSelect;
type BlogRow = typeof blogs.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
type LeadRow = typeof leads.$inferSelect;
const NO_LINKS = { layoutShapeIds: [] };

/**
 * The bin on SQLite: the item's row as its table held it, as JSON, so a restore writes back exactly
 * that row (id, times, photos). Each move is one batch (one transaction): the row goes in one table
 * and out of the other together. The plots service serialises writes per plot (keyed lock), so the
 * row read before the batch is the row it moves.
 */
export function createBinRepository(db: SqliteDb, now: () => number): BinRepository {
  const entryRow = (kind: BinKind, id: string) => and(eq(bin.kind, kind), eq(bin.itemId, id));

  async function storedPlot(id: string): Promise<PlotRow | null> {
    const [row] = await db.select({ data: bin.data }).from(bin).where(entryRow('plot', id));
    return row ? (row.data as PlotRow) : null;
  }

  return {
    async binPlot(id, by, links) {
      const [row] = await db.select().from(plots).where(eq(plots.id, id));
      if (!row) return null;
      const plot = toPlot(row);
      const values = { kind: 'plot' as const, itemId: id, ...binnedPlotFacts(plot), deletedAt: now(), byId: by?.id ?? null, byEmail: by?.email ?? null, links, data: row };
      const [, removed] = await db.batch([db.insert(bin).values(values), db.delete(plots).where(eq(plots.id, id)).returning({ id: plots.id })]);
      if (removed.length === 0) return null;
      return { entry: toEntry(values), plot };
    },

    async restorePlot(id, { withoutVenture }) {
      const row = await storedPlot(id);
      if (!row) return null;
      const restored = withoutVenture ? { ...row, ...WITHOUT_VENTURE } : row;
      try {
        const [inserted] = await db.batch([db.insert(plots).values(restored).returning(), db.delete(bin).where(entryRow('plot', id))]);
        const [back] = inserted;
        if (!back) throw new Error('Plot restore returned no row');
        return toPlot(back);
      } catch (error) {
        if (isUniqueViolation(error, PLOT_NUMBER_COLUMNS)) throw new PlotNumberTakenError(restored.plotNumber);
        throw error;
      }
    },

    async binBlog(id, by) {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      if (!row) return null;
      const values = { kind: 'blog' as const, itemId: id, title: row.title, imagePublicIds: [], deletedAt: now(), byId: by?.id ?? null, byEmail: by?.email ?? null, links: NO_LINKS, data: row };
      const [, removed] = await db.batch([db.insert(bin).values(values), db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id })]);
      return removed.length === 0 ? null : { entry: toEntry(values), blog: toBlog(row) };
    },

    async restoreBlog(id) {
      const [stored] = await db.select({ data: bin.data }).from(bin).where(entryRow('blog', id));
      if (!stored) return null;
      const [[back]] = await db.batch([db.insert(blogs).values(stored.data as BlogRow).returning(), db.delete(bin).where(entryRow('blog', id))]);
      return back ? toBlog(back) : null;
    },

    async binRegion(id, by) {
      const [row] = await db.select().from(regions).where(eq(regions.id, id));
      if (!row) return null;
      const values = { kind: 'region' as const, itemId: id, title: row.region, imagePublicIds: [], deletedAt: now(), byId: by?.id ?? null, byEmail: by?.email ?? null, links: NO_LINKS, data: row };
      const [, removed] = await db.batch([db.insert(bin).values(values), db.delete(regions).where(eq(regions.id, id)).returning({ id: regions.id })]);
      return removed.length === 0 ? null : { entry: toEntry(values), region: toRegion(row) };
    },

    async restoreRegion(id) {
      const [stored] = await db.select({ data: bin.data }).from(bin).where(entryRow('region', id));
      if (!stored) return null;
      const [[back]] = await db.batch([db.insert(regions).values(stored.data as RegionRow).returning(), db.delete(bin).where(entryRow('region', id))]);
      return back ? toRegion(back) : null;
    },

    async binLead(id, by) {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      if (!row) return null;
      const values = { kind: 'lead' as const, itemId: id, title: row.name, imagePublicIds: [], deletedAt: now(), byId: by?.id ?? null, byEmail: by?.email ?? null, links: NO_LINKS, data: row };
      const [, removed] = await db.batch([db.insert(bin).values(values), db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id })]);
      return removed.length === 0 ? null : { entry: toEntry(values), lead: toLead(row) };
    },

    async restoreLead(id) {
      const [stored] = await db.select({ data: bin.data }).from(bin).where(entryRow('lead', id));
      if (!stored) return null;
      const [[back]] = await db.batch([db.insert(leads).values(stored.data as LeadRow).returning(), db.delete(bin).where(entryRow('lead', id))]);
      return back ? toLead(back) : null;
    },

    async binnedPlot(id) {
      const row = await storedPlot(id);
      return row ? toPlot(row) : null;
    },

    async list() {
      const rows = await db.select().from(bin).orderBy(desc(bin.deletedAt), asc(bin.kind), asc(bin.itemId));
      return rows.map(toEntry);
    },

    async get(kind, id) {
      const [row] = await db.select().from(bin).where(entryRow(kind, id));
      return row ? toEntry(row) : null;
    },

    async remove(kind, id) {
      const [row] = await db.delete(bin).where(entryRow(kind, id)).returning();
      return row ? toEntry(row) : null;
    },

    async deletedBefore(before) {
      const rows = await db.select().from(bin).where(lt(bin.deletedAt, before.getTime())).orderBy(asc(bin.deletedAt), asc(bin.kind), asc(bin.itemId));
      return rows.map(toEntry);
    },

    async imagePublicIds() {
      const rows = await db.select({ ids: bin.imagePublicIds }).from(bin);
      return [...new Set(rows.flatMap((row) => row.ids))];
    },
  };
}

function toEntry(row: Omit<BinRow, 'data'>): BinEntry {
  return {
    kind: row.kind,
    id: row.itemId,
    title: row.title,
    deletedAt: toIso(row.deletedAt),
    deletedBy: row.byId && row.byEmail !== null ? { id: row.byId, email: row.byEmail } : null,
    imagePublicIds: row.imagePublicIds,
    links: row.links,
  };
}
