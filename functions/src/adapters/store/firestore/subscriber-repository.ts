import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Subscriber } from '../../../core/schemas/subscriber';
import type { SubscriberRepository } from '../../../ports/store';
import { alertsOf } from './alert-repository';
import { COLLECTIONS } from './collections';
import { alertConverter, subscriberConverter } from './converters';
import { hashedId, isAlreadyExists, isNotFound, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

/**
 * One document per address, its id the hash of the lowercased address: create() fails with
 * ALREADY_EXISTS for a second add, whatever its case, even when two requests race. A change that
 * decides whether the address may be mailed (confirm, bouncing) rewrites its alerts' `deliverable`
 * in the same transaction (converters.ts AlertDocument).
 */
export function createSubscriberRepository(context: FirestoreContext): SubscriberRepository {
  const subscribers = () => collectionOf(context, COLLECTIONS.subscribers, subscriberConverter);

  /** Sets the first time of `field` (kept when already set) and its alerts' deliverable, in one transaction. */
  async function markOnce(id: string, field: 'confirmedAt' | 'bouncingSince'): Promise<Subscriber | null> {
    if (!isUsableId(id)) return null;
    const ref = subscribers().doc(id);
    const found = await context.db.runTransaction(async (transaction) => {
      const subscriber = (await transaction.get(ref)).data();
      if (!subscriber) return false;
      if (subscriber[field] !== null) return true;
      const confirmed = field === 'confirmedAt' || subscriber.confirmedAt !== null;
      const bouncing = field === 'bouncingSince' || subscriber.bouncingSince !== null;
      await setDeliverable(transaction, id, confirmed && !bouncing);
      const now = FieldValue.serverTimestamp();
      transaction.update(ref, subscriberConverter.toFirestore(field === 'confirmedAt' ? { confirmedAt: now } : { bouncingSince: now }, { merge: true }));
      return true;
    });
    return found ? readBack(ref) : null;
  }

  async function setDeliverable(transaction: Transaction, subscriberId: string, deliverable: boolean): Promise<void> {
    const alerts = await transaction.get(alertsOf(context, subscriberId));
    for (const alert of alerts.docs) transaction.update(alert.ref, alertConverter.toFirestore({ deliverable }, { merge: true }));
  }

  return {
    async add(rawEmail, language) {
      const email = rawEmail.trim().toLowerCase();
      const ref = subscribers().doc(hashedId(email));
      try {
        await ref.create({ id: ref.id, email, language, confirmedAt: null, bouncingSince: null, lastMailAt: null, createdAt: FieldValue.serverTimestamp() });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        return { subscriber: await readBack(ref), created: false };
      }
      return { subscriber: await readBack(ref), created: true };
    },

    async get(id) {
      if (!isUsableId(id)) return null;
      return (await subscribers().doc(id).get()).data() ?? null;
    },

    async list() {
      const snapshot = await buildQuery(context, COLLECTIONS.subscribers, subscriberConverter, { orderBy: [['createdAt', 'desc']] }).get();
      return snapshot.docs.map((doc) => doc.data());
    },

    async count() {
      return (await buildQuery(context, COLLECTIONS.subscribers, subscriberConverter, {}).count().get()).data().count;
    },

    confirm: (id) => markOnce(id, 'confirmedAt'),
    markBouncing: (id) => markOnce(id, 'bouncingSince'),

    async markMailed(id) {
      if (!isUsableId(id)) return null;
      const ref = subscribers().doc(id);
      try {
        await ref.update(subscriberConverter.toFirestore({ lastMailAt: FieldValue.serverTimestamp() }, { merge: true }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return readBack(ref);
    },

    async remove(id) {
      if (!isUsableId(id)) return false;
      const ref: DocumentReference = subscribers().doc(id);
      return context.db.runTransaction(async (transaction) => {
        if (!(await transaction.get(ref)).exists) return false;
        const alerts = await transaction.get(alertsOf(context, id));
        for (const alert of alerts.docs) transaction.delete(alert.ref);
        transaction.delete(ref);
        return true;
      });
    },
  };
}
