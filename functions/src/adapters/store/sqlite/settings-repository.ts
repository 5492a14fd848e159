import { and, eq, gte, lt } from 'drizzle-orm';
import { withSettingsDefaults } from '../../../core/schemas/settings';
import type { MetaRepository, SettingsRepository } from '../../../ports/store';
import { toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { meta, settings } from './schema';

const SETTINGS_ROW_ID = 1;

export function createSettingsRepository(db: SqliteDb, now: () => number): SettingsRepository {
  return {
    async get() {
      const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, SETTINGS_ROW_ID));
      return row ? withSettingsDefaults(row.data) : null;
    },

    async updatedAt() {
      const [row] = await db.select({ updatedAt: settings.updatedAt }).from(settings).where(eq(settings.id, SETTINGS_ROW_ID));
      return row ? toIsoOrNull(row.updatedAt) : null;
    },

    async put(value) {
      const updatedAt = now();
      await db
        .insert(settings)
        .values({ id: SETTINGS_ROW_ID, data: value, updatedAt })
        .onConflictDoUpdate({ target: settings.id, set: { data: value, updatedAt } });
      return value;
    },
  };
}

export function createMetaRepository(db: SqliteDb): MetaRepository {
  return {
    async get(key) {
      const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
      return row?.value ?? null;
    },

    async set(key, value) {
      await db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
    },

    async claim(key, value) {
      const inserted = await db.insert(meta).values({ key, value }).onConflictDoNothing({ target: meta.key }).returning({ key: meta.key });
      return inserted.length === 1;
    },

    async delete(key) {
      await db.delete(meta).where(eq(meta.key, key));
    },

    async deleteRange(from, to) {
      // The key column's BINARY collation orders UTF-8 bytes: the order of code points.
      const gone = await db
        .delete(meta)
        .where(and(gte(meta.key, from), lt(meta.key, to)))
        .returning({ key: meta.key });
      return gone.length;
    },
  };
}
