import { count, desc, eq } from 'drizzle-orm';
import type { Lead } from '../../../core/schemas/lead';
import type { LeadRepository } from '../../../ports/store';
import { newId, toIso, toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { contactSubmissions } from './schema';

type LeadRow = typeof contactSubmissions.$inferSelect;

export function createLeadRepository(db: SqliteDb, now: () => number): LeadRepository {
  return {
    async create(lead) {
      const [row] = await db
        .insert(contactSubmissions)
        .values({
          id: newId(),
          name: lead.name,
          phone: lead.phone,
          email: lead.email,
          status: 'new',
          source: lead.source,
          details: lead.details ?? null,
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
      const result = await db.delete(contactSubmissions).where(eq(contactSubmissions.id, id));
      return result.rowsAffected > 0;
    },

    async count(filter) {
      const [row] = await db
        .select({ total: count() })
        .from(contactSubmissions)
        .where(filter?.status === undefined ? undefined : eq(contactSubmissions.status, filter.status));
      return row?.total ?? 0;
    },
  };
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status,
    source: row.source,
    details: row.details ?? null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIsoOrNull(row.updatedAt),
  };
}
