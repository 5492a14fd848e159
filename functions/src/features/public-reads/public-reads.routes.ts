import express, { type Router } from 'express';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import { PUBLIC_READ_PATHS, type PublicReads } from './public-reads';

/**
 * GET /api/regions, /api/plots, /api/plots/featured, /api/plots/:id, /api/blogs, /api/blogs/:id,
 * /api/settings: the public reads, cacheable by browsers and the CDN (weak ETag: an unchanged poll
 * is a 304). Errors go to the API's error handler (which switches caching off).
 */
export function publicReadsRoutes(deps: { reads: PublicReads }): Router {
  const router = express.Router();
  router.get(PUBLIC_READ_PATHS, async (req, res) => {
    const answer = await deps.reads.get(req.originalUrl);
    res.set('Cache-Control', CACHE_POLICIES[answer.policy]).json(answer.body);
  });
  return router;
}
