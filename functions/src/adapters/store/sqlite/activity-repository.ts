import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { activityCursor, type ActivityEntry } from '../../../core/activity';
import { siteDay } from '../../../core/dates';
import type { ActivityRepository } from '../../../ports/store';
import { newId, toIso } from './clock';
import type { SqliteDb } from './open-database';
import { activity } from './schema';

type ActivityRow = typeof activity.$inferSelect;

/**
 * The activity trail on SQLite: one row per admin write, never updated; the list reads one of the
 * table's indexes (its filter, then `cursor`) newest first; the prune deletes by `cursor`, which
 * starts with the entry's time.
 */
export function createActivityRepository(db: SqliteDb, now: () => number): ActivityRepository {
  return {
    async record(entry) {
      const at = now();
      const id = newId();
      const row: ActivityRow = {
        id,
        at,
        day: siteDay(new Date(at)),
        cursor: activityCursor(toIso(at), id),
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        ip: entry.ip,
        kind: entry.kind,
        itemId: entry.itemId,
        itemTitle: entry.itemTitle,
        action: entry.action,
        changes: entry.changes,
      };
      await db.insert(activity).values(row);
      return toEntry(row);
    },

    async list({ actorId, kind, itemId, day, before, limit }) {
      const filters: (SQL | undefined)[] = [
        actorId === undefined ? undefined : eq(activity.actorId, actorId),
        kind === undefined ? undefined : eq(activity.kind, kind),
        itemId === undefined ? undefined : eq(activity.itemId, itemId),
        day === undefined ? undefined : eq(activity.day, day),
        before === undefined ? undefined : lt(activity.cursor, before),
      ];
      const rows = await db.select().from(activity).where(and(...filters)).orderBy(desc(activity.cursor)).limit(limit);
      return rows.map(toEntry);
    },

    async prune(before) {
      const removed = await db.delete(activity).where(lt(activity.cursor, before.toISOString())).returning({ id: activity.id });
      return removed.length;
    },
  };
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: toIso(row.at),
    day: row.day,
    cursor: row.cursor,
    actor: { id: row.actorId, email: row.actorEmail },
    ip: row.ip,
    kind: row.kind,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    action: row.action,
    changes: row.changes,
  };
}
