import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { notFound } from '../errors';

export interface StaticSiteOptions {
  /** The built SPA (web/dist). When it has no index.html, pages answer 503 saying how to build it. */
  webDist: string;
  /** Local-disk images, served at /images (standalone only; Cloudinary serves them in the cloud). */
  imagesDir?: string | undefined;
}

const immutableFiles = {
  index: false,
  redirect: false,
  cacheControl: false,
  setHeaders: (res: Response) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
} as const;

/** A browser navigation: it asks for HTML explicitly (an <img> or fetch sends *\/* at most). */
function wantsHtml(req: Request): boolean {
  return (req.get('accept') ?? '').toLowerCase().includes('text/html');
}

/** The last path segment has no extension: a route of the SPA, not a missing file. */
function looksLikeRoute(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

const RESERVED_PREFIXES = ['/api', '/assets', '/images'];
function isReserved(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The standalone server's static side (on Firebase, Hosting does all of this from firebase.json):
 * - /assets/*: Vite's content-hashed files, cached for a year as immutable; a missing one is a
 *   404 (never index.html, or a stale page would execute HTML as a script).
 * - /images/*: uploaded plot images; names are generated per upload, so also immutable. What
 *   is not an upload falls through to web/dist/images (the SPA's own pictures, no-cache).
 * - other files of web/dist (favicon, videos, index.html): `no-cache`, i.e. revalidated by ETag.
 * - any other GET that asks for HTML and has no extension: index.html with 200, the SPA routes
 *   it and renders its own "not found".
 */
export function staticSite(options: StaticSiteOptions): Router {
  const router = express.Router();
  const indexFile = join(options.webDist, 'index.html');
  const built = existsSync(indexFile);

  if (options.imagesDir) {
    // No 404 here: /images is shared with the SPA's own public files (web/public/images: about.webp,
    // hero-poster.webp), which the web/dist handler below serves. Upload names (24 hex digits +
    // '-960.webp') cannot collide with those.
    router.use('/images', express.static(options.imagesDir, immutableFiles));
  }

  router.use(
    '/assets',
    express.static(join(options.webDist, 'assets'), immutableFiles),
  );
  router.use('/assets', (_req, _res, next) => next(notFound('No such file.')));

  router.use(
    express.static(options.webDist, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );

  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isReserved(req.path)) return next();
    if (!wantsHtml(req) || !looksLikeRoute(req.path)) return next();
    if (!built) {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`), then reload.\n');
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      // After headers (a client that went away mid-file) there is nobody left to answer.
      if (error && !res.headersSent) next(error);
    });
  });

  return router;
}
