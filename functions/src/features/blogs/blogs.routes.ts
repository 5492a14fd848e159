import express, { type Router } from 'express';
import { MESSAGES } from '../../core/messages';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { cacheControl } from '../../http/middleware/cache-control';
import { documentId } from '../../http/params';

/** Public blog (Amaravati updates) reads: the list newest first, and one post. */
export function blogsRoutes(deps: { store: Store }): Router {
  const router = express.Router();

  router.get('/', cacheControl('articles'), async (_req, res) => {
    res.json(await deps.store.blogs.list());
  });

  router.get('/:id', cacheControl('articles'), async (req, res) => {
    const blog = await deps.store.blogs.get(documentId(req.params.id, MESSAGES.articleNotFound));
    if (!blog) throw notFound(MESSAGES.articleNotFound);
    res.json(blog);
  });

  return router;
}
