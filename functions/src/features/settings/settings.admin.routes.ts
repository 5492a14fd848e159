import express, { type Router } from 'express';
import { siteSettingsSchema } from '../../core/schemas/settings';
import type { Logger } from '../../ports/logger';
import { adminLocals } from '../../http/middleware/require-admin';
import { parseBody } from '../../http/validate';
import type { Store } from '../../ports/store';

/** PUT /api/admin/settings siteSettingsSchema → 200 SiteSettings (the business details the public site shows) | 422. */
export function settingsAdminRoutes(deps: { store: Store; log: Logger }): Router {
  const router = express.Router();
  router.put('/', async (req, res) => {
    const settings = parseBody(siteSettingsSchema, req);
    const saved = await deps.store.settings.put(settings);
    deps.log.info('site_settings_updated', { by: adminLocals(res).admin.id });
    res.json(saved);
  });
  return router;
}
