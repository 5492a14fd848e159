import { FieldValue, type Query } from 'firebase-admin/firestore';
import { NEW_LEAD_FIELDS, type LeadRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { COLLECTIONS } from './collections';
import { leadConverter } from './converters';
import { deleteExisting, isNotFound, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';

/** Leads, in the original collection contactSubmissions. */
export function createLeadRepository(context: FirestoreContext): LeadRepository {
  const leads = () => collectionOf(context, COLLECTIONS.leads, leadConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.leads, leadConverter, spec);

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

    async updateStatus(id, status) {
      if (!isUsableId(id)) return null;
      const ref = leads().doc(id);
      try {
        await ref.update(leadConverter.toFirestore({ status, updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return readBack(ref);
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
  };
}

async function countOf<T>(query: Query<T>): Promise<number> {
  return (await query.count().get()).data().count;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
