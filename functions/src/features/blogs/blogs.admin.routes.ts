import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { blogInputSchema } from '../../core/schemas/blog';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { documentId } from '../../http/params';
import { parseBody } from '../../http/validate';
import { createBlogsService } from './blogs.service';

/**
 * Blog Management, mounted at /api/admin/blogs (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Blog[], newest first
 *   POST   /     blogInputSchema → 201 Blog | 422
 *   PUT    /:id  blogInputSchema → 200 Blog (updatedAt set) | 404 | 422
 *   DELETE /:id  → 204 | 404
 */
export function blogsAdminRoutes(deps: { store: Store; events: EventPublisher }): Router {
  const router = express.Router();
  const blogs = createBlogsService(deps);

  router.get('/', async (_req, res) => {
    res.json(await blogs.list());
  });

  router.post('/', async (req, res) => {
    const data = parseBody(blogInputSchema, req);
    res.status(201).json(await blogs.create(data));
  });

  router.put('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('blogNotFound'));
    const data = parseBody(blogInputSchema, req);
    const blog = await blogs.update(id, data);
    if (!blog) throw notFound(messageKey('blogNotFound'));
    res.json(blog);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('blogNotFound'));
    if (!(await blogs.remove(id))) throw notFound(messageKey('blogNotFound'));
    res.status(204).end();
  });

  return router;
}
