import express, { type Router } from 'express';
import type { ActivityPage } from '../../core/activity';
import { activityQuerySchema } from '../../core/schemas/activity';
import type { Store } from '../../ports/store';
import { parseQuery } from '../../http/validate';

/**
 * The activity trail, mounted at /api/admin/activity (behind requireAdmin):
 *   GET /?admin=&kind=&item=&day=&cursor=&limit= → 200 ActivityPage | 400 naming the bad filter
 *       (an unknown kind, a day that is not YYYY-MM-DD, a cursor the list never gave)
 * Read only: nothing in the API changes or removes an entry (decision 021).
 */
export function activityAdminRoutes(deps: { store: Pick<Store, 'activity'> }): Router {
  const router = express.Router();

  router.get('/', async (req, res) => {
    const { admin, kind, item, day, cursor, limit } = parseQuery(activityQuerySchema, req);
    // One more than the page: whether a next page exists without a second read.
    const found = await deps.store.activity.list({ actorId: admin, kind, itemId: item, day, before: cursor, limit: limit + 1 });
    const items = found.slice(0, limit);
    const page: ActivityPage = { items, next: found.length > limit ? (items.at(-1)?.cursor ?? null) : null };
    res.json(page);
  });

  return router;
}
