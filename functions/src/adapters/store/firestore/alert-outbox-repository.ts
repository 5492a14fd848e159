import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { ALERT_OUTBOX_STATES, type AlertOutboxItem, type AlertOutboxRepository, type AlertOutboxState, type ClaimedAlertOutboxItem } from '../../../ports/store';
import { prefixEnd } from '../key-prefix';
import { compareBytes } from './collation';
import { ALERT_OUTBOX_CLAIMS_SUBCOLLECTION, COLLECTIONS } from './collections';
import { alertOutboxConverter, type AlertOutboxDocument } from './converters';
import { documentIdFor, isAlreadyExists } from './documents';
import { buildQuery, collectionOf, type FirestoreContext, type QuerySpec } from './queries';

/** Writes at once: Firestore's batch limit. */
const BATCH = 500;

/**
 * The alert outbox on Firestore: alertOutbox/{dedupe key}. create() refuses a second item with
 * the same key, even from two triggers at once. A claim queries the available items (pending,
 * `availableAt` passed) and takes each in a transaction that reads it again first and creates the
 * attempt's marker (alertOutbox/{id}/claims/{attempt}), so of two drainers racing for an item one
 * gets it and the other skips it. prune() deletes an item with its markers.
 */
export function createAlertOutboxRepository(context: FirestoreContext): AlertOutboxRepository {
  const outbox = () => collectionOf(context, COLLECTIONS.alertOutbox, alertOutboxConverter);
  const query = (spec: QuerySpec) => buildQuery(context, COLLECTIONS.alertOutbox, alertOutboxConverter, spec);

  /** Changes the item the claim holds, in a transaction, while it is still pending under that lease. */
  async function finish(claim: { id: string; lease: string }, change: Partial<AlertOutboxDocument>): Promise<boolean> {
    if (claim.id === '' || claim.lease === '') return false;
    const ref = outbox().doc(claim.id);
    return context.db.runTransaction(async (transaction) => {
      const item = (await transaction.get(ref)).data();
      if (!item || item.state !== 'pending' || item.lease !== claim.lease) return false;
      transaction.update(ref, alertOutboxConverter.toFirestore(change, { merge: true }));
      return true;
    });
  }

  return {
    async enqueue(items) {
      let added = 0;
      for (let offset = 0; offset < items.length; offset += BATCH) {
        const created = await Promise.all(
          items.slice(offset, offset + BATCH).map(async (item) => {
            if (!Number.isFinite(Date.parse(item.dueAt))) throw new TypeError(`Alert outbox item ${item.dedupeKey}: dueAt is not a time`);
            const ref = outbox().doc(documentIdFor(item.dedupeKey));
            try {
              await ref.create({
                ...item,
                id: ref.id,
                state: 'pending',
                availableAt: item.dueAt,
                lease: '',
                attempts: 0,
                lastError: '',
                createdAt: FieldValue.serverTimestamp(),
                finishedAt: null,
                sendingAt: null,
              });
              return true;
            } catch (error) {
              if (isAlreadyExists(error)) return false;
              throw error;
            }
          }),
        );
        added += created.filter(Boolean).length;
      }
      return added;
    },

    async claim({ now, limit, leaseMs }) {
      const wanted = Math.max(0, Math.floor(limit));
      if (wanted === 0) return [];
      const time = Timestamp.fromDate(now);
      const candidates = await query({
        where: [
          ['state', '==', 'pending'],
          ['availableAt', '<=', time],
        ],
        orderBy: [['availableAt', 'asc']],
        limit: wanted,
      }).get();
      const lease = randomBytes(12).toString('base64url');
      const availableAt = new Date(now.getTime() + leaseMs).toISOString();
      const claimed = await Promise.all(
        candidates.docs.map((doc) =>
          context.db
            .runTransaction(async (transaction): Promise<ClaimedAlertOutboxItem | null> => {
            const item = (await transaction.get(doc.ref)).data();
            if (!item || item.state !== 'pending' || Date.parse(item.availableAt) > now.getTime()) return null;
            const attempts = item.attempts + 1;
            // The claim's own marker, created first: of two claims of one attempt only one can
            // create it (the test emulator, which does not make transactions contend, included).
            transaction.create(claimMarker(doc.ref, attempts), { lease, at: Timestamp.fromDate(now) });
            transaction.update(doc.ref, alertOutboxConverter.toFirestore({ lease, availableAt, attempts }, { merge: true }));
            const { availableAt: _availableAt, ...rest } = item;
            return { ...rest, lease, attempts };
            })
            .catch((error: unknown) => {
              if (isAlreadyExists(error)) return null;
              throw error;
            }),
        ),
      );
      return claimed.filter((item): item is ClaimedAlertOutboxItem => item !== null).sort(byDueThenCreated);
    },

    markSending(claim, at) {
      return finish(claim, { sendingAt: at.toISOString() });
    },

    markSent(claim, at) {
      return finish(claim, { state: 'sent', finishedAt: at.toISOString(), lastError: '' });
    },

    retryLater(claim, at, error) {
      return finish(claim, { availableAt: at.toISOString(), lastError: error.slice(0, 1000), sendingAt: null });
    },

    markFailed(claim, at, error) {
      return finish(claim, { state: 'failed', finishedAt: at.toISOString(), lastError: error.slice(0, 1000) });
    },

    async list(filter = {}) {
      const spec: QuerySpec = filter.state ? { where: [['state', '==', filter.state]], orderBy: [['createdAt', 'asc']] } : { orderBy: [['createdAt', 'asc']] };
      const snapshot = await query(spec).get();
      return snapshot.docs.map((doc) => withoutLease(doc.data())).sort(byCreated);
    },

    async countByKeyPrefix(prefix) {
      // One count per state (equality on the state, the range on the key: one index); counts are
      // billed per thousand entries, not per item, so a post mailed to thousands stays cheap to watch.
      const end = prefixEnd(prefix);
      const counts = await Promise.all(
        ALERT_OUTBOX_STATES.map(async (state) => {
          const snapshot = await query({
            where: [
              ['state', '==', state],
              ['dedupeKey', '>=', prefix],
              ['dedupeKey', '<', end],
            ],
          })
            .count()
            .get();
          return [state, snapshot.data().count] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<AlertOutboxState, number>;
    },

    async prune(before) {
      // One query per finished state: equality on the state, the range on finishedAt (one index).
      const finished = await Promise.all(
        (['sent', 'failed'] as const).map((state) =>
          query({
            where: [
              ['state', '==', state],
              ['finishedAt', '<', Timestamp.fromDate(before)],
            ],
          }).get(),
        ),
      );
      const docs = finished.flatMap((snapshot) => snapshot.docs);
      // Each item with its claims' markers (one per attempt).
      const refs = docs.flatMap((doc) => [doc.ref, ...Array.from({ length: doc.data().attempts }, (_, index) => claimMarker(doc.ref, index + 1))]);
      for (let offset = 0; offset < refs.length; offset += BATCH) {
        const batch = context.db.batch();
        for (const ref of refs.slice(offset, offset + BATCH)) batch.delete(ref);
        await batch.commit();
      }
      return docs.length;
    },
  };
}

/** alertOutbox/{id}/claims/{attempt}: the mark that one claim took this attempt. */
function claimMarker(item: DocumentReference, attempt: number): DocumentReference {
  return item.collection(ALERT_OUTBOX_CLAIMS_SUBCOLLECTION).doc(String(attempt));
}

function withoutLease(document: AlertOutboxDocument): AlertOutboxItem {
  const { lease: _lease, availableAt: _availableAt, ...item } = document;
  return item;
}

/** As the SQLite store orders them: creation time, then id. */
function byCreated(a: AlertOutboxItem, b: AlertOutboxItem): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || compareBytes(a.id, b.id);
}

function byDueThenCreated(a: AlertOutboxItem, b: AlertOutboxItem): number {
  return Date.parse(a.dueAt) - Date.parse(b.dueAt) || byCreated(a, b);
}
