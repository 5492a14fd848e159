import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { SITE_OG_IMAGE, ventureOgImage } from '../../core/link-preview-paths';
import { previewVersion } from '../../core/venture-availability';
import { notFound } from '../../http/errors';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import { documentId } from '../../http/params';
import type { Images } from '../../ports/images';
import type { Store } from '../../ports/store';
import { createVillageReads } from '../villages/village-reads';
import { drawVenturePreview } from './venture-preview';
import { drawVillagePreview } from './village-preview';

/** `{id}-{preview version}.jpg` (core/link-preview-paths.ts `ventureOgImage`), or `{id}.jpg` for today's (`ventureCurrentPicture`). */
const VENTURE_PREVIEW_FILE = /^(.+?)(?:-([0-9a-f]{16}))?\.jpg$/;

/**
 * GET /og/plots/{id}.jpg: a plot's link-preview picture (core/link-preview-paths.ts `plotOgImage`), made
 * from its cover photo: 1200×630 JPEG of at most 200 KB. Standalone it is made here with sharp and
 * kept beside the photo; with Cloudinary the answer is a redirect to Cloudinary's own crop. A plot
 * without a photo (or whose photo is gone) redirects to the site's picture; an unknown plot is 404.
 *
 * GET /og/ventures/{id}-{version}.jpg: a venture's layout coloured by its plots' statuses today
 * (venture-preview.ts), drawn here with sharp in both modes (the local disk keeps the latest; on
 * Firebase the CDN does). `version` is the picture's (statuses, layout save, plan): at the current
 * one the picture never changes and is cached for long; an older one (a link shared before a status
 * changed or the layout was redrawn), or none (`{id}.jpg`), redirects briefly to the current address. A venture without a plan redirects to the site's picture.
 *
 * GET /og/villages/{slug}.jpg: a village's price history chart with today's prices
 * (village-preview.ts), drawn here in both modes. Its page names it with the month and the prices in
 * the query, so a price change is a new address; the picture is cached as long as a listing.
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

  router.get('/og/ventures/:file', async (req, res) => {
    const [, segment, asked] = VENTURE_PREVIEW_FILE.exec(req.params.file) ?? [];
    const venture = await deps.store.ventures.get(documentId(segment, messageKey('ventureNotFound')));
    if (!venture) throw notFound(messageKey('ventureNotFound'));
    const plots = await deps.store.plots.byVenture(venture.id);
    const version = previewVersion(plots, venture.layout);
    // Short answers: the statuses, the layout or the plan may change any minute.
    if (asked !== version) {
      res.set('Cache-Control', CACHE_POLICIES.listings).redirect(302, ventureOgImage(venture, version));
      return;
    }
    const plan = venture.layout.image;
    const layout = plan ? await deps.store.ventures.layout(venture.id) : null;
    const statuses = new Map(plots.map((plot) => [plot.id, plot.status]));
    // Kept per version: statuses, shapes or plan changed since are drawn again.
    const picture =
      plan && layout ? await deps.images.planPicture(plan.publicId, version, (bytes) => drawVenturePreview(bytes, { plan, shapes: layout.shapes, statuses })) : null;
    if (!picture) {
      res.set('Cache-Control', CACHE_POLICIES.listings).redirect(302, SITE_OG_IMAGE);
      return;
    }
    res.set('Cache-Control', CACHE_POLICIES.linkPreview).type('image/jpeg').send(picture);
  });

  const villages = createVillageReads(deps.store);
  router.get('/og/villages/:file', async (req, res) => {
    const slug = /^([a-z0-9-]{1,80})\.jpg$/.exec(req.params.file)?.[1];
    const page = slug ? await villages.page(slug) : null;
    if (!page) throw notFound(messageKey('villageNotFound'));
    res.set('Cache-Control', CACHE_POLICIES.listings).type('image/jpeg').send(await drawVillagePreview(page));
  });

  return router;
}
