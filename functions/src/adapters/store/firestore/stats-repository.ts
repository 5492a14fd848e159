import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { perStat, statChange } from '../../../core/stats';
import type { StatsRepository } from '../../../ports/store';
import { COLLECTIONS, STATS_DOC_ID } from './collections';
import { processedEventConverter, statsConverter } from './converters';
import { hashedId, isAlreadyExists } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

/** Deletes per prune batch (a batch holds at most 500 writes). */
export const PRUNE_BATCH_SIZE = 200;

/**
 * Counters in one document, stats/counters. apply() is one batch whose FIRST write creates
 * processedEvents/<hash of the event id> and whose second increments the counters: Firestore
 * commits both or neither, so a redelivered event (ALREADY_EXISTS) changes nothing, even when
 * deliveries race. The create comes first because the test emulator applies writes in order and
 * does not roll back.
 */
export function createStatsRepository(context: FirestoreContext): StatsRepository {
  const counters = () => collectionOf(context, COLLECTIONS.stats, statsConverter).doc(STATS_DOC_ID);
  const events = () => collectionOf(context, COLLECTIONS.processedEvents, processedEventConverter);

  return {
    async get() {
      const stored = (await counters().get()).data();
      return perStat((name) => stored?.[name] ?? 0);
    },

    async apply(eventId, deltas) {
      if (eventId.length === 0) throw new TypeError('An event id is required');
      const change = statChange(deltas);
      const eventRef = events().doc(hashedId(eventId));
      const batch = context.db.batch();
      batch.create(eventRef, { id: eventRef.id, eventId, processedAt: FieldValue.serverTimestamp() });
      batch.set(
        counters(),
        { ...perStat((name) => FieldValue.increment(change[name])), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
      try {
        await batch.commit();
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    async set(values) {
      const ref = counters();
      await ref.set({ id: ref.id, ...statChange(values), updatedAt: FieldValue.serverTimestamp() });
    },

    async pruneProcessedEvents(before) {
      // Bounded batches: a year of events never becomes one huge commit.
      let pruned = 0;
      for (;;) {
        const snapshot = await buildQuery(context, COLLECTIONS.processedEvents, processedEventConverter, {
          where: [['processedAt', '<', Timestamp.fromDate(before)]],
          limit: PRUNE_BATCH_SIZE,
        }).get();
        if (snapshot.empty) return pruned;
        const batch = context.db.batch();
        for (const doc of snapshot.docs) batch.delete(doc.ref);
        await batch.commit();
        pruned += snapshot.size;
        if (snapshot.size < PRUNE_BATCH_SIZE) return pruned;
      }
    },
  };
}
