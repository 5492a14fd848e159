import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { SITE_OG_IMAGE } from '../../core/site-paths';
import { notFound } from '../../http/errors';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import { documentId } from '../../http/params';
import type { Images } from '../../ports/images';
import type { Store } from '../../ports/store';

/**
 * GET /og/plots/{id}.jpg: a plot's link-preview picture (core/site-paths.ts `plotOgImage`), made
 * from its cover photo: 1200×630 JPEG of at most 200 KB. Standalone it is made here with sharp and
 * kept beside the photo; with Cloudinary the answer is a redirect to Cloudinary's own crop. A plot
 * without a photo (or whose photo is gone) redirects to the site's picture; an unknown plot is 404.
 */
export function linkPreviewRoutes(deps: { store: Store; images: Images }): Router {
  const router = express.Router();

  router.get('/og/plots/:file', async (req, res) => {
    const id = documentId(/^(.+)\.jpg$/.exec(req.params.file)?.[1], messageKey('plotNotFound'));
    const plot = await deps.store.plots.get(id);
    if (!plot) throw notFound(messageKey('plotNotFound'));
    const preview = plot.imagePublicId ? await deps.images.linkPreview(plot.imagePublicId) : null;
    if (!preview) {
      // Short: the plot may get a photo any minute.
      res.set('Cache-Control', CACHE_POLICIES.listings).redirect(302, SITE_OG_IMAGE);
      return;
    }
    res.set('Cache-Control', CACHE_POLICIES.linkPreview);
    if ('redirectTo' in preview) res.redirect(302, preview.redirectTo);
    else res.type('image/jpeg').send(preview.jpeg);
  });

  return router;
}
