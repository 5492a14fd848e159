import express, { type Router } from 'express';
import type { PageRenderer } from '../../core/page-render';
import { isAdminPath } from '../../core/site-paths';
import { encodeAnswer, sendCachedAnswer } from '../../http/cached-answer';
import { pageCacheKey } from '../../http/public-cache-keys';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import { requestOrigin, type TrustProxyFn } from '../../http/request-origin';
import type { Logger } from '../../ports/logger';
import { PUBLIC_TOPICS, type PublicCache } from '../../ports/public-cache';
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
 *
 * With a cache (standalone), a public page rendered with 200 is encoded once and kept under its
 * origin, path and query (a forged Host gets an entry of its own, never anyone else's) until any
 * write to public data drops it: a page shows all kinds of it. Redirects, other statuses, the
 * admin shell and failures are made afresh every time.
 */
export function pagesRoutes(deps: {
  renderer: PageRenderer | undefined;
  reads: PublicReads;
  publicOrigin: string | undefined;
  log: Logger;
  cache?: PublicCache | undefined;
}): Router {
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
    const origin = requestOrigin(req, { publicOrigin: deps.publicOrigin, trust: req.app.get('trust proxy fn') as TrustProxyFn });
    const request = { url: req.originalUrl, origin };
    const admin = isAdminPath(req.path);
    const cache = admin ? undefined : deps.cache;
    const key = pageCacheKey(origin, req.originalUrl);
    const cached = cache?.get(key);
    if (cached) return sendCachedAnswer(req, res, cached);
    const ticket = cache?.ticket();
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
    if (cache && ticket && page.status === 200) {
      const answer = await encodeAnswer({ body: page.html, contentType: 'text/html; charset=utf-8', cacheControl: CACHE_POLICIES.page, topics: PUBLIC_TOPICS });
      cache.put(key, answer, ticket);
      sendCachedAnswer(req, res, answer);
      return;
    }
    res
      .status(page.status)
      .set('Cache-Control', admin ? CACHE_POLICIES.revalidate : CACHE_POLICIES.page)
      .type('html')
      .send(page.html);
  });
  return router;
}
