import express, { type Router } from 'express';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { cacheControl } from '../../http/middleware/cache-control';

/** GET /api/settings: business details for the public chrome (phone, WhatsApp, address, links). */
export function settingsRoutes(deps: { store: Store }): Router {
  const router = express.Router();
  router.get('/', cacheControl('settings'), async (_req, res) => {
    const settings = await deps.store.settings.get();
    if (!settings) throw notFound('Site settings have not been set up yet.');
    res.json(settings);
  });
  return router;
}
