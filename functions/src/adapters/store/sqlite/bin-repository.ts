import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { PLOT_STATUSES } from '../../../core/constants';
import type { BinKind } from '../../../core/bin';
import type { HistoryActor } from '../../../core/schemas/lead-history';
import { PlotNumberTakenError, type BinEntry, type BinRepository } from '../../../ports/store';
import { binnedPlotFacts, binnedVentureFacts, WITHOUT_VENTURE } from '../binned-plot';
import { COUNT_FIELDS } from '../venture-counts';
import { toIso } from './clock';
import type { SqliteDb } from './open-database';
import { PLOT_NUMBER_COLUMNS, toPlot } from './plot-repository';
import { isUniqueViolation } from './rows';
import { bin, blogs, contactSubmissions as leads, plots, regions, ventureCounts, ventureLayouts, ventures } from './schema';
import { toVenture } from './venture-repository';
import { toLead } from './lead-repository';
import { toRegion } from './region-repository';
import { toBlog } from './blog-repository';

type BinRow = typeof bin.$inferSelect;
type PlotRow = typeof plots.$inferSelect;
/** What the bin keeps of a venture: its row and its layout's (the layout row goes with the venture's: foreign key). */
interface BinnedVentureData {
  venture: typeof ventures.$inferSelect;
  layout: typeof ventureLayouts.$inferSelect | null;
}
/** The tables whose rows the bin keeps as they are. */
type KeptTable = typeof blogs | typeof regions | typeof leads;
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

  /**
   * Moves a row of a kind kept as it is (no images, nothing unique to give up) into the bin, in one
   * batch; null, changing nothing, when there is no such row.
   */
  async function moveIn<T extends KeptTable>(table: T, kind: BinKind, id: string, titleOf: (row: T['$inferSelect']) => string, by: HistoryActor | null) {
    // One statement shape for the three tables: drizzle types a select from a union of tables poorly.
    const [row] = (await db.select().from(table as KeptTable).where(eq(table.id, id))) as T['$inferSelect'][];
    if (!row) return null;
    const values = { kind, itemId: id, title: titleOf(row), imagePublicIds: [], deletedAt: now(), byId: by?.id ?? null, byEmail: by?.email ?? null, links: NO_LINKS, data: row };
    const [, removed] = await db.batch([db.insert(bin).values(values), db.delete(table).where(eq(table.id, id)).returning({ id: table.id })]);
    return removed.length === 0 ? null : { entry: toEntry(values), row };
  }

  /** Writes such a row back as it was and removes its bin entry, in one batch; null when the bin holds no such item. */
  async function moveOut<T extends KeptTable>(table: T, kind: BinKind, id: string): Promise<T['$inferSelect'] | null> {
    const [stored] = await db.select({ data: bin.data }).from(bin).where(entryRow(kind, id));
    if (!stored) return null;
    const [[back]] = await db.batch([db.insert(table).values(stored.data as T['$inferInsert']).returning(), db.delete(bin).where(entryRow(kind, id))]);
    return (back as T['$inferSelect'] | undefined) ?? null;
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
      const moved = await moveIn(blogs, 'blog', id, (row) => row.title, by);
      return moved ? { entry: moved.entry, blog: toBlog(moved.row) } : null;
    },

    async restoreBlog(id) {
      const back = await moveOut(blogs, 'blog', id);
      return back ? toBlog(back) : null;
    },

    async binRegion(id, by) {
      const moved = await moveIn(regions, 'region', id, (row) => row.region, by);
      return moved ? { entry: moved.entry, region: toRegion(moved.row) } : null;
    },

    async restoreRegion(id) {
      const back = await moveOut(regions, 'region', id);
      return back ? toRegion(back) : null;
    },

    async binLead(id, by) {
      const moved = await moveIn(leads, 'lead', id, (row) => row.name, by);
      return moved ? { entry: moved.entry, lead: toLead(moved.row) } : null;
    },

    async restoreLead(id) {
      const back = await moveOut(leads, 'lead', id);
      return back ? toLead(back) : null;
    },

    async binVenture(id, by) {
      const [[venture], [layout], linked] = await db.batch([
        db.select().from(ventures).where(eq(ventures.id, id)),
        db.select().from(ventureLayouts).where(eq(ventureLayouts.ventureId, id)),
        db.select({ plotId: plots.id, plotNumber: plots.plotNumber }).from(plots).where(eq(plots.ventureId, id)),
      ]);
      if (!venture) return null;
      const found = toVenture({ venture, version: layout?.version ?? null, image: layout?.image ?? null });
      const data: BinnedVentureData = { venture, layout: layout ?? null };
      const values = {
        kind: 'venture' as const,
        itemId: id,
        ...binnedVentureFacts(found),
        deletedAt: now(),
        byId: by?.id ?? null,
        byEmail: by?.email ?? null,
        links: { layoutShapeIds: [], venturePlots: linked },
        data: data as unknown as Record<string, unknown>,
      };
      // One transaction: its plots stay, with no venture and no number (the venture service holds
      // the venture's lock, so no plot joins it meanwhile); the layout goes with the venture's row.
      const [, , removed] = await db.batch([
        db.insert(bin).values(values),
        db.update(plots).set({ ...WITHOUT_VENTURE, updatedAt: now() }).where(eq(plots.ventureId, id)),
        db.delete(ventures).where(eq(ventures.id, id)).returning({ id: ventures.id }),
        db.delete(ventureCounts).where(eq(ventureCounts.ventureId, id)),
      ]);
      return removed.length === 0 ? null : { entry: toEntry(values), venture: found };
    },

    async restoreVenture(id) {
      const [stored] = await db.select({ data: bin.data, links: bin.links }).from(bin).where(entryRow('venture', id));
      if (!stored) return null;
      const { venture, layout } = stored.data as unknown as BinnedVentureData;
      const wanted = stored.links.venturePlots ?? [];
      // Only a plot still in no venture comes back to it: one given another venture meanwhile stays there.
      const free = wanted.length === 0 ? [] : await db.select({ id: plots.id }).from(plots).where(and(inArray(plots.id, wanted.map((plot) => plot.plotId)), eq(plots.ventureId, '')));
      const back = wanted.filter((plot) => free.some((row) => row.id === plot.plotId));
      const counted = PLOT_STATUSES.map((status) => sql`coalesce(sum(${plots.status} = ${status}), 0)`);
      const column = (name: string) => sql.identifier(name);
      const countColumns = PLOT_STATUSES.map((status) => column(ventureCounts[COUNT_FIELDS[status]].name));
      const setColumns = [...countColumns, column(ventureCounts.updatedAt.name)];
      await db.batch([
        db.insert(ventures).values(venture),
        db.insert(ventureLayouts).values(layout ?? { ventureId: id, version: 0, image: null, shapes: [] }),
        // Their updatedAt stays: this is no edit.
        ...back.map((plot) =>
          db.update(plots).set({ ventureId: id, plotNumber: plot.plotNumber, ventureName: venture.name }).where(and(eq(plots.id, plot.plotId), eq(plots.ventureId, ''))),
        ),
        // Its counts by status, from its plots as they are now (standalone counts are kept by events; this move publishes none per plot).
        db.run(sql`insert into ${ventureCounts} (${column(ventureCounts.ventureId.name)}, ${sql.join(setColumns, sql`, `)})
          select ${id}, ${sql.join(counted, sql`, `)}, ${now()} from ${plots} where ${plots.ventureId} = ${id}
          on conflict (${column(ventureCounts.ventureId.name)}) do update set ${sql.join(setColumns.map((name) => sql`${name} = excluded.${name}`), sql`, `)}`),
        db.delete(bin).where(entryRow('venture', id)),
      ]);
      const restored = toVenture({ venture, version: layout?.version ?? 0, image: layout?.image ?? null });
      return { venture: restored, relinkedPlots: back.length };
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
