import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { plotInputSchema, plotStatusUpdateSchema } from '../../core/schemas/plot';
import { adminPlotSearchQuerySchema } from '../../core/schemas/plot-search';
import type { EventPublisher } from '../../ports/events';
import type { Images } from '../../ports/images';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { adminActor } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { parseBody, parseQuery } from '../../http/validate';
import { createPlotsService } from './plots.service';
import { createActivityRecorder, recordedItem } from '../activity/activity-recorder';

/**
 * Plots Management, mounted at /api/admin/plots (behind requireAdmin and the CSRF checks):
 *   GET    /?…filters   → 200 { items, total, page, pageSize } (public filters; pageSize ≤ 100) | 400 bad query
 *   POST   /            plotInputSchema → 201 Plot, price and priceUnit computed here | 422
 *                        (`images`: up to 12 photos from POST /api/admin/uploads, cover first;
 *                        `ventureId` a venture that exists, `plotNumber` unique in it, a reserved
 *                        plot's `reservedUntil` from today to 90 days ahead)
 *   GET    /:id         → 200 Plot (the list opened on one plot, from the dashboard) | 404
 *   PUT    /:id         plotInputSchema → 200 Plot (each photo it drops is deleted; a status change
 *                        goes into the plot's status history) | 404 | 422
 *   PATCH  /:id/status  { status, reservedUntil? } → 200 Plot (in the status history, by the admin) | 404 | 422
 *   GET    /:id/status-history → 200 { history: [{ id, plotId, at, by, from, to, reservedUntil }] } oldest first | 404
 *   DELETE /:id         → 204, moved to the bin (Settings → Bin) for 30 days, photos and all | 404
 * A missing required field answers 422 'Please fill in all required fields' (the core schema's words).
 */
export function plotsAdminRoutes(deps: { store: Store; images: Images; events: EventPublisher; log: Logger; now?: () => Date }): Router {
  const router = express.Router();
  const plots = createPlotsService(deps);
  const activity = createActivityRecorder(deps);
  const recordedPlot = (id: string) => recordedItem('plot', id, () => deps.store.plots.get(id), (item) => item.title);

  router.get('/', async (req, res) => {
    res.json(await plots.search(parseQuery(adminPlotSearchQuerySchema, req)));
  });

  router.post('/', async (req, res) => {
    const data = parseBody(plotInputSchema, req);
    const plot = await plots.create(data);
    await activity.record(req, res, { kind: 'plot', itemId: plot.id, itemTitle: plot.title, action: 'created' });
    res.status(201).json(plot);
  });

  router.get('/:id', async (req, res) => {
    const plot = await deps.store.plots.get(documentId(req.params.id, messageKey('plotNotFound')));
    if (!plot) throw notFound(messageKey('plotNotFound'));
    res.json(plot);
  });

  router.put('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('plotNotFound'));
    const data = parseBody(plotInputSchema, req);
    const plot = await activity.updated(req, res, recordedPlot(id), () => plots.replace(id, data, adminActor(res)));
    if (!plot) throw notFound(messageKey('plotNotFound'));
    res.json(plot);
  });

  router.patch('/:id/status', async (req, res) => {
    const id = documentId(req.params.id, messageKey('plotNotFound'));
    const update = parseBody(plotStatusUpdateSchema, req);
    const plot = await activity.updated(req, res, recordedPlot(id), () => plots.setStatus(id, update, adminActor(res)));
    if (!plot) throw notFound(messageKey('plotNotFound'));
    res.json(plot);
  });

  router.get('/:id/status-history', async (req, res) => {
    const id = documentId(req.params.id, messageKey('plotNotFound'));
    const history = await plots.statusHistory(id);
    if (!history) throw notFound(messageKey('plotNotFound'));
    res.json({ history });
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('plotNotFound'));
    if (!(await activity.deleted(req, res, recordedPlot(id), () => plots.remove(id, adminActor(res))))) throw notFound(messageKey('plotNotFound'));
    res.status(204).end();
  });

  return router;
}
