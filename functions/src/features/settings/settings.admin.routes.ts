import express, { type Router } from 'express';
import { buyingCostSettingsSchema } from '../../core/schemas/buying-costs';
import { siteSettingsSchema } from '../../core/schemas/settings';
import type { EventPublisher } from '../../ports/events';
import type { Logger } from '../../ports/logger';
import { adminLocals } from '../../http/middleware/require-admin';
import type { MapTileOrigin } from '../../http/map-tile-origin';
import { parseBody } from '../../http/validate';
import type { Store } from '../../ports/store';
import { readBuyingCostSettings, saveBuyingCostSettings } from './buying-cost-settings';
import { createSettingsService } from './settings.service';
import { createActivityRecorder } from '../activity/activity-recorder';

/**
 * PUT /api/admin/settings siteSettingsSchema → 200 SiteSettings (the business details the public site shows) | 422.
 * GET /api/admin/settings/buying-costs → 200 BuyingCostSettings; PUT it buyingCostSettingsSchema → 200 | 422.
 */
export function settingsAdminRoutes(deps: { store: Store; events: EventPublisher; log: Logger; mapTileOrigin?: MapTileOrigin }): Router {
  const router = express.Router();
  const service = createSettingsService(deps);
  const activity = createActivityRecorder(deps);
  router.put('/', async (req, res) => {
    const settings = parseBody(siteSettingsSchema, req);
    const before = await deps.store.settings.get();
    const saved = await service.put(settings);
    await activity.record(req, res, { kind: 'settings', itemId: 'site', itemTitle: 'Business details', action: 'updated', before, after: saved });
    deps.log.info('site_settings_updated', { by: adminLocals(res).admin.id });
    // The pages' CSP allows the new tile server from the next response on.
    await deps.mapTileOrigin?.refresh();
    res.json(saved);
  });
  router.get('/buying-costs', async (_req, res) => {
    res.json(await readBuyingCostSettings(deps.store.meta));
  });
  router.put('/buying-costs', async (req, res) => {
    const before = await readBuyingCostSettings(deps.store.meta);
    const saved = await saveBuyingCostSettings({ meta: deps.store.meta, events: deps.events }, parseBody(buyingCostSettingsSchema, req));
    await activity.record(req, res, { kind: 'settings', itemId: 'buying-costs', itemTitle: 'Buying costs', action: 'updated', before, after: saved });
    deps.log.info('buying_costs_updated', { by: adminLocals(res).admin.id });
    res.json(saved);
  });
  return router;
}
