import { z } from 'zod';

/**
 * What happened to a lead, oldest first (docs/product.md §2.22a): its creation (by the visitor),
 * each status change, follow-up day, assignment and visit change (with the old and new value), and
 * each note. Entries are only ever added: a note is kept forever, even after its lead is deleted.
 */
export const LEAD_HISTORY_KINDS = ['created', 'status', 'followUp', 'assigned', 'visit', 'note'] as const;
export type LeadHistoryKind = (typeof LEAD_HISTORY_KINDS)[number];

/** Who did it: an admin (their email as it was then), or null for the visitor who sent the form. */
const historyActorSchema = z.object({ id: z.string(), email: z.string() });
export type HistoryActor = z.infer<typeof historyActorSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const leadHistoryEntrySchema = z.object({
  id: z.string(),
  leadId: z.string(),
  /** ISO, the store's clock. */
  at: z.string(),
  by: historyActorSchema.nullable(),
  kind: z.enum(LEAD_HISTORY_KINDS),
  /**
   * The value before and after: a status ('in_progress'), a day ('2026-12-05'), an admin's email,
   * a visit ('2026-12-05 morning'); null for none. Both null for 'created' and 'note'.
   */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A note's words; null for every other kind. */
  text: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

/** An entry as the service hands it to the store, which adds the id, the lead and the time. */
export type NewLeadHistoryEntry = Omit<LeadHistoryEntry, 'id' | 'leadId' | 'at'>;
