import helmet from 'helmet';

/** Image hosts the pages may load from besides our own origin (Cloudinary in the cloud mode). */
const IMAGE_HOSTS = ['https://res.cloudinary.com'] as const;

/**
 * The headers of docs/security.md, on every response (API, SPA and static files alike; on Firebase
 * Hosting the SPA's copy of these comes from firebase.json).
 *
 * style-src keeps 'unsafe-inline' on purpose: react-hot-toast styles itself through goober,
 * which writes its rules into a <style id="_goober"> element at run time; a nonce or hash cannot
 * cover those rules, and without it toasts render unstyled. Scripts come from 'self', plus the
 * pages' one inline script by its hash (`scriptHashes`: it holds taps and forms until the page is
 * live, so it must run before any file has loaded).
 * upgrade-insecure-requests is left out: the standalone server is often reached over plain http
 * on a LAN address, where it would break every asset. HSTS does the upgrading once on https.
 */
export function securityHeaders(
  options: {
    imageOrigins?: readonly string[] | undefined;
    scriptHashes?: readonly string[] | undefined;
    /** The map tiles' origin from the site settings, read on each response (http/map-tile-origin.ts). */
    mapTileOrigin?: (() => string | null) | undefined;
  } = {},
) {
  const tileOrigin = options.mapTileOrigin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS, ...(options.imageOrigins ?? []), ...(tileOrigin ? [() => tileOrigin() ?? "'self'"] : [])],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Plot images from Cloudinary are plain <img> loads; no cross-origin isolation is needed.
    crossOriginEmbedderPolicy: false,
  });
}
