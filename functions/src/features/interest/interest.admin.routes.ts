import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { interestPlotsQuerySchema } from '../../core/schemas/interest';
import { notFound } from '../../http/errors';
import { documentId } from '../../http/params';
import { parseQuery } from '../../http/validate';
import type { Store } from '../../ports/store';
import { createInterestService } from './interest.service';

/**
 * Interest per listing for the back office (under /api/admin: signed-in admins only), over the 30
 * India days ending today:
 * GET /plots?ids=a,b,…     → 200 { [plotId]: InterestFigures } (at most 100 ids; 400 past that)
 * GET /lists               → 200 { mostViewed, viewedNoEnquiry }: RankedPlot[] (5 each)
 * GET /villages/:regionId  → 200 InterestTotals | 404
 * GET /ventures/:ventureId → 200 InterestTotals | 404
 */
export function interestAdminRoutes(deps: { store: Store; now?: () => Date }): Router {
  const router = express.Router();
  const interest = createInterestService(deps);
  router.get('/plots', async (req, res) => {
    res.json(await interest.plots(parseQuery(interestPlotsQuerySchema, req).ids));
  });
  router.get('/lists', async (_req, res) => {
    res.json(await interest.lists());
  });
  router.get('/villages/:id', async (req, res) => {
    const totals = await interest.village(documentId(req.params.id, messageKey('regionNotFound')));
    if (!totals) throw notFound(messageKey('regionNotFound'));
    res.json(totals);
  });
  router.get('/ventures/:id', async (req, res) => {
    const totals = await interest.venture(documentId(req.params.id, messageKey('ventureNotFound')));
    if (!totals) throw notFound(messageKey('ventureNotFound'));
    res.json(totals);
  });
  return router;
}
