import { asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Lead } from '../../../core/schemas/lead';
import type { LeadHistoryEntry } from '../../../core/schemas/lead-history';
import { detailsWithVisit } from '../../../core/visit-date';
import { NEW_LEAD_FIELDS, type LeadRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { newId, toIso, toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { countRows, deleteRows, storedTimes } from './rows';
import { contactSubmissions, leadHistory } from './schema';

type LeadRow = typeof contactSubmissions.$inferSelect;
type HistoryRow = typeof leadHistory.$inferSelect;

export function createLeadRepository(db: SqliteDb, now: () => number): LeadRepository {
  async function get(id: string): Promise<LeadRow | undefined> {
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    return row;
  }

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
          followUpDate: null,
          assignedTo: null,
          firstResponseAt: null,
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
      const row = await get(id);
      return row ? toLead(row) : null;
    },

    async update(id, change, history) {
      // The details are rewritten whole when the visit changes: read them first. The service
      // serialises changes to one lead (one process writes this file), so nothing slips between.
      const before = change.visit === undefined && !change.respond ? undefined : await get(id);
      if ((change.visit !== undefined || change.respond) && !before) return null;
      const at = now();
      // The entries of one change share its time; ids that sort in their order keep them in it.
      const batchId = newId();
      const [updated] = await db.batch([
        db
          .update(contactSubmissions)
          .set({
            ...(change.status === undefined ? {} : { status: change.status }),
            ...(change.followUpDate === undefined ? {} : { followUpDate: change.followUpDate }),
            ...(change.assignedTo === undefined ? {} : { assignedTo: change.assignedTo }),
            ...(change.visit === undefined ? {} : { details: detailsWithVisit(before?.details ?? null, change.visit) }),
            ...(change.respond && before?.firstResponseAt == null ? { firstResponseAt: at } : {}),
            updatedAt: at,
          })
          .where(eq(contactSubmissions.id, id))
          .returning(),
        // Written only when the lead exists (the rows are inserted from a select of it).
        ...history.map((entry, index) =>
          db.insert(leadHistory).select(
            // In the table's column order.
            sql`SELECT ${`${batchId}-${index}`}, ${id}, ${at}, ${entry.by?.id ?? null}, ${entry.by?.email ?? null}, ${entry.kind}, ${entry.from}, ${entry.to}, ${entry.text}
                FROM ${contactSubmissions} WHERE ${contactSubmissions.id} = ${id}`,
          ),
        ),
      ]);
      const [row] = updated;
      return row ? toLead(row) : null;
    },

    async changeMark() {
      const [row] = await db
        .select({ total: count(), created: max(contactSubmissions.createdAt), updated: max(contactSubmissions.updatedAt) })
        .from(contactSubmissions);
      return `${row?.total ?? 0}-${row?.created ?? 0}-${row?.updated ?? 0}`;
    },

    async history(id) {
      const rows = await db.select().from(leadHistory).where(eq(leadHistory.leadId, id)).orderBy(asc(leadHistory.at), asc(leadHistory.id));
      return rows.map(toEntry);
    },

    async delete(id) {
      return deleteRows(db, contactSubmissions, eq(contactSubmissions.id, id));
    },

    async count(filter) {
      return countRows(db, contactSubmissions, filter?.status === undefined ? undefined : eq(contactSubmissions.status, filter.status));
    },

    async enquiryCounts(plotIds) {
      const counts: Record<string, number> = Object.fromEntries(plotIds.map((id) => [id, 0]));
      if (plotIds.length === 0) return counts;
      // One pass over the leads: each (lead, plot) it names once, by details.plotId or in
      // details.plotIds (UNION drops a plot named both ways), kept when it is a plot asked about.
      const rows = await db.all<{ plotId: string; leads: number }>(sql`
        WITH named(lead_id, plot_id) AS (
          SELECT ${contactSubmissions.id}, json_extract(${contactSubmissions.details}, '$.plotId') FROM ${contactSubmissions}
          UNION
          SELECT ${contactSubmissions.id}, listed.value FROM ${contactSubmissions}, json_each(${contactSubmissions.details}, '$.plotIds') AS listed
        )
        SELECT plot_id AS plotId, count(*) AS leads FROM named
        WHERE plot_id IN (SELECT value FROM json_each(${JSON.stringify([...new Set(plotIds)])}))
        GROUP BY plot_id`);
      for (const row of rows) counts[row.plotId] = Number(row.leads);
      return counts;
    },
  };
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    ...pickFields(row, NEW_LEAD_FIELDS),
    status: row.status,
    details: row.details ?? null,
    origin: row.origin ?? null,
    followUpDate: row.followUpDate ?? null,
    assignedTo: row.assignedTo ?? null,
    firstResponseAt: toIsoOrNull(row.firstResponseAt ?? null),
    ...storedTimes(row),
  };
}

function toEntry(row: HistoryRow): LeadHistoryEntry {
  return {
    id: row.id,
    leadId: row.leadId,
    at: toIso(row.at),
    by: row.byId && row.byEmail !== null ? { id: row.byId, email: row.byEmail } : null,
    kind: row.kind,
    from: row.from,
    to: row.to,
    text: row.text,
  };
}
