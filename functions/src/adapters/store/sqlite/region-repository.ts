import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { siteDay } from '../../../core/dates';
import type { PriceEntry } from '../../../core/schemas/price-history';
import { REGION_PRICE_FIELDS, type RegionPriceField, type RegionPrices } from '../../../core/region-prices';
import { REGION_INPUT_FIELDS, VILLAGE_FIELD_DEFAULTS, type Region, type RegionPatch } from '../../../core/schemas/region';
import { REGION_TELUGU_FIELDS, type RegionRepository } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { newId, toIso } from './clock';
import type { SqliteDb } from './open-database';
import { deleteRows, storedTimes } from './rows';
import { regionPriceHistory, regions } from './schema';

type RegionRow = typeof regions.$inferSelect;
type PriceRow = typeof regionPriceHistory.$inferSelect;

export function createRegionRepository(db: SqliteDb, now: () => number): RegionRepository {
  return {
    async list(options) {
      const order =
        options?.order === 'newest'
          ? [desc(regions.createdAt), desc(regions.id)]
          : [sql`${regions.region} COLLATE NOCASE`, asc(regions.id)];
      const rows = await db
        .select()
        .from(regions)
        .orderBy(...order);
      return rows.map(toRegion);
    },

    async get(id) {
      const [row] = await db.select().from(regions).where(eq(regions.id, id));
      return row ? toRegion(row) : null;
    },

    async create(input) {
      const [row] = await db
        .insert(regions)
        .values({ id: newId(), ...pickFields(withTeluguTexts({ ...VILLAGE_FIELD_DEFAULTS, ...input }, REGION_TELUGU_FIELDS), REGION_INPUT_FIELDS), createdAt: now(), updatedAt: null })
        .returning();
      if (!row) throw new Error('Region insert returned no row');
      return toRegion(row);
    },

    async update(id, patch, by = null) {
      const at = now();
      const [, updated] = await db.batch([
        // One transaction: the entry is written from the row as it was, and only when a price
        // really changes (the patch's value, or the row's own for a field the patch leaves out).
        db.insert(regionPriceHistory).select(
          // In the table's column order.
          sql`SELECT ${newId()}, ${regions.id}, ${siteDay(new Date(at))}, ${pricesJson((field) => priceAfter(patch, field))}, ${pricesJson((field) => sql`${regions[field]}`)},
                     'change', '', ${at}, ${by?.id ?? null}, ${by?.email ?? null}
              FROM ${regions} WHERE ${regions.id} = ${id} AND (${sql.join(
                REGION_PRICE_FIELDS.map((field) => sql`${priceAfter(patch, field)} IS NOT ${regions[field]}`),
                sql` OR `,
              )})`,
        ),
        db
          .update(regions)
          // Absent fields stay as they are.
          .set({ ...pickDefined(patch, REGION_INPUT_FIELDS), updatedAt: at })
          .where(eq(regions.id, id))
          .returning(),
      ]);
      const [row] = updated;
      return row ? toRegion(row) : null;
    },

    async delete(id) {
      return deleteRows(db, regions, eq(regions.id, id));
    },

    async addPriceEntries(entries) {
      if (entries.length === 0) return [];
      const at = now();
      // One batch's entries share its time; ids that sort in their order keep them in it.
      const batchId = newId();
      const rows = await db
        .insert(regionPriceHistory)
        .values(entries.map((entry, index) => ({ id: `${batchId}-${String(index).padStart(5, '0')}`, regionId: entry.regionId, day: entry.day, prices: entry.prices, previous: entry.previous, source: entry.source, corrects: entry.corrects, at, byId: entry.by?.id ?? null, byEmail: entry.by?.email ?? null })))
        .returning();
      return rows.map(toPriceEntry);
    },

    async priceHistory(regionId) {
      const rows = await db.select().from(regionPriceHistory).where(eq(regionPriceHistory.regionId, regionId)).orderBy(asc(regionPriceHistory.at), asc(regionPriceHistory.id));
      return rows.map(toPriceEntry);
    },
  };
}

/** A price field's value after the patch, in SQL: the patch's, or the row's own. */
function priceAfter(patch: RegionPatch, field: RegionPriceField): SQL {
  const value = patch[field];
  return value === undefined ? sql`${regions[field]}` : sql`${value}`;
}

/** The four prices as a JSON object, in SQL. */
function pricesJson(valueOf: (field: RegionPriceField) => SQL): SQL {
  return sql`json_object(${sql.join(
    REGION_PRICE_FIELDS.map((field) => sql`${field}, ${valueOf(field)}`),
    sql`, `,
  )})`;
}

function toPriceEntry(row: PriceRow): PriceEntry {
  return {
    id: row.id,
    regionId: row.regionId,
    day: row.day,
    prices: row.prices as RegionPrices,
    previous: (row.previous as RegionPrices | null) ?? null,
    source: row.source,
    corrects: row.corrects,
    by: row.byId && row.byEmail !== null ? { id: row.byId, email: row.byEmail } : null,
    at: toIso(row.at),
  };
}

export function toRegion(row: RegionRow): Region {
  return { id: row.id, ...pickFields(row, REGION_INPUT_FIELDS), ...storedTimes(row) };
}
