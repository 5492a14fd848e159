import express, { type Request, type Router } from 'express';
import { CACHE_POLICIES } from '../../http/middleware/cache-control';
import type { Store } from '../../ports/store';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** GET /sitemap.xml and /robots.txt, for search engines, from the same data as the pages. */
export function seoRoutes(deps: { store: Store; publicOrigin: string | undefined }): Router {
  const router = express.Router();
  // The configured origin, never a Host header a client chose (these answers are cached).
  const originOf = (req: Request) => deps.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  router.get('/sitemap.xml', async (req, res) => {
    const xml = sitemapXml(await sitemapEntries(deps.store), originOf(req));
    res.set('Cache-Control', CACHE_POLICIES.sitemap).type('application/xml').send(xml);
  });

  router.get('/robots.txt', (req, res) => {
    res.set('Cache-Control', CACHE_POLICIES.sitemap).type('text/plain').send(robotsTxt(originOf(req)));
  });
  return router;
}
