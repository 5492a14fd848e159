import { and, asc, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { PLOT_STATUSES } from '../../../core/constants';
import { documentsVerified, storedDocumentChecks } from '../../../core/document-checks';
import { withCoverImage } from '../../../core/plot-images';
import { comparePlotNumbers } from '../../../core/plot-number';
import { readPlotStatus } from '../../../core/plot-status';
import type { Plot } from '../../../core/schemas/plot';
import type { PlotPage } from '../../../core/schemas/plot-search';
import {
  PLOT_RECORD_FIELDS,
  PLOT_TELUGU_FIELDS,
  PlotNumberTakenError,
  type PlotRecord,
  type PlotRecordField,
  type PlotRepository,
  type PlotStatusEntry,
} from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withCoverOnWrite } from '../plot-cover';
import { withTeluguTexts } from '../telugu-texts';
import { newId, toIso } from './clock';
import type { SqliteDb } from './open-database';
import { searchPlotRows } from './plot-search';
import { countRows, deleteRows, isUniqueViolation, storedTimes } from './rows';
import { plotStatusHistory, plots } from './schema';

type PlotRow = typeof plots.$inferSelect;
type PlotInsert = typeof plots.$inferInsert;
type HistoryRow = typeof plotStatusHistory.$inferSelect;

/** How SQLite names the columns of the plot-number index in its constraint error. */
export const PLOT_NUMBER_COLUMNS = 'plots.venture_id, plots.plot_number';

export function createPlotRepository(db: SqliteDb, now: () => number): PlotRepository {
  return {
    async search(query) {
      const { rows, total, page, pageSize } = await searchPlotRows(db, query);
      return { items: rows.map(toPlot), total, page, pageSize } satisfies PlotPage;
    },

    async featured(limit) {
      const rows = await db
        .select()
        .from(plots)
        .where(eq(plots.status, 'available'))
        .orderBy(desc(plots.featured), desc(plots.createdAt), desc(plots.id))
        .limit(Math.max(0, Math.floor(limit)));
      return rows.map(toPlot);
    },

    async get(id) {
      const [row] = await db.select().from(plots).where(eq(plots.id, id));
      return row ? toPlot(row) : null;
    },

    async create(record) {
      const values = toNewRow(record, now());
      try {
        const [row] = await db.insert(plots).values(values).returning();
        if (!row) throw new Error('Plot insert returned no row');
        return toPlot(row);
      } catch (error) {
        if (isUniqueViolation(error, PLOT_NUMBER_COLUMNS)) throw new PlotNumberTakenError(values.plotNumber ?? '');
        throw error;
      }
    },

    async update(id, record) {
      try {
        const [row] = await db
          .update(plots)
          .set({ ...toColumns(record), updatedAt: now() })
          .where(eq(plots.id, id))
          .returning();
        return row ? toPlot(row) : null;
      } catch (error) {
        if (!isUniqueViolation(error, PLOT_NUMBER_COLUMNS)) throw error;
        // A move to another venture keeps the stored number: the error names the one that clashed.
        const [stored] = record.plotNumber === undefined ? await db.select({ plotNumber: plots.plotNumber }).from(plots).where(eq(plots.id, id)) : [];
        throw new PlotNumberTakenError(record.plotNumber ?? stored?.plotNumber ?? '');
      }
    },

    async delete(id) {
      return deleteRows(db, plots, eq(plots.id, id));
    },

    async count() {
      return countRows(db, plots);
    },

    async imagePublicIds() {
      // Every photo of every plot (the cover is images[0], so the list holds it too).
      const result = await db.all<{ publicId: string }>(
        sql`SELECT DISTINCT json_extract(photo.value, '$.publicId') AS publicId FROM ${plots}, json_each(${plots.images}) AS photo WHERE json_extract(photo.value, '$.publicId') <> ''`,
      );
      return result.map((row) => row.publicId);
    },

    async summaries() {
      const rows = await db
        .select({ id: plots.id, title: plots.title, category: plots.category, status: plots.status, createdAt: plots.createdAt, updatedAt: plots.updatedAt })
        .from(plots)
        .orderBy(desc(plots.createdAt), desc(plots.id));
      return rows.map((row) => ({ id: row.id, title: row.title, category: row.category, status: readPlotStatus(row.status), ...storedTimes(row) }));
    },

    async byVenture(ventureId) {
      // '' is "no venture": never a venture's plots.
      if (ventureId === '') return [];
      const rows = await db
        .select({
          id: plots.id,
          title: plots.title,
          plotNumber: plots.plotNumber,
          status: plots.status,
          reservedUntil: plots.reservedUntil,
          area: plots.area,
          roadFacing: plots.roadFacing,
          pricePerSqYard: plots.pricePerSqYard,
          price: plots.price,
          priceUnit: plots.priceUnit,
          updatedAt: plots.updatedAt,
        })
        .from(plots)
        .where(eq(plots.ventureId, ventureId));
      return rows
        .map((row) => ({ ...row, status: readPlotStatus(row.status), updatedAt: row.updatedAt === null ? null : toIso(row.updatedAt) }))
        .sort(comparePlotNumbers);
    },

    async setStatuses(ids, set, by) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return { plots: [], missing: [] };
      const reservedUntil = set.status === 'reserved' ? set.reservedUntil : '';
      const at = now();
      // Entries of one change share its time; their ids are this change's plus the plot's.
      const changeId = newId();
      const picked = sql`${plots.id} IN (SELECT value FROM json_each(${JSON.stringify(wanted)}))`;
      const status = storedStatus();
      // Only plots whose status or reservation really changes get an entry and a new updatedAt.
      const changing = and(picked, or(ne(status, set.status), ne(plots.reservedUntil, reservedUntil)));
      // One transaction: the entries are written from the rows as they were, then the rows change.
      const [, , after] = await db.batch([
        db.insert(plotStatusHistory).select(
          // In the table's column order.
          sql`SELECT ${changeId} || '-' || ${plots.id}, ${plots.id}, ${at}, ${by?.id ?? null}, ${by?.email ?? null}, ${status}, ${set.status}, ${reservedUntil}
              FROM ${plots} WHERE ${changing}`,
        ),
        db.update(plots).set({ status: set.status, reservedUntil, updatedAt: at }).where(changing),
        db.select().from(plots).where(picked),
      ]);
      const found = new Map(after.map((row) => [row.id, toPlot(row)]));
      return { plots: wanted.flatMap((id) => found.get(id) ?? []), missing: wanted.filter((id) => !found.has(id)) };
    },

    async statusHistory(plotId) {
      const rows = await db.select().from(plotStatusHistory).where(eq(plotStatusHistory.plotId, plotId)).orderBy(asc(plotStatusHistory.at), asc(plotStatusHistory.id));
      return rows.map(toStatusEntry);
    },

    async expiredReservations(today) {
      const rows = await db
        .select({ id: plots.id })
        .from(plots)
        .where(and(eq(plots.status, 'reserved'), ne(plots.reservedUntil, ''), lt(plots.reservedUntil, today)))
        .orderBy(asc(plots.reservedUntil), asc(plots.id));
      return rows.map((row) => row.id);
    },
  };
}

