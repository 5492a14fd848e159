import express, { type Router } from 'express';
import { MESSAGES } from '../../core/messages';
import { leadStatusUpdateSchema } from '../../core/schemas/lead';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { cacheControl } from '../../http/middleware/cache-control';
import { documentId } from '../../http/params';
import { parseBody } from '../../http/validate';
import { createLeadsService } from './leads.service';

/**
 * The lead board, mounted at /api/admin/leads (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Lead[], newest first. `private, no-cache` + ETag: the board polls every
 *                  5 s and an unchanged list is a 304 with no body.
 *   PATCH  /:id  { status } → 200 Lead (updatedAt set) | 404 | 422
 *   DELETE /:id  → 204 | 404
 */
export function leadsAdminRoutes(deps: { store: Store; events: EventPublisher }): Router {
  const router = express.Router();
  const leads = createLeadsService(deps);

  router.get('/', cacheControl('sessionRevalidate'), async (_req, res) => {
    res.json(await leads.list());
  });

  router.patch('/:id', async (req, res) => {
    const id = documentId(req.params.id, MESSAGES.leadNotFound);
    const { status } = parseBody(leadStatusUpdateSchema, req);
    const lead = await leads.changeStatus(id, status);
    if (!lead) throw notFound(MESSAGES.leadNotFound);
    res.json(lead);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, MESSAGES.leadNotFound);
    if (!(await leads.remove(id))) throw notFound(MESSAGES.leadNotFound);
    res.status(204).end();
  });

  return router;
}
