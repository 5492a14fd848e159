import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { ALERT_OUTBOX_STATES, type AlertOutboxItem, type AlertOutboxRepository, type AlertOutboxState, type ClaimedAlertOutboxItem } from '../../../ports/store';
import { prefixEnd } from '../key-prefix';
import { newId, toIso, toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { alertOutbox } from './schema';

type OutboxRow = typeof alertOutbox.$inferSelect;

/** Rows per INSERT: well under SQLite's limit of bound values. */
const INSERT_CHUNK = 200;

/**
 * The alert outbox on SQLite (schema.ts, alert_outbox). A claim is a single UPDATE of the rows a
 * subquery picks, so it is atomic: a second drainer (another process on the same file) finds them
 * leased. A row is written before the mail is sent and marked after, so a crash between the two
 * leaves it pending under a lease that runs out: it is sent again, never lost.
 */
export function createAlertOutboxRepository(db: SqliteDb, now: () => number): AlertOutboxRepository {
  /** Changes the item the claim holds, while it is still pending under that lease. */
  async function finish(claim: { id: string; lease: string }, set: Partial<typeof alertOutbox.$inferInsert>): Promise<boolean> {
    const changed = await db
      .update(alertOutbox)
      .set(set)
      .where(and(eq(alertOutbox.id, claim.id), eq(alertOutbox.lease, claim.lease), eq(alertOutbox.state, 'pending')))
      .returning({ id: alertOutbox.id });
    return changed.length === 1;
  }

  return {
    async enqueue(items) {
      let added = 0;
      for (let offset = 0; offset < items.length; offset += INSERT_CHUNK) {
        const rows = items.slice(offset, offset + INSERT_CHUNK).map((item) => {
          const dueAt = Date.parse(item.dueAt);
          if (!Number.isFinite(dueAt)) throw new TypeError(`Alert outbox item ${item.dedupeKey}: dueAt is not a time`);
          return { ...item, id: newId(), dueAt, state: 'pending' as const, availableAt: dueAt, createdAt: now() };
        });
        const inserted = await db.insert(alertOutbox).values(rows).onConflictDoNothing({ target: alertOutbox.dedupeKey }).returning({ id: alertOutbox.id });
        added += inserted.length;
      }
      return added;
    },

    async claim({ now: at, limit, leaseMs }) {
      const wanted = Math.max(0, Math.floor(limit));
      if (wanted === 0) return [];
      const time = at.getTime();
      const lease = newId();
      const available = db
        .select({ id: alertOutbox.id })
        .from(alertOutbox)
        .where(and(eq(alertOutbox.state, 'pending'), lte(alertOutbox.availableAt, time)))
        .orderBy(asc(alertOutbox.availableAt), asc(alertOutbox.createdAt), asc(alertOutbox.id))
        .limit(wanted);
      const rows = await db
        .update(alertOutbox)
        .set({ lease, availableAt: time + leaseMs, attempts: sql`${alertOutbox.attempts} + 1` })
        .where(and(inArray(alertOutbox.id, available), eq(alertOutbox.state, 'pending'), lte(alertOutbox.availableAt, time)))
        .returning();
      return rows.sort(byDueThenCreated).map((row): ClaimedAlertOutboxItem => ({ ...toItem(row), lease: row.lease }));
    },

    markSending(claim, at) {
      return finish(claim, { sendingAt: at.getTime() });
    },

    markSent(claim, at) {
      return finish(claim, { state: 'sent', finishedAt: at.getTime(), lastError: '' });
    },

    retryLater(claim, at, error) {
      return finish(claim, { availableAt: at.getTime(), lastError: error.slice(0, 1000), sendingAt: null });
    },

    markFailed(claim, at, error) {
      return finish(claim, { state: 'failed', finishedAt: at.getTime(), lastError: error.slice(0, 1000) });
    },

    async list(filter = {}) {
      const rows = await db
        .select()
        .from(alertOutbox)
        .where(filter.state ? eq(alertOutbox.state, filter.state) : undefined)
        .orderBy(asc(alertOutbox.createdAt), asc(alertOutbox.id));
      return rows.map(toItem);
    },

    async countByKeyPrefix(prefix) {
      // A range on the unique dedupe key's index: "starts with", without LIKE's wildcards.
      const rows = await db
        .select({ state: alertOutbox.state, count: sql<number>`count(*)` })
        .from(alertOutbox)
        .where(and(gte(alertOutbox.dedupeKey, prefix), lt(alertOutbox.dedupeKey, prefixEnd(prefix))))
        .groupBy(alertOutbox.state);
      const counts = Object.fromEntries(ALERT_OUTBOX_STATES.map((state) => [state, 0])) as Record<AlertOutboxState, number>;
      for (const row of rows) counts[row.state] = Number(row.count);
      return counts;
    },

    async prune(before) {
      const gone = await db
        .delete(alertOutbox)
        .where(and(inArray(alertOutbox.state, ['sent', 'failed']), lt(alertOutbox.finishedAt, before.getTime())))
        .returning({ id: alertOutbox.id });
      return gone.length;
    },
  };
}

function byDueThenCreated(a: OutboxRow, b: OutboxRow): number {
  return a.dueAt - b.dueAt || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function toItem(row: OutboxRow): AlertOutboxItem {
  return {
    id: row.id,
    dedupeKey: row.dedupeKey,
    subscriberId: row.subscriberId,
    alertId: row.alertId,
    kind: row.kind,
    payload: row.payload,
    dueAt: toIso(row.dueAt),
    daily: row.daily,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: toIso(row.createdAt),
    finishedAt: toIsoOrNull(row.finishedAt),
    sendingAt: toIsoOrNull(row.sendingAt),
  };
}