/** The stored status as the port reads it (readPlotStatus, in SQL): an unknown one is available. */
function storedStatus(): SQL {
  return sql`(CASE WHEN ${plots.status} IN (${sql.join(
    PLOT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}) THEN ${plots.status} ELSE 'available' END)`;
}

/**
 * The record fields stored in a column of the same name: all but the coordinates, which are two
 * columns. The types below make a record field without its column (or of another type) a
 * compile error in toNewRow and toPlot.
 */
type ColumnField = Exclude<PlotRecordField, 'coordinates'>;
const COLUMN_FIELDS = PLOT_RECORD_FIELDS.filter((field): field is ColumnField => field !== 'coordinates');

/** A full row for a new plot; the store picks the id and the creation time. */
export function toNewRow(record: PlotRecord, createdAt: number): PlotInsert {
  return {
    id: newId(),
    ...pickFields(withCoverOnWrite(withTeluguTexts(record, PLOT_TELUGU_FIELDS)), COLUMN_FIELDS),
    ...coordinateColumns(record.coordinates),
    // A writer from before the checks (a test's older row) names none: the columns' defaults.
    ...(record.documents ? { documentsVerified: documentsVerified(record.documents) } : {}),
    createdAt,
    updatedAt: null,
  };
}

/** Plot fields → columns, leaving out what a partial update does not mention (an allow-list: a stray id or createdAt is never stored). */
function toColumns(record: Partial<PlotRecord>): Partial<PlotInsert> {
  return {
    ...pickDefined(withCoverOnWrite(record), COLUMN_FIELDS),
    ...(record.coordinates ? coordinateColumns(record.coordinates) : {}),
    // The search's column follows the checks it comes from, written with them.
    ...(record.documents ? { documentsVerified: documentsVerified(record.documents) } : {}),
  };
}

function coordinateColumns(coordinates: PlotRecord['coordinates']): Pick<PlotInsert, 'latitude' | 'longitude'> {
  return { latitude: coordinates.latitude, longitude: coordinates.longitude };
}

/** A row as a plot; a row from before the gallery (one image, no list) reads with that image as its one photo. */
export function toPlot(row: PlotRow): Plot {
  return withCoverImage({
    id: row.id,
    ...pickFields(row, COLUMN_FIELDS),
    status: readPlotStatus(row.status),
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    documents: storedDocumentChecks(row.documents),
    ...storedTimes(row),
  });
}

function toStatusEntry(row: HistoryRow): PlotStatusEntry {
  return {
    id: row.id,
    plotId: row.plotId,
    at: toIso(row.at),
    by: row.byId && row.byEmail !== null ? { id: row.byId, email: row.byEmail } : null,
    from: readPlotStatus(row.fromStatus),
    to: readPlotStatus(row.toStatus),
    reservedUntil: row.reservedUntil,
  };
}
