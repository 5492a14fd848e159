import { and, eq, exists, lt, sql } from 'drizzle-orm';
import { STAT_NAMES, type StatDeltas, type Stats, type StatsRepository } from '../../../ports/store';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { processedEvents, stats } from './schema';

const STATS_ROW_ID = 1;
const ZERO: Stats = { leads: 0, newLeads: 0, blogs: 0, plots: 0 };

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
      if (!row) return { ...ZERO };
      return { leads: row.leads, newLeads: row.newLeads, blogs: row.blogs, plots: row.plots };
    },

    async apply(eventId, deltas) {
      if (eventId.length === 0) throw new TypeError('An event id is required');
      const change = wholeDeltas(deltas);
      const token = newId();
      const at = now();
      const [recorded] = await db.batch([
        db.insert(processedEvents).values({ eventId, token, processedAt: at }).onConflictDoNothing({ target: processedEvents.eventId }),
        db.insert(stats).values({ id: STATS_ROW_ID, ...ZERO, updatedAt: at }).onConflictDoNothing({ target: stats.id }),
        db
          .update(stats)
          .set({
            leads: sql`${stats.leads} + ${change.leads}`,
            newLeads: sql`${stats.newLeads} + ${change.newLeads}`,
            blogs: sql`${stats.blogs} + ${change.blogs}`,
            plots: sql`${stats.plots} + ${change.plots}`,
            updatedAt: at,
          })
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
      const row = wholeDeltas(values);
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

/** Every counter present (absent ones are 0) and whole: a fraction here is a bug in the caller. */
function wholeDeltas(deltas: StatDeltas): Stats {
  const whole = { ...ZERO };
  for (const name of STAT_NAMES) {
    const value = deltas[name] ?? 0;
    if (!Number.isSafeInteger(value)) throw new TypeError(`Counter ${name} must change by a whole number, got ${String(value)}`);
    whole[name] = value;
  }
  return whole;
}
