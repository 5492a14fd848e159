import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { regionPatchSchema } from '../../core/schemas/region';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { HttpError, notFound } from '../../http/errors';
import { documentId } from '../../http/params';
import { parseBody } from '../../http/validate';
import { createRegionsService } from './regions.service';

/**
 * Region Price Management, mounted at /api/admin/regions (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Region[], newest first
 *   POST   /     (no body) → 201 Region named 'New Region' with every price 0
 *   PATCH  /:id  regionPatchSchema, one or more fields → 200 Region (updatedAt set) | 404
 *                | 422 with `fields` (a price that is not a number, an unknown field, nothing to update)
 *   DELETE /:id  → 204 | 404
 */
export function regionsAdminRoutes(deps: { store: Store; events: EventPublisher }): Router {
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
    const region = await regions.update(id, patch);
    if (!region) throw notFound(messageKey('regionNotFound'));
    res.json(region);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('regionNotFound'));
    if (!(await regions.remove(id))) throw notFound(messageKey('regionNotFound'));
    res.status(204).end();
  });

  return router;
}
