import { and, eq, exists, sql } from 'drizzle-orm';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { processedEvents } from './schema';

/**
 * What makes a batch of counter changes apply once per event id (decision 004): the statement that
 * records the id with a fresh random token unless it is there already, and the condition "this very
 * call recorded it", which each update of the same batch (one SQLite transaction) carries. A
 * redelivered event therefore changes nothing, and no other writer can slip between the check and
 * the change.
 */
export function recordEvent(db: SqliteDb, eventId: string, at: number) {
  const token = newId();
  return {
    insert: db.insert(processedEvents).values({ eventId, token, processedAt: at }).onConflictDoNothing({ target: processedEvents.eventId }),
    recorded: exists(
      db
        .select({ one: sql`1` })
        .from(processedEvents)
        .where(and(eq(processedEvents.eventId, eventId), eq(processedEvents.token, token))),
    ),
  };
}
