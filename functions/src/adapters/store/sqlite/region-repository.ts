import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Region, RegionInput, RegionPatch } from '../../../core/schemas/region';
import type { RegionRepository } from '../../../ports/store';
import { newId, toIso, toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { regions } from './schema';

type RegionRow = typeof regions.$inferSelect;
type RegionInsert = typeof regions.$inferInsert;

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
        .values({
          id: newId(),
          region: input.region,
          residentialPriceMin: input.ResidentialPriceMin,
          residentialPriceMax: input.ResidentialPriceMax,
          commercialPriceMin: input.CommercialPriceMin,
          commercialPriceMax: input.CommercialPriceMax,
          createdAt: now(),
          updatedAt: null,
        })
        .returning();
      if (!row) throw new Error('Region insert returned no row');
      return toRegion(row);
    },

    async update(id, patch) {
      const [row] = await db
        .update(regions)
        .set({ ...toColumns(patch), updatedAt: now() })
        .where(eq(regions.id, id))
        .returning();
      return row ? toRegion(row) : null;
    },

    async delete(id) {
      const result = await db.delete(regions).where(eq(regions.id, id));
      return result.rowsAffected > 0;
    },
  };
}

/** The spec's field names (ResidentialPriceMin…) → snake_case columns; absent fields stay as they are. */
function toColumns(patch: RegionPatch): Partial<RegionInsert> {
  const columns: Partial<RegionInsert> = {};
  if (patch.region !== undefined) columns.region = patch.region;
  if (patch.ResidentialPriceMin !== undefined) columns.residentialPriceMin = patch.ResidentialPriceMin;
  if (patch.ResidentialPriceMax !== undefined) columns.residentialPriceMax = patch.ResidentialPriceMax;
  if (patch.CommercialPriceMin !== undefined) columns.commercialPriceMin = patch.CommercialPriceMin;
  if (patch.CommercialPriceMax !== undefined) columns.commercialPriceMax = patch.CommercialPriceMax;
  return columns;
}

function toRegion(row: RegionRow): Region {
  const input: RegionInput = {
    region: row.region,
    ResidentialPriceMin: row.residentialPriceMin,
    ResidentialPriceMax: row.residentialPriceMax,
    CommercialPriceMin: row.commercialPriceMin,
    CommercialPriceMax: row.commercialPriceMax,
  };
  return { id: row.id, ...input, createdAt: toIso(row.createdAt), updatedAt: toIsoOrNull(row.updatedAt) };
}
