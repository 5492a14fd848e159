import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ALERTS_PER_ADDRESS_MAX, alertTargetKey, type Alert, type AlertSpec } from '../../../core/schemas/alerts';
import type { AlertRepository } from '../../../ports/store';
import { storedAlertSpec } from '../alert-spec';
import { newId, toIso } from './clock';
import type { SqliteDb } from './open-database';
import { deleteRows } from './rows';
import { alerts, subscribers } from './schema';

type AlertRow = typeof alerts.$inferSelect;

export function createAlertRepository(db: SqliteDb, now: () => number): AlertRepository {
  const ofSubscriber = (subscriberId: string, alertId: string) => sql`${alerts.id} = ${alertId} AND ${alerts.subscriberId} = ${subscriberId}`;

  async function find(subscriberId: string, spec: AlertSpec, targetKey: string): Promise<AlertRow | undefined> {
    const [row] = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.subscriberId, subscriberId), eq(alerts.kind, spec.kind), eq(alerts.targetKey, targetKey)));
    return row;
  }

  return {
    async add(subscriberId, spec, cadence) {
      const targetKey = alertTargetKey(spec);
      const id = newId();
      // One statement: inserted only for an existing subscriber with room left, and never twice
      // (the unique index on subscriber, kind and target).
      const inserted = await db
        .insert(alerts)
        .select(
          // In the table's column order.
          sql`SELECT ${id}, ${subscriberId}, ${spec.kind}, ${targetKey}, ${JSON.stringify(spec.target)}, ${cadence}, ${now()}
              FROM ${subscribers} WHERE ${subscribers.id} = ${subscriberId}
              AND (SELECT count(*) FROM ${alerts} WHERE ${alerts.subscriberId} = ${subscriberId}) < ${ALERTS_PER_ADDRESS_MAX}`,
        )
        .onConflictDoNothing()
        .returning();
      const [row] = inserted;
      if (row) return { outcome: 'created', alert: toAlert(row) };
      const existing = await find(subscriberId, spec, targetKey);
      if (existing) return { outcome: 'exists', alert: toAlert(existing) };
      const [subscriber] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, subscriberId));
      return { outcome: subscriber ? 'full' : 'noSubscriber', alert: null };
    },

    async listOf(subscriberId) {
      const rows = await db.select().from(alerts).where(eq(alerts.subscriberId, subscriberId)).orderBy(asc(alerts.createdAt), asc(alerts.id));
      return rows.map(toAlert);
    },

    async list() {
      const rows = await db.select().from(alerts).orderBy(asc(alerts.subscriberId), asc(alerts.createdAt), asc(alerts.id));
      return rows.map(toAlert);
    },

    async setCadence(subscriberId, alertId, cadence) {
      const [row] = await db.update(alerts).set({ cadence }).where(ofSubscriber(subscriberId, alertId)).returning();
      return row ? toAlert(row) : null;
    },

    remove: (subscriberId, alertId) => deleteRows(db, alerts, ofSubscriber(subscriberId, alertId)),

    async deliverable(kind) {
      const rows = await db
        .select({ alert: alerts, email: subscribers.email, language: subscribers.language })
        .from(alerts)
        .innerJoin(subscribers, eq(subscribers.id, alerts.subscriberId))
        .where(and(eq(alerts.kind, kind), isNotNull(subscribers.confirmedAt), isNull(subscribers.bouncingSince)))
        .orderBy(asc(alerts.subscriberId), asc(alerts.createdAt));
      return rows.map(({ alert, email, language }) => ({ ...toAlert(alert), email, language: language === 'te' ? 'te' : 'en' }));
    },
  };
}

/** A row as the port's alert. */
function toAlert(row: AlertRow): Alert {
  return { id: row.id, subscriberId: row.subscriberId, cadence: row.cadence === 'daily' ? 'daily' : 'instant', createdAt: toIso(row.createdAt), ...storedAlertSpec(row.kind, row.target, row.targetKey) };
}
