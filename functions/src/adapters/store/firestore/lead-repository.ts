import { FieldValue, Timestamp, type PartialWithFieldValue, type Query } from 'firebase-admin/firestore';
import { plotIdsNamedBy, type Lead, type LeadDetails } from '../../../core/schemas/lead';
import { detailsWithVisit } from '../../../core/visit-date';
import { NEW_LEAD_FIELDS, type LeadRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { COLLECTIONS, LEAD_HISTORY_SUBCOLLECTION } from './collections';
import { leadConverter, leadHistoryConverter, NAMED_PLOT_IDS } from './converters';
import { deleteExisting, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';
import { inRuns } from './runs';
import { createMetaRepository } from './settings-repository';

/** The most values one array-contains-any filter may hold (a Firestore limit). */
const ARRAY_CONTAINS_ANY_MAX = 30;

/**
 * Set (to when) once every lead stored before `namedPlotIds` existed has it: enquiryCounts finds a
 * plot's leads by that field, which a lead written since gets from the converter.
 */
export const NAMED_PLOT_IDS_DONE_KEY = 'leadsNamedPlotIdsAt';

/** Writes in one batch of that backfill. */
const BACKFILL_BATCH = 400;

/** Leads, in the original collection contactSubmissions. */
export function createLeadRepository(context: FirestoreContext): LeadRepository {
  const leads = () => collectionOf(context, COLLECTIONS.leads, leadConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.leads, leadConverter, spec);
  const historyOf = (id: string) => leads().doc(id).collection(LEAD_HISTORY_SUBCOLLECTION).withConverter(leadHistoryConverter);
  const meta = createMetaRepository(context);

  /**
   * Gives every lead without `namedPlotIds` the field (a database from before it), once: the meta
   * key says it was done. Firestore cannot query for a field a document lacks, so the first time
   * reads every lead. A lead written by an older version of the app after that (while a deploy
   * rolls out) is not counted until an admin names its plot again.
   */
  async function backfillNamedPlotIds(): Promise<void> {
    if ((await meta.get(NAMED_PLOT_IDS_DONE_KEY)) !== null) return;
    const lacking = (await leads().get()).docs.filter((doc) => doc.get(NAMED_PLOT_IDS) === undefined);
    for (const run of inRuns(lacking, BACKFILL_BATCH)) {
      const batch = context.db.batch();
      for (const doc of run) batch.update(doc.ref.withConverter(null), { [NAMED_PLOT_IDS]: plotIdsNamedBy(doc.data().details) });
      await batch.commit();
    }
    await meta.set(NAMED_PLOT_IDS_DONE_KEY, new Date().toISOString());
  }
  /** The backfill, once a process; tried again by the next caller when it failed. */
  let backfilled: Promise<void> | undefined;
  const namedPlotIdsEverywhere = () => {
    backfilled ??= backfillNamedPlotIds().catch((error: unknown) => {
      backfilled = undefined;
      throw error;
    });
    return backfilled;
  };

  return {
    async create(lead) {
      const ref = leads().doc();
      await ref.create({
        id: ref.id,
        ...pickFields(lead, NEW_LEAD_FIELDS),
        status: 'new',
        // Form schemas leave blank optional answers undefined; Firestore refuses undefined values
        // (unless the client happens to ignore them), so they are left out.
        details: lead.details ? withoutUndefined(lead.details) : null,
        origin: lead.origin ?? null,
        followUpDate: null,
        assignedTo: null,
        firstResponseAt: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: null,
      });
      return readBack(ref);
    },

    async list(options) {
      const limit = options?.limit === undefined ? undefined : Math.max(0, Math.floor(options.limit));
      if (limit === 0) return [];
      const snapshot = await query({ orderBy: [['createdAt', 'desc']], ...(limit === undefined ? {} : { limit }) }).get();
      return snapshot.docs.map((doc) => doc.data());
    },

    async get(id) {
      if (!isUsableId(id)) return null;
      return (await leads().doc(id).get()).data() ?? null;
    },

    async update(id, change, history) {
      if (!isUsableId(id)) return null;
      const ref = leads().doc(id);
      // One transaction: the lead (read again if another instance changed it meanwhile) and its
      // new history entries are written together or not at all.
      const written = await context.db.runTransaction(async (transaction) => {
        const before = (await transaction.get(ref)).data();
        if (!before) return false;
        const patch: PartialWithFieldValue<Lead> = {
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.followUpDate === undefined ? {} : { followUpDate: change.followUpDate }),
          ...(change.assignedTo === undefined ? {} : { assignedTo: change.assignedTo }),
          ...(change.visit === undefined ? {} : { details: nullableDetails(detailsWithVisit(before.details, change.visit)) }),
          // This server's clock, not a second server timestamp: one write with two of them has
          // only the first applied by the emulator the tests run (@firestore-emulator/server).
          ...(change.respond && !before.firstResponseAt ? { firstResponseAt: Timestamp.now() } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        };
        transaction.update(ref, leadConverter.toFirestore(patch, { merge: true }));
        // The entries of one change share its time; ids that sort in their order keep them in it.
        const batchId = historyOf(id).doc().id;
        for (const [index, entry] of history.entries()) {
          const entryRef = historyOf(id).doc(`${batchId}-${index}`);
          transaction.create(entryRef, { id: entryRef.id, leadId: id, at: FieldValue.serverTimestamp(), ...entry });
        }
        return true;
      });
      return written ? readBack(ref) : null;
    },

    async changeMark() {
      // Three small reads: the count, the newest lead and the latest change (single-field indexes).
      const [total, newest, changed] = await Promise.all([
        countOf(query({})),
        query({ orderBy: [['createdAt', 'desc']], limit: 1 }).get(),
        query({ orderBy: [['updatedAt', 'desc']], limit: 1 }).get(),
      ]);
      const time = (snapshot: { docs: { data(): { createdAt: string; updatedAt: string | null } }[] }, field: 'createdAt' | 'updatedAt') =>
        snapshot.docs[0]?.data()[field] ?? '';
      return `${total}-${time(newest, 'createdAt')}-${time(changed, 'updatedAt')}`;
    },

    async history(id) {
      if (!isUsableId(id)) return [];
      // A lead has a few entries: read them all and sort here (no index to keep).
      const snapshot = await historyOf(id).get();
      return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
    },

    async delete(id) {
      return isUsableId(id) && deleteExisting(leads().doc(id));
    },

    async count(filter) {
      const status = filter?.status;
      if (status === undefined) return countOf(query({}));
      if (status !== 'new') return countOf(query({ where: [['status', '==', status]] }));
      // A lead reads as 'new' when its status is 'new', missing, blank or not a string (older
      // documents; see leadConverter), so count the complement: non-empty strings other than 'new'
      // (a string range matches strings only, and never a missing field).
      const [all, others] = await Promise.all([
        countOf(query({})),
        countOf(query({ where: [['status', '>', ''], ['status', '!=', 'new']] })),
      ]);
      return all - others;
    },

    async enquiryCounts(plotIds) {
      const counts: Record<string, number> = Object.fromEntries(plotIds.map((id) => [id, 0]));
      if (plotIds.length === 0) return counts;
      await namedPlotIdsEverywhere();
      // The leads naming any plot of a run (30 at most a query), each lead counted once however
      // many runs find it, by the plots its details name.
      const found = await Promise.all(
        inRuns([...new Set(plotIds)], ARRAY_CONTAINS_ANY_MAX).map(async (run) => (await query({ where: [[NAMED_PLOT_IDS, 'array-contains-any', run]] }).get()).docs),
      );
      const leadsFound = new Map(found.flat().map((doc) => [doc.id, doc.data()]));
      for (const lead of leadsFound.values()) {
        for (const plotId of plotIdsNamedBy(lead.details)) if (plotId in counts) counts[plotId] = (counts[plotId] ?? 0) + 1;
      }
      return counts;
    },
  };
}

async function countOf<T>(query: Query<T>): Promise<number> {
  return (await query.count().get()).data().count;
}

function nullableDetails(details: LeadDetails | null): LeadDetails | null {
  return details ? withoutUndefined(details) : null;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
