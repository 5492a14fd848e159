import express, { type Router } from 'express';
import { featuredQuerySchema, plotSearchQuerySchema } from '../../core/schemas/plot-search';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { cacheControl } from '../../http/middleware/cache-control';
import { documentId } from '../../http/params';
import { parseQuery } from '../../http/validate';

const PLOT_NOT_FOUND = 'Plot not found.';

/**
 * Public plot reads. The search is filtered, sorted and paged by the store (the page holds at
 * most PLOTS_PAGE_SIZE_MAX plots, so 10,000 plots never travel at once).
 */
export function plotsRoutes(deps: { store: Store }): Router {
  const router = express.Router();

  router.get('/', cacheControl('listings'), async (req, res) => {
    const query = parseQuery(plotSearchQuerySchema, req);
    res.json(await deps.store.plots.search(query));
  });

  // Before '/:id', or 'featured' would be taken for an id.
  router.get('/featured', cacheControl('listings'), async (req, res) => {
    const { limit } = parseQuery(featuredQuerySchema, req);
    res.json(await deps.store.plots.featured(limit));
  });

  router.get('/:id', cacheControl('listings'), async (req, res) => {
    const plot = await deps.store.plots.get(documentId(req.params.id, PLOT_NOT_FOUND));
    if (!plot) throw notFound(PLOT_NOT_FOUND);
    res.json(plot);
  });

  return router;
}
