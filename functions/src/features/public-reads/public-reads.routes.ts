import express, { type Router } from 'express';
import { encodeAnswer, sendCachedAnswer } from '../../http/cached-answer';
import { apiCacheKey } from '../../http/public-cache-keys';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import type { PublicCache } from '../../ports/public-cache';
import { PUBLIC_READ_PATHS, type PublicReads } from './public-reads';

/**
 * GET /api/regions, /api/plots, /api/plots/featured, /api/plots/:segment (an id or {id}-{slug}),
 * /api/ventures, /api/ventures/:segment, /api/ventures/:id/availability, /api/blogs, /api/blogs/:id,
 * /api/settings: the public reads, cacheable by browsers and the CDN (weak ETag: an unchanged poll
 * is a 304). Errors go to the API's error handler (which switches caching off).
 *
 * With a cache (standalone), a 200 answer is encoded once and kept under its path and query until
 * a write to one of its topics drops it; errors are never kept. Without one (Firebase, where the
 * CDN caches), each request reads the store.
 */
export function publicReadsRoutes(deps: { reads: PublicReads; cache?: PublicCache | undefined }): Router {
  const router = express.Router();
  router.get(PUBLIC_READ_PATHS, async (req, res) => {
    const key = req.originalUrl;
    const cache = deps.cache;
    if (!cache) {
      const answer = await deps.reads.get(key);
      res.set('Cache-Control', CACHE_POLICIES[answer.policy]).json(answer.body);
      return;
    }
    const cached = cache.get(apiCacheKey(key));
    if (cached) return sendCachedAnswer(req, res, cached);
    const ticket = cache.ticket();
    const answer = await deps.reads.get(key);
    const encoded = await encodeAnswer({
      // What res.json writes (no `json spaces`, no `json replacer` in this app).
      body: JSON.stringify(answer.body),
      contentType: 'application/json; charset=utf-8',
      cacheControl: CACHE_POLICIES[answer.policy],
      topics: answer.topics,
    });
    cache.put(apiCacheKey(key), encoded, ticket);
    sendCachedAnswer(req, res, encoded);
  });
  return router;
}
