import { and, eq, exists, lt, sql } from 'drizzle-orm';
import { perStat, statChange, ZERO_STATS } from '../../../core/stats';
import type { StatsRepository } from '../../../ports/store';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { processedEvents, stats } from './schema';

const STATS_ROW_ID = 1;

/**
 * Counters on one row. `apply` is one batch (one SQLite transaction) of three statements: record
 * the event id unless it is there already, make sure the row exists, and add the deltas only if
 * the first statement inserted this call's own random token. A redelivered event therefore
 * changes nothing, and no other writer can slip between the check and the change.
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
      const token = newId();
      const at = now();
      const [recorded] = await db.batch([
        db.insert(processedEvents).values({ eventId, token, processedAt: at }).onConflictDoNothing({ target: processedEvents.eventId }),
        db.insert(stats).values({ id: STATS_ROW_ID, ...ZERO_STATS, updatedAt: at }).onConflictDoNothing({ target: stats.id }),
        db
          .update(stats)
          .set({ ...perStat((name) => sql`${stats[name]} + ${change[name]}`), updatedAt: at })
          .where(
            and(
              eq(stats.id, STATS_ROW_ID),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(processedEvents)
                  .where(and(eq(processedEvents.eventId, eventId), eq(processedEvents.token, token))),
              ),
            ),
          ),
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
  };
}
