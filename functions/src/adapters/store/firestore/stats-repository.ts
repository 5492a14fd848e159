import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { emptyStatusCounts } from '../../../core/plot-status';
import type { StatusCounts } from '../../../core/schemas/venture';
import { perStat, statChange } from '../../../core/stats';
import type { StatsRepository } from '../../../ports/store';
import { countsFrom, perCountField, ventureCountChanges, ventureEventKey, wholeCounts } from '../venture-counts';
import { COLLECTIONS, STATS_DOC_ID } from './collections';
import { processedEventConverter, statsConverter, ventureCountsConverter } from './converters';
import { applyOnce } from './apply-once';
import { isUsableId } from './documents';
import { collectionOf, deleteMatching, type FirestoreContext } from './queries';


/**
 * Counters in one document, stats/counters; each venture's counts in ventureCounts/{ventureId}. apply() is one batch whose FIRST write creates
 * processedEvents/<hash of the event id> and whose second increments the counters (apply-once.ts).
 */
export function createStatsRepository(context: FirestoreContext): StatsRepository {
  const counters = () => collectionOf(context, COLLECTIONS.stats, statsConverter).doc(STATS_DOC_ID);
  const ventureCounts = () => collectionOf(context, COLLECTIONS.ventureCounts, ventureCountsConverter);

  return {
    async get() {
      const stored = (await counters().get()).data();
      return perStat((name) => stored?.[name] ?? 0);
    },

    async apply(eventId, deltas) {
      if (eventId.length === 0) throw new TypeError('An event id is required');
      const change = statChange(deltas);
      return applyOnce(context, eventId, (batch) =>
        batch.set(counters(), { ...perStat((name) => FieldValue.increment(change[name])), updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
      );
    },

    async set(values) {
      const ref = counters();
      await ref.set({ id: ref.id, ...statChange(values), updatedAt: FieldValue.serverTimestamp() });
    },

    async pruneProcessedEvents(before) {
      return deleteMatching(context, COLLECTIONS.processedEvents, processedEventConverter, [['processedAt', '<', Timestamp.fromDate(before)]]);
    },

    async applyVenture(eventId, deltas) {
      const key = ventureEventKey(eventId);
      const changes = ventureCountChanges(deltas);
      for (const [ventureId] of changes) if (!isUsableId(ventureId)) throw new TypeError(`"${ventureId}" cannot be a venture id`);
      return applyOnce(context, key, (batch) => {
        for (const [ventureId, change] of changes) {
          batch.set(
            ventureCounts().doc(ventureId),
            { ...perCountField((status) => FieldValue.increment(change[status])), updatedAt: FieldValue.serverTimestamp() },
            { merge: true },
          );
        }
      });
    },

    async ventureCounts(ventureIds) {
      const wanted = [...new Set(ventureIds)];
      const counts: Record<string, StatusCounts> = Object.fromEntries(wanted.map((id) => [id, emptyStatusCounts()]));
      const refs = wanted.filter(isUsableId).map((id) => ventureCounts().doc(id));
      if (refs.length === 0) return counts;
      for (const snapshot of await context.db.getAll(...refs)) {
        const stored = snapshot.data();
        if (stored) counts[snapshot.id] = countsFrom((field) => stored[field]);
      }
      return counts;
    },

    async setVentureCounts(ventureId, counts) {
      if (!isUsableId(ventureId)) throw new TypeError(`"${ventureId}" cannot be a venture id`);
      const whole = wholeCounts(counts);
      const ref = ventureCounts().doc(ventureId);
      await ref.set({ id: ref.id, ...perCountField((status) => whole[status]), updatedAt: FieldValue.serverTimestamp() });
    },
  };
}
