import express, { type Request, type Response, type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { pastPriceInputSchema, type PriceEntry } from '../../core/schemas/price-history';
import { regionPatchSchema } from '../../core/schemas/region';
import type { EventPublisher } from '../../ports/events';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { HttpError, notFound } from '../../http/errors';
import { adminActor } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { parseBody } from '../../http/validate';
import { createRegionsService } from './regions.service';
import { activityValue } from '../activity/activity-changes';
import { createActivityRecorder, recordedItem } from '../activity/activity-recorder';

/**
 * Region Price Management, mounted at /api/admin/regions (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Region[], newest first
 *   POST   /     (no body) → 201 Region named 'New Region' with every price 0
 *   PATCH  /:id  regionPatchSchema, one or more fields → 200 Region (updatedAt set) | 404
 *                | 422 with `fields` (a price that is not a number, an unknown field, nothing to update)
 *   DELETE /:id  → 204, moved to the bin (Settings → Bin) for 30 days, its price history kept | 404
 *   GET    /:id/price-history → 200 { history: PriceEntry[] } oldest written first | 404
 *   POST   /:id/price-history  { day, prices } → 201 PriceEntry (a past price) | 404 | 422 (a day to come, min above max)
 *   POST   /:id/price-history/:entryId/correction  { day, prices } → 201 PriceEntry | 404 | 409 (corrected already) | 422
 * A price change by PATCH is kept in the history by the store, with the admin who made it.
 */
export function regionsAdminRoutes(deps: { store: Store; events: EventPublisher; log: Logger; now?: () => Date }): Router {
  const router = express.Router();
  const regions = createRegionsService(deps);
  const activity = createActivityRecorder(deps);
  const recordedRegion = (id: string) => recordedItem('region', id, () => deps.store.regions.get(id), (item) => item.region);

  router.get('/', async (_req, res) => {
    res.json(await regions.list());
  });

  router.post('/', async (req, res) => {
    const region = await regions.create();
    await activity.record(req, res, { kind: 'region', itemId: region.id, itemTitle: region.region, action: 'created' });
    res.status(201).json(region);
  });

  router.patch('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    const patch = parseBody(regionPatchSchema, req);
    if (Object.keys(patch).length === 0) {
      throw new HttpError(422, 'validation_failed', messageKey('nothingToUpdate'), { _form: messageKey('nothingToUpdate') });
    }
    const region = await activity.updated(req, res, recordedRegion(id), () => regions.update(id, patch, adminActor(res)));
    if (!region) throw notFound(messageKey('regionNotFound'));
    res.json(region);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    if (!(await activity.deleted(req, res, recordedRegion(id), () => regions.remove(id, adminActor(res))))) throw notFound(messageKey('regionNotFound'));
    res.status(204).end();
  });

  router.get('/:id/price-history', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    res.json({ history: await regions.history(id) });
  });

  router.post('/:id/price-history', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    const entry = await regions.addPast(id, parseBody(pastPriceInputSchema, req), adminActor(res));
    await recordPriceEntry(req, res, id, 'past price', entry);
    res.status(201).json(entry);
  });

  router.post('/:id/price-history/:entryId/correction', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    const entryId = documentId(req.params.entryId, messageKey('priceEntryNotFound'));
    const entry = await regions.correct(id, entryId, parseBody(pastPriceInputSchema, req), adminActor(res));
    await recordPriceEntry(req, res, id, 'price correction', entry);
    res.status(201).json(entry);
  });

  /** A price entry written by hand (a past price, a correction): the region's trail names its day and prices. */
  async function recordPriceEntry(req: Request, res: Response, id: string, field: string, entry: PriceEntry) {
    const region = await deps.store.regions.get(id);
    await activity.record(req, res, { kind: 'region', itemId: id, itemTitle: region?.region ?? '', action: 'updated', changes: [{ field, before: activityValue(entry.previous), after: activityValue({ day: entry.day, ...entry.prices }) }] });
  }

  return router;
}
