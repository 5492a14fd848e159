import { FieldValue } from 'firebase-admin/firestore';
import type { SubscriberRepository } from '../../../ports/store';
import { COLLECTIONS } from './collections';
import { subscriberConverter } from './converters';
import { hashedId, isAlreadyExists, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

/**
 * One document per address, its id the hash of the lowercased address: create() fails with
 * ALREADY_EXISTS for a second add, whatever its case, even when two requests race.
 */
export function createSubscriberRepository(context: FirestoreContext): SubscriberRepository {
  const subscribers = () => collectionOf(context, COLLECTIONS.subscribers, subscriberConverter);

  return {
    async add(rawEmail) {
      const email = rawEmail.trim().toLowerCase();
      const ref = subscribers().doc(hashedId(email));
      try {
        await ref.create({ id: ref.id, email, createdAt: FieldValue.serverTimestamp() });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        return { subscriber: await readBack(ref), created: false };
      }
      return { subscriber: await readBack(ref), created: true };
    },

    async list() {
      const snapshot = await buildQuery(context, COLLECTIONS.subscribers, subscriberConverter, { orderBy: [['createdAt', 'desc']] }).get();
      return snapshot.docs.map((doc) => doc.data());
    },

    async count() {
      return (await buildQuery(context, COLLECTIONS.subscribers, subscriberConverter, {}).count().get()).data().count;
    },
  };
}
