import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PlotSort } from '../../../core/constants';
import { pageWindow } from '../../../core/page-window';
import type { Plot } from '../../../core/schemas/plot';
import type { PlotPage, PlotSearchQuery } from '../../../core/schemas/plot-search';
import { PLOT_RECORD_FIELDS, type PlotRecord, type PlotRecordField, type PlotRepository } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { countRows, deleteRows, storedTimes } from './rows';
import { plots } from './schema';

type PlotRow = typeof plots.$inferSelect;
type PlotInsert = typeof plots.$inferInsert;

export function createPlotRepository(db: SqliteDb, now: () => number): PlotRepository {
  return {
    async search(query) {
      const where = and(...searchConditions(query));
      const { page, pageSize, offset } = pageWindow(query);
      // One page query and one COUNT: both walk the indexes of schema.ts.
      const rows = await db
        .select()
        .from(plots)
        .where(where)
        .orderBy(...sortOrder(query.sort))
        .limit(pageSize)
        .offset(offset);
      return { items: rows.map(toPlot), total: await countRows(db, plots, where), page, pageSize } satisfies PlotPage;
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
      const rows = await db
        .selectDistinct({ publicId: plots.imagePublicId })
        .from(plots)
        .where(sql`${plots.imagePublicId} <> ''`);
      return rows.map((row) => row.publicId);
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

/** The WHERE clause of a search; undefined or non-finite bounds mean "no bound" (docs/product.md §5). */
function searchConditions(query: PlotSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.location) {
    // LIKE is case-insensitive for ASCII in SQLite; % and _ typed by a visitor are matched literally.
    const pattern = `%${escapeLike(query.location)}%`;
    conditions.push(sql`${plots.location} LIKE ${pattern} ESCAPE '\\'`);
  }
  if (isBound(query.priceMin)) conditions.push(gte(plots.price, query.priceMin));
  if (isBound(query.priceMax)) conditions.push(lte(plots.price, query.priceMax));
  if (isBound(query.areaMin)) conditions.push(gte(plots.area, query.areaMin));
  if (isBound(query.areaMax)) conditions.push(lte(plots.area, query.areaMax));
  if (query.status) conditions.push(eq(plots.status, query.status));
  if (query.roadFacing) conditions.push(eq(plots.roadFacing, query.roadFacing));
  if (query.category) conditions.push(eq(plots.category, query.category));
  if (query.featured !== undefined) conditions.push(eq(plots.featured, query.featured));
  return conditions;
}

function isBound(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Every sort ends with id so pages never overlap or skip rows that tie. */
function sortOrder(sort: PlotSort | undefined): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(plots.price), asc(plots.id)];
    case 'price-desc':
      return [desc(plots.price), desc(plots.id)];
    case 'area-asc':
      return [asc(plots.area), asc(plots.id)];
    case 'area-desc':
      return [desc(plots.area), desc(plots.id)];
    case 'newest':
    default:
      return [desc(plots.createdAt), desc(plots.id)];
  }
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
  return { id: newId(), ...pickFields(record, COLUMN_FIELDS), ...coordinateColumns(record.coordinates), createdAt, updatedAt: null };
}

/** Plot fields → columns, leaving out what a partial update does not mention (an allow-list: a stray id or createdAt is never stored). */
export function toColumns(record: Partial<PlotRecord>): Partial<PlotInsert> {
  return { ...pickDefined(record, COLUMN_FIELDS), ...(record.coordinates ? coordinateColumns(record.coordinates) : {}) };
}

function coordinateColumns(coordinates: PlotRecord['coordinates']): Pick<PlotInsert, 'latitude' | 'longitude'> {
  return { latitude: coordinates.latitude, longitude: coordinates.longitude };
}

export function toPlot(row: PlotRow): Plot {
  return {
    id: row.id,
    ...pickFields(row, COLUMN_FIELDS),
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    ...storedTimes(row),
  };
}
