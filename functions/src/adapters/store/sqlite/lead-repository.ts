import { desc, eq } from 'drizzle-orm';
import type { Lead } from '../../../core/schemas/lead';
import { NEW_LEAD_FIELDS, type LeadRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { countRows, deleteRows, storedTimes } from './rows';
import { contactSubmissions } from './schema';

type LeadRow = typeof contactSubmissions.$inferSelect;

export function createLeadRepository(db: SqliteDb, now: () => number): LeadRepository {
  return {
    async create(lead) {
      const [row] = await db
        .insert(contactSubmissions)
        .values({
          id: newId(),
          ...pickFields(lead, NEW_LEAD_FIELDS),
          status: 'new',
          details: lead.details ?? null,
          origin: lead.origin ?? null,
          createdAt: now(),
          updatedAt: null,
        })
        .returning();
      if (!row) throw new Error('Lead insert returned no row');
      return toLead(row);
    },

    async list(options) {
      const query = db
        .select()
        .from(contactSubmissions)
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
      const rows = options?.limit === undefined ? await query : await query.limit(Math.max(0, options.limit));
      return rows.map(toLead);
    },

    async get(id) {
      const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
      return row ? toLead(row) : null;
    },

    async updateStatus(id, status) {
      const [row] = await db
        .update(contactSubmissions)
        .set({ status, updatedAt: now() })
        .where(eq(contactSubmissions.id, id))
        .returning();
      return row ? toLead(row) : null;
    },

    async delete(id) {
      return deleteRows(db, contactSubmissions, eq(contactSubmissions.id, id));
    },

    async count(filter) {
      return countRows(db, contactSubmissions, filter?.status === undefined ? undefined : eq(contactSubmissions.status, filter.status));
    },
  };
}

function toLead(row: LeadRow): Lead {
  return { id: row.id, ...pickFields(row, NEW_LEAD_FIELDS), status: row.status, details: row.details ?? null, origin: row.origin ?? null, ...storedTimes(row) };
}
