import express, { type Router } from 'express';
import type { PageRenderer } from '../../core/page-render';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import type { Logger } from '../../ports/logger';
import type { PublicReads } from '../public-reads/public-reads';
import { loadPublicRead } from './load-public-read';

/** Paths that are files or the API: a miss there is a plain 404, never a page. */
const NOT_PAGES = ['/api', '/assets', '/images', '/videos'];

function isPagePath(path: string): boolean {
  return !NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Every other GET is a page, whatever its Accept header (a crawler, a link preview or an uptime
 * check gets the same HTML a browser does): rendered on the server with its data by the web app's
 * renderer. Unknown paths get the not-found page with 404. Pages are cached briefly by browsers
 * (revalidated by ETag) and the CDN, so a price change shows within a minute.
 */
export function pagesRoutes(deps: { renderer: PageRenderer | undefined; reads: PublicReads; publicOrigin: string | undefined; log: Logger }): Router {
  const router = express.Router();
  const load = loadPublicRead(deps.reads);

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.path)) return next();
    if (!deps.renderer) {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`), then reload.\n');
      return;
    }
    // Links in the page (canonical, Open Graph) use the configured origin: a forged Host header
    // must not end up in a page that caches keep.
    const origin = deps.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const request = { url: req.originalUrl, origin };
    let page: Awaited<ReturnType<PageRenderer['render']>>;
    try {
      page = await deps.renderer.render(request, load);
    } catch (error) {
      // The data behind the page failed (the store is down): the browser gets the site to render
      // by itself, which shows its own error screen if the API fails too. Never cached.
      deps.log.error('page_render_failed', { path: req.path, error: error instanceof Error ? error.message : String(error) });
      res.status(500).set('Cache-Control', 'no-store').type('html').send(deps.renderer.shell(request, { title: 'Amaravati Plots' }));
      return;
    }
    if (page.kind === 'redirect') {
      res.set('Cache-Control', CACHE_POLICIES.page).redirect(page.status, page.location);
      return;
    }
    const admin = req.path === '/admin' || req.path.startsWith('/admin/');
    res
      .status(page.status)
      .set('Cache-Control', admin ? CACHE_POLICIES.revalidate : CACHE_POLICIES.page)
      .type('html')
      .send(page.html);
  });
  return router;
}
