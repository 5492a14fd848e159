import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { blogInputSchema } from '../../core/schemas/blog';
import type { EventPublisher } from '../../ports/events';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import type { AlertSender } from '../alerts/alert-sender';
import { notFound } from '../../http/errors';
import { adminActor } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { parseBody } from '../../http/validate';
import { createBlogsService } from './blogs.service';
import { createNewsMail } from './news-mail';
import { createActivityRecorder, recordedItem } from '../activity/activity-recorder';

/**
 * Blog Management, mounted at /api/admin/blogs (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Blog[], newest first
 *   POST   /     blogInputSchema → 201 Blog | 422
 *   PUT    /:id  blogInputSchema → 200 Blog (updatedAt set) | 404 | 422
 *   DELETE /:id  → 204, moved to the bin (Settings → Bin) for 30 days | 404
 *   GET    /news-recipients → 200 { recipients }: confirmed news subscribers (who a post sent now would go to)
 *   GET    /:id/news-mail   → 200 { recipients, queued, sent, failed } | 404
 *   POST   /:id/news-mail   → 200 { recipients, queued, sent, failed, added }: "Send to news subscribers",
 *                              queued once per news alert however often it is asked | 404
 */
export function blogsAdminRoutes(deps: { store: Store; events: EventPublisher; log: Logger; alertSender?: Pick<AlertSender, 'kick'> }): Router {
  const router = express.Router();
  const blogs = createBlogsService(deps);
  const newsMail = createNewsMail(deps);
  const activity = createActivityRecorder(deps);
  const recordedBlog = (id: string) => recordedItem('blog', id, () => deps.store.blogs.get(id), (item) => item.title);

  router.get('/', async (_req, res) => {
    res.json(await blogs.list());
  });

  router.post('/', async (req, res) => {
    const data = parseBody(blogInputSchema, req);
    const blog = await blogs.create(data);
    await activity.record(req, res, { kind: 'blog', itemId: blog.id, itemTitle: blog.title, action: 'created' });
    res.status(201).json(blog);
  });

  router.put('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('blogNotFound'));
    const data = parseBody(blogInputSchema, req);
    const blog = await activity.updated(req, res, recordedBlog(id), () => blogs.update(id, data));
    if (!blog) throw notFound(messageKey('blogNotFound'));
    res.json(blog);
  });

  router.get('/news-recipients', async (_req, res) => {
    res.json({ recipients: await newsMail.recipients() });
  });

  router.get('/:id/news-mail', async (req, res) => {
    const status = await newsMail.status(documentId(req.params.id, messageKey('blogNotFound')));
    if (!status) throw notFound(messageKey('blogNotFound'));
    res.json(status);
  });

  router.post('/:id/news-mail', async (req, res) => {
    const sent = await newsMail.send(documentId(req.params.id, messageKey('blogNotFound')));
    if (!sent) throw notFound(messageKey('blogNotFound'));
    res.json(sent);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('blogNotFound'));
    if (!(await activity.deleted(req, res, recordedBlog(id), () => blogs.remove(id, adminActor(res))))) throw notFound(messageKey('blogNotFound'));
    res.status(204).end();
  });

  return router;
}
