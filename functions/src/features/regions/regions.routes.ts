import express, { type Router } from 'express';
import type { Store } from '../../ports/store';
import { cacheControl } from '../../http/middleware/cache-control';

/** GET /api/regions: the regional price table, ordered by name. */
export function regionsRoutes(deps: { store: Store }): Router {
  const router = express.Router();
  router.get('/', cacheControl('live'), async (_req, res) => {
    res.json(await deps.store.regions.list());
  });
  return router;
}
