import express, { type Router } from 'express';
import type { Store } from '../../ports/store';

/** GET /api/admin/subscribers → 200 { items: Subscriber[] (newest first), total }. */
export function subscribersAdminRoutes(deps: { store: Store }): Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    const items = await deps.store.subscribers.list();
    res.json({ items, total: items.length });
  });
  return router;
}
