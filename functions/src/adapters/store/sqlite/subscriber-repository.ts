import { desc, eq } from 'drizzle-orm';
import type { Subscriber } from '../../../core/schemas/subscriber';
import type { SubscriberRepository } from '../../../ports/store';
import { newId, toIso } from './clock';
import type { SqliteDb } from './open-database';
import { countRows } from './rows';
import { subscribers } from './schema';

type SubscriberRow = typeof subscribers.$inferSelect;

export function createSubscriberRepository(db: SqliteDb, now: () => number): SubscriberRepository {
  return {
    async add(rawEmail) {
      const email = rawEmail.trim().toLowerCase();
      // ON CONFLICT DO NOTHING rather than check-then-insert: two requests at once cannot both create.
      const [inserted] = await db
        .insert(subscribers)
        .values({ id: newId(), email, createdAt: now() })
        .onConflictDoNothing({ target: subscribers.email })
        .returning();
      if (inserted) return { subscriber: toSubscriber(inserted), created: true };
      const [existing] = await db.select().from(subscribers).where(eq(subscribers.email, email));
      if (!existing) throw new Error('Subscriber vanished between insert and read');
      return { subscriber: toSubscriber(existing), created: false };
    },

    async list() {
      const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
      return rows.map(toSubscriber);
    },

    async count() {
      return countRows(db, subscribers);
    },
  };
}

function toSubscriber(row: SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, createdAt: toIso(row.createdAt) };
}
