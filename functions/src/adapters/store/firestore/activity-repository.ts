import { Timestamp } from 'firebase-admin/firestore';
import { activityCursor, type ActivityEntry } from '../../../core/activity';
import { siteDay } from '../../../core/dates';
import type { ActivityRepository } from '../../../ports/store';
import { COLLECTIONS } from './collections';
import { activityConverter, activityFilterKey } from './converters';
import { buildQuery, collectionOf, deleteMatching, type FirestoreContext, type QuerySpec } from './queries';

/**
 * The activity trail on Firestore: activity/{id}, created once and never updated (firestore.rules
 * deny every client write; only the prune deletes). Its time is the API's clock (Timestamp.now()),
 * known before the write so the entry's `cursor` holds it; a filtered page is one array-contains on
 * `filters` (converters.ts activityFilterKeys) ordered by `cursor`.
 */
export function createActivityRepository(context: FirestoreContext): ActivityRepository {
  const entries = () => collectionOf(context, COLLECTIONS.activity, activityConverter);

  return {
    async record(entry) {
      const ref = entries().doc();
      const at = Timestamp.now().toDate();
      const stored: ActivityEntry = { ...entry, id: ref.id, at: at.toISOString(), day: siteDay(at), cursor: activityCursor(at.toISOString(), ref.id) };
      await ref.create(stored);
      return stored;
    },

    async list(query) {
      const key = activityFilterKey(query);
      const where: NonNullable<QuerySpec['where']>[number][] = [];
      if (key !== null) where.push(['filters', 'array-contains', key]);
      if (query.before !== undefined) where.push(['cursor', '<', query.before]);
      const snapshot = await buildQuery(context, COLLECTIONS.activity, activityConverter, { where, orderBy: [['cursor', 'desc']], limit: query.limit }).get();
      return snapshot.docs.map((doc) => doc.data());
    },

    async prune(before) {
      return deleteMatching(context, COLLECTIONS.activity, activityConverter, [['cursor', '<', before.toISOString()]]);
    },
  };
}
