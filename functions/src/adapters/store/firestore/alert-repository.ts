import { FieldValue, type DocumentReference, type Query, type Transaction, type WithFieldValue } from 'firebase-admin/firestore';
import { ALERTS_PER_ADDRESS_MAX, alertTargetKey, type Alert } from '../../../core/schemas/alerts';
import type { AlertRepository } from '../../../ports/store';
import { COLLECTIONS } from './collections';
import { alertConverter, subscriberConverter, type AlertDocument } from './converters';
import { hashedId, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

/** A subscriber's alerts (at most ALERTS_PER_ADDRESS_MAX: sorted in memory, no index needed). */
export function alertsOf(context: FirestoreContext, subscriberId: string): Query<AlertDocument> {
  return buildQuery(context, COLLECTIONS.alerts, alertConverter, { where: [['subscriberId', '==', subscriberId]] });
}

/**
 * alerts/{id}: the id hashes subscriber, kind and target, so the same alert twice is one document;
 * an add reads the subscriber and their alerts in its transaction, so the limit holds under races.
 */
export function createAlertRepository(context: FirestoreContext): AlertRepository {
  const alerts = () => collectionOf(context, COLLECTIONS.alerts, alertConverter);
  const subscribers = () => collectionOf(context, COLLECTIONS.subscribers, subscriberConverter);

  /** Writes the subscriber's alert `alertId` in a transaction; false when they have no such alert. */
  async function change(subscriberId: string, alertId: string, write: (ref: DocumentReference<AlertDocument>, transaction: Transaction) => void): Promise<boolean> {
    if (!isUsableId(alertId)) return false;
    const ref = alerts().doc(alertId);
    return context.db.runTransaction(async (transaction) => {
      const alert = (await transaction.get(ref)).data();
      if (!alert || alert.subscriberId !== subscriberId) return false;
      write(ref, transaction);
      return true;
    });
  }

  return {
    async add(subscriberId, spec, cadence) {
      if (!isUsableId(subscriberId)) return { outcome: 'noSubscriber', alert: null };
      const targetKey = alertTargetKey(spec);
      const ref = alerts().doc(hashedId(`${subscriberId}\n${spec.kind}\n${targetKey}`));
      const outcome = await context.db.runTransaction(async (transaction) => {
        const [subscriber, existing, theirs] = await Promise.all([
          transaction.get(subscribers().doc(subscriberId)),
          transaction.get(ref),
          transaction.get(alertsOf(context, subscriberId)),
        ]);
        const owner = subscriber.data();
        if (!owner) return 'noSubscriber' as const;
        if (existing.exists) return 'exists' as const;
        if (theirs.size >= ALERTS_PER_ADDRESS_MAX) return 'full' as const;
        transaction.create(ref, {
          id: ref.id,
          subscriberId,
          ...spec,
          targetKey,
          cadence,
          email: owner.email,
          language: owner.language,
          deliverable: owner.confirmedAt !== null && owner.bouncingSince === null,
          createdAt: FieldValue.serverTimestamp(),
        } as WithFieldValue<AlertDocument>);
        return 'created' as const;
      });
      if (outcome === 'full' || outcome === 'noSubscriber') return { outcome, alert: null };
      return { outcome, alert: toAlert(await readBack(ref)) };
    },

    async listOf(subscriberId) {
      if (!isUsableId(subscriberId)) return [];
      const snapshot = await alertsOf(context, subscriberId).get();
      return sortedAlerts(snapshot.docs.map((doc) => toAlert(doc.data())));
    },

    async list() {
      const snapshot = await buildQuery(context, COLLECTIONS.alerts, alertConverter, {}).get();
      return sortedAlerts(snapshot.docs.map((doc) => toAlert(doc.data())));
    },

    async setCadence(subscriberId, alertId, cadence) {
      const changed = await change(subscriberId, alertId, (ref, transaction) => transaction.update(ref, alertConverter.toFirestore({ cadence }, { merge: true })));
      return changed ? toAlert(await readBack(alerts().doc(alertId))) : null;
    },

    remove: (subscriberId, alertId) => change(subscriberId, alertId, (ref, transaction) => transaction.delete(ref)),

    async deliverable(kind) {
      const snapshot = await buildQuery(context, COLLECTIONS.alerts, alertConverter, {
        where: [
          ['kind', '==', kind],
          ['deliverable', '==', true],
        ],
      }).get();
      return sortedAlerts(snapshot.docs.map((doc) => doc.data())).map((document) => {
        const { targetKey: _key, deliverable: _deliverable, ...alert } = document;
        return alert;
      });
    },
  };
}

function toAlert(document: AlertDocument): Alert {
  const { targetKey: _key, deliverable: _deliverable, email: _email, language: _language, ...alert } = document;
  return alert;
}

/** By subscriber, each one's oldest first (what SQLite's order says). */
function sortedAlerts<T extends Alert>(alerts: T[]): T[] {
  return alerts.sort((a, b) => (a.subscriberId < b.subscriberId ? -1 : a.subscriberId > b.subscriberId ? 1 : a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)));
}
