import { desc, eq, sql } from 'drizzle-orm';
import type { Plot } from '../../../core/schemas/plot';
import type { PlotPage } from '../../../core/schemas/plot-search';
import { PLOT_RECORD_FIELDS, PLOT_TELUGU_FIELDS, type PlotRecord, type PlotRecordField, type PlotRepository } from '../../../ports/store';
import { withCoverImage } from '../../../core/plot-images';
import { pickDefined, pickFields } from '../pick-fields';
import { withCoverOnWrite } from '../plot-cover';
import { withTeluguTexts } from '../telugu-texts';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { searchPlotRows } from './plot-search';
import { countRows, deleteRows, storedTimes } from './rows';
import { plots } from './schema';

type PlotRow = typeof plots.$inferSelect;
type PlotInsert = typeof plots.$inferInsert;

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
      const [row] = await db
        .insert(plots)
        .values(toNewRow(record, now()))
        .returning();
      if (!row) throw new Error('Plot insert returned no row');
      return toPlot(row);
    },

    async update(id, record) {
      const [row] = await db
        .update(plots)
        .set({ ...toColumns(record), updatedAt: now() })
        .where(eq(plots.id, id))
        .returning();
      return row ? toPlot(row) : null;
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
      return rows.map((row) => ({ id: row.id, title: row.title, category: row.category, status: row.status, ...storedTimes(row) }));
    },
  };
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
  return { id: newId(), ...pickFields(withCoverOnWrite(withTeluguTexts(record, PLOT_TELUGU_FIELDS)), COLUMN_FIELDS), ...coordinateColumns(record.coordinates), createdAt, updatedAt: null };
}

/** Plot fields → columns, leaving out what a partial update does not mention (an allow-list: a stray id or createdAt is never stored). */
function toColumns(record: Partial<PlotRecord>): Partial<PlotInsert> {
  return { ...pickDefined(withCoverOnWrite(record), COLUMN_FIELDS), ...(record.coordinates ? coordinateColumns(record.coordinates) : {}) };
}

function coordinateColumns(coordinates: PlotRecord['coordinates']): Pick<PlotInsert, 'latitude' | 'longitude'> {
  return { latitude: coordinates.latitude, longitude: coordinates.longitude };
}

/** A row as a plot; a row from before the gallery (one image, no list) reads with that image as its one photo. */
function toPlot(row: PlotRow): Plot {
  return withCoverImage({
    id: row.id,
    ...pickFields(row, COLUMN_FIELDS),
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    ...storedTimes(row),
  });
}
