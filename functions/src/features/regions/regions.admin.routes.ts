import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { pastPriceInputSchema } from '../../core/schemas/price-history';
import { regionPatchSchema } from '../../core/schemas/region';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { HttpError, notFound } from '../../http/errors';
import { adminActor } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { parseBody } from '../../http/validate';
import { createRegionsService } from './regions.service';

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
export function regionsAdminRoutes(deps: { store: Store; events: EventPublisher; now?: () => Date }): Router {
  const router = express.Router();
  const regions = createRegionsService(deps);

  router.get('/', async (_req, res) => {
    res.json(await regions.list());
  });

  router.post('/', async (_req, res) => {
    res.status(201).json(await regions.create());
  });

  router.patch('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    const patch = parseBody(regionPatchSchema, req);
    if (Object.keys(patch).length === 0) {
      throw new HttpError(422, 'validation_failed', messageKey('nothingToUpdate'), { _form: messageKey('nothingToUpdate') });
    }
    const region = await regions.update(id, patch, adminActor(res));
    if (!region) throw notFound(messageKey('regionNotFound'));
    res.json(region);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    if (!(await regions.remove(id, adminActor(res)))) throw notFound(messageKey('regionNotFound'));
    res.status(204).end();
  });

  router.get('/:id/price-history', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    res.json({ history: await regions.history(id) });
  });

  router.post('/:id/price-history', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    res.status(201).json(await regions.addPast(id, parseBody(pastPriceInputSchema, req), adminActor(res)));
  });

  router.post('/:id/price-history/:entryId/correction', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    const entryId = documentId(req.params.entryId, messageKey('priceEntryNotFound'));
    res.status(201).json(await regions.correct(id, entryId, parseBody(pastPriceInputSchema, req), adminActor(res)));
  });

  return router;
}
