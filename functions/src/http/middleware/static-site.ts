import { join } from 'node:path';
import express, { type Response, type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { notFound } from '../errors';

export interface StaticSiteOptions {
  /** The built web app's files (web/dist): hashed assets, pictures, videos, favicon. */
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

/**
 * The standalone server's static side (on Firebase, Hosting does all of this from firebase.json):
 * - /assets/*: Vite's content-hashed files, cached for a year as immutable; a missing one is a
 *   404 (never index.html, or a stale page would execute HTML as a script).
 * - /images/*: uploaded plot images; names are generated per upload, so also immutable. What
 *   is not an upload falls through to web/dist/images (the SPA's own pictures, no-cache).
 * - other files of web/dist (favicon, videos, pictures): `no-cache`, i.e. revalidated by ETag.
 * Everything else goes on to the pages (features/pages), rendered on the server.
 */
export function staticSite(options: StaticSiteOptions): Router {
  const router = express.Router();

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
  router.use('/assets', (_req, _res, next) => next(notFound(messageKey('noSuchFile'))));

  router.use(
    express.static(options.webDist, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );

  return router;
}
