import express, { type Router } from 'express';
import { siteDay } from '../../core/dates';
import { matchesLeadFilter } from '../../core/lead-status';
import { MESSAGES } from '../../core/messages';
import { leadExportQuerySchema, leadStatusUpdateSchema } from '../../core/schemas/lead';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { cacheControl } from '../../http/middleware/cache-control';
import { documentId } from '../../http/params';
import { requestOrigin, type TrustProxyFn } from '../../http/request-origin';
import { parseBody, parseQuery } from '../../http/validate';
import { leadsCsv } from './leads-csv';
import { createLeadsService } from './leads.service';

/**
 * The lead board, mounted at /api/admin/leads (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Lead[], newest first. `private, no-cache` + ETag: the board polls every
 *                  5 s and an unchanged list is a 304 with no body.
 *   GET    /export.csv?q=&source= → 200 text/csv (UTF-8 with BOM), the leads the board shows
 *                  for that search and source, newest first, as an attachment `leads-YYYY-MM-DD.csv` | 400 (q too long, an unknown source)
 *   PATCH  /:id  { status } → 200 Lead (updatedAt set) | 404 | 422
 *   DELETE /:id  → 204 | 404
 */
export function leadsAdminRoutes(deps: { store: Store; events: EventPublisher; config: { publicOrigin?: string | undefined } }): Router {
  const router = express.Router();
  const leads = createLeadsService(deps);

  router.get('/', cacheControl('sessionRevalidate'), async (_req, res) => {
    res.json(await leads.list());
  });

  router.get('/export.csv', cacheControl('session'), async (req, res) => {
    const { q, source } = parseQuery(leadExportQuerySchema, req);
    const origin = requestOrigin(req, { publicOrigin: deps.config.publicOrigin, trust: req.app.get('trust proxy fn') as TrustProxyFn });
    // The store lists leads newest first.
    const newestFirst = (await leads.list()).filter((lead) => matchesLeadFilter(lead, { query: q, source }));
    res
      .type('text/csv; charset=utf-8')
      .attachment(`leads-${siteDay(new Date())}.csv`)
      .send(leadsCsv(newestFirst, origin));
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
