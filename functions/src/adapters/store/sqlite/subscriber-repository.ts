import { desc, eq, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Subscriber } from '../../../core/schemas/subscriber';
import type { SubscriberRepository } from '../../../ports/store';
import { newId, toIso, toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { countRows, deleteRows } from './rows';
import { subscribers } from './schema';

type SubscriberRow = typeof subscribers.$inferSelect;

export function createSubscriberRepository(db: SqliteDb, now: () => number): SubscriberRepository {
  async function change(id: string, set: SQLiteUpdateSetSource<typeof subscribers>): Promise<Subscriber | null> {
    const [row] = await db.update(subscribers).set(set).where(eq(subscribers.id, id)).returning();
    return row ? toSubscriber(row) : null;
  }

  return {
    async add(rawEmail, language) {
      const email = rawEmail.trim().toLowerCase();
      // ON CONFLICT DO NOTHING rather than check-then-insert: two requests at once cannot both create.
      const [inserted] = await db
        .insert(subscribers)
        .values({ id: newId(), email, language, createdAt: now() })
        .onConflictDoNothing({ target: subscribers.email })
        .returning();
      if (inserted) return { subscriber: toSubscriber(inserted), created: true };
      const [existing] = await db.select().from(subscribers).where(eq(subscribers.email, email));
      if (!existing) throw new Error('Subscriber vanished between insert and read');
      return { subscriber: toSubscriber(existing), created: false };
    },

    async get(id) {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
      return row ? toSubscriber(row) : null;
    },

    async list() {
      const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
      return rows.map(toSubscriber);
    },

    async count() {
      return countRows(db, subscribers);
    },

    confirm: (id) => change(id, { confirmedAt: sql`coalesce(${subscribers.confirmedAt}, ${now()})` }),
    markMailed: (id) => change(id, { lastMailAt: now() }),
    markBouncing: (id) => change(id, { bouncingSince: sql`coalesce(${subscribers.bouncingSince}, ${now()})` }),

    // Its alerts go with it: the foreign key cascades, in the same statement.
    remove: (id) => deleteRows(db, subscribers, eq(subscribers.id, id)),
  };
}

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    language: row.language === 'te' ? 'te' : 'en',
    confirmedAt: toIsoOrNull(row.confirmedAt),
    bouncingSince: toIsoOrNull(row.bouncingSince),
    lastMailAt: toIsoOrNull(row.lastMailAt),
    createdAt: toIso(row.createdAt),
  };
}
