import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { emptyStatusCounts } from '../../../core/plot-status';
import { perStat, statChange, ZERO_STATS } from '../../../core/stats';
import type { StatusCounts } from '../../../core/schemas/venture';
import type { StatsRepository } from '../../../ports/store';
import { COUNT_FIELDS, countsFrom, perCountField, ventureCountChanges, ventureEventKey, wholeCounts } from '../venture-counts';
import type { SqliteDb } from './open-database';
import { recordEvent } from './record-event';
import { processedEvents, stats, ventureCounts } from './schema';

const STATS_ROW_ID = 1;

/**
 * Counters on one row. `apply` is one batch (one SQLite transaction) of three statements: record
 * the event id unless it is there already, make sure the row exists, and add the deltas only if
 * the first statement inserted this call's own random token (record-event.ts). `applyVenture`
 * does the same for the per-venture rows of venture_counts.
 */
export function createStatsRepository(db: SqliteDb, now: () => number): StatsRepository {
  return {
    async get() {
      const [row] = await db.select().from(stats).where(eq(stats.id, STATS_ROW_ID));
      return perStat((name) => row?.[name] ?? 0);
    },

    async apply(eventId, deltas) {
      if (eventId.length === 0) throw new TypeError('An event id is required');
      const change = statChange(deltas);
      const at = now();
      const event = recordEvent(db, eventId, at);
      const [recorded] = await db.batch([
        event.insert,
        db.insert(stats).values({ id: STATS_ROW_ID, ...ZERO_STATS, updatedAt: at }).onConflictDoNothing({ target: stats.id }),
        db
          .update(stats)
          .set({ ...perStat((name) => sql`${stats[name]} + ${change[name]}`), updatedAt: at })
          .where(and(eq(stats.id, STATS_ROW_ID), event.recorded)),
      ]);
      return recorded.rowsAffected === 1;
    },

    async set(values) {
      const row = statChange(values);
      const updatedAt = now();
      await db
        .insert(stats)
        .values({ id: STATS_ROW_ID, ...row, updatedAt })
        .onConflictDoUpdate({ target: stats.id, set: { ...row, updatedAt } });
    },

    async pruneProcessedEvents(before) {
      const result = await db.delete(processedEvents).where(lt(processedEvents.processedAt, before.getTime()));
      return result.rowsAffected;
    },

    async applyVenture(eventId, deltas) {
      const key = ventureEventKey(eventId);
      const changes = ventureCountChanges(deltas);
      const at = now();
      const event = recordEvent(db, key, at);
      const [recorded] = await db.batch([
        event.insert,
        ...changes.flatMap(([ventureId, change]) => [
          db.insert(ventureCounts).values({ ventureId, updatedAt: at }).onConflictDoNothing({ target: ventureCounts.ventureId }),
          db
            .update(ventureCounts)
            .set({ ...perCountField((status) => sql`${ventureCounts[COUNT_FIELDS[status]]} + ${change[status]}`), updatedAt: at })
            .where(and(eq(ventureCounts.ventureId, ventureId), event.recorded)),
        ]),
      ]);
      return recorded.rowsAffected === 1;
    },

    async ventureCounts(ventureIds) {
      const wanted = [...new Set(ventureIds)];
      const counts: Record<string, StatusCounts> = Object.fromEntries(wanted.map((id) => [id, emptyStatusCounts()]));
      if (wanted.length === 0) return counts;
      const rows = await db.select().from(ventureCounts).where(inArray(ventureCounts.ventureId, wanted));
      for (const row of rows) counts[row.ventureId] = countsFrom((field) => row[field]);
      return counts;
    },

    async setVentureCounts(ventureId, counts) {
      const whole = wholeCounts(counts);
      const values = perCountField((status) => whole[status]);
      const updatedAt = now();
      await db
        .insert(ventureCounts)
        .values({ ventureId, ...values, updatedAt })
        .onConflictDoUpdate({ target: ventureCounts.ventureId, set: { ...values, updatedAt } });
    },
  };
}
