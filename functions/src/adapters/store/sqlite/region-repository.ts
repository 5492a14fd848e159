import { asc, desc, eq, sql } from 'drizzle-orm';
import { REGION_INPUT_FIELDS, type Region } from '../../../core/schemas/region';
import { REGION_TELUGU_FIELDS, type RegionRepository } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { deleteRows, storedTimes } from './rows';
import { regions } from './schema';

type RegionRow = typeof regions.$inferSelect;

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
        .values({ id: newId(), ...pickFields(withTeluguTexts(input, REGION_TELUGU_FIELDS), REGION_INPUT_FIELDS), createdAt: now(), updatedAt: null })
        .returning();
      if (!row) throw new Error('Region insert returned no row');
      return toRegion(row);
    },

    async update(id, patch) {
      const [row] = await db
        .update(regions)
        // Absent fields stay as they are.
        .set({ ...pickDefined(patch, REGION_INPUT_FIELDS), updatedAt: now() })
        .where(eq(regions.id, id))
        .returning();
      return row ? toRegion(row) : null;
    },

    async delete(id) {
      return deleteRows(db, regions, eq(regions.id, id));
    },
  };
}

function toRegion(row: RegionRow): Region {
  return { id: row.id, ...pickFields(row, REGION_INPUT_FIELDS), ...storedTimes(row) };
}
