import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { interestByPlot, interestWindow, NO_INTEREST, perInterestCount } from '../../../core/interest';
import type { InterestRepository } from '../../../ports/store';
import { interestChanges, interestEventKey } from '../interest-deltas';
import { applyOnce } from './apply-once';
import { COLLECTIONS } from './collections';
import { plotInterestConverter, type PlotInterestDocument } from './converters';
import { isUsableId } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

/** Ids per `in` filter (Firestore allows 30 values). */
const IDS_PER_QUERY = 30;
/** Writes per batch of the reconcile's overwrite. */
const WRITES_PER_BATCH = 400;

/**
 * Interest per listing in plotInterest/{day}_{plotId}, a document per plot and India day. `apply`
 * is one batch: the event id created first (apply-once.ts), then an increment per (plot, day). No
 * document is hot: the beacons of an instance reach the store as one flush every few seconds
 * (features/interest/interest-tally.ts), so a plot's day document takes one write per flush and
 * instance, far under Firestore's sustained one write a second per document (decision 018).
 */
export function createInterestRepository(context: FirestoreContext): InterestRepository {
  const days = () => collectionOf(context, COLLECTIONS.plotInterest, plotInterestConverter);
  const dayRef = (plotId: string, day: string) => {
    if (!isUsableId(plotId)) throw new TypeError(`"${plotId}" cannot be a plot id`);
    return days().doc(`${day}_${plotId}`);
  };

  return {
    async apply(eventId, deltas) {
      const key = interestEventKey(eventId);
      const changes = interestChanges(deltas).map((change) => ({ ...change, ref: dayRef(change.plotId, change.day) }));
      return applyOnce(context, key, (batch) => {
        for (const { plotId, day, change, ref } of changes) {
          batch.set(
            ref,
            { plotId, day, ...perInterestCount((name) => FieldValue.increment(change[name])), updatedAt: FieldValue.serverTimestamp() },
            { merge: true },
          );
        }
      });
    },

    async totals(plotIds, today) {
      const wanted = [...new Set(plotIds)];
      const usable = wanted.filter(isUsableId);
      const { from30 } = interestWindow(today);
      const found: PlotInterestDocument[] = [];
      for (let start = 0; start < usable.length; start += IDS_PER_QUERY) {
        const snapshot = await buildQuery(context, COLLECTIONS.plotInterest, plotInterestConverter, {
          where: [
            ['plotId', 'in', usable.slice(start, start + IDS_PER_QUERY)],
            ['day', '>=', from30],
          ],
        }).get();
        found.push(...snapshot.docs.map((doc) => doc.data()));
      }
      const byPlot = interestByPlot(found, today);
      return Object.fromEntries(wanted.map((id) => [id, byPlot[id] ?? { ...NO_INTEREST }]));
    },

    async recent(today) {
      const snapshot = await buildQuery(context, COLLECTIONS.plotInterest, plotInterestConverter, {
        where: [['day', '>=', interestWindow(today).from30]],
      }).get();
      return interestByPlot(
        snapshot.docs.map((doc) => doc.data()),
        today,
      );
    },

    async setEnquiries(fromDay, counts) {
      const kept = counts.filter((count) => count.day >= fromDay && count.plotId !== '');
      for (const { enquiries } of kept) if (!Number.isSafeInteger(enquiries)) throw new TypeError(`Enquiries must be a whole number, got ${String(enquiries)}`);
      const wanted = new Set(kept.map(({ plotId, day }) => dayRef(plotId, day).id));
      const snapshot = await buildQuery(context, COLLECTIONS.plotInterest, plotInterestConverter, { where: [['day', '>=', fromDay]] }).get();
      const writes: ((batch: WriteBatch) => void)[] = [
        ...snapshot.docs
          .filter((doc) => !wanted.has(doc.id) && doc.data().enquiries !== 0)
          .map((doc) => (batch: WriteBatch) => batch.set(doc.ref, { enquiries: 0, updatedAt: FieldValue.serverTimestamp() }, { merge: true })),
        ...kept.map(({ plotId, day, enquiries }) => (batch: WriteBatch) =>
          batch.set(dayRef(plotId, day), { plotId, day, enquiries, updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
        ),
      ];
      for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
        const batch = context.db.batch();
        for (const write of writes.slice(start, start + WRITES_PER_BATCH)) write(batch);
        await batch.commit();
      }
    },
  };
}
