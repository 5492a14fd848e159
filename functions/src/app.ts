import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import type { PageRenderer } from './core/page-render';
import type { Auth } from './ports/auth';
import type { EventPublisher } from './ports/events';
import type { Images } from './ports/images';
import type { Mailer } from './ports/mailer';
import type { PublicCache } from './ports/public-cache';
import type { Store } from './ports/store';
import { adminAccountRoutes, authRoutes } from './features/auth/auth.routes';
import { createAuthService, type AuthThrottle } from './features/auth/auth.service';
import { activityAdminRoutes } from './features/activity/activity.admin.routes';
import { binAdminRoutes } from './features/bin/bin.admin.routes';
import { blogsAdminRoutes } from './features/blogs/blogs.admin.routes';
import type { AlertSender } from './features/alerts/alert-sender';
import type { Backups } from './features/backups/backups.service';
import { backupsAdminRoutes } from './features/backups/backups.admin.routes';
import { dashboardAdminRoutes } from './features/dashboard/dashboard.admin.routes';
import { healthRoutes } from './features/health/health.routes';
import type { InterestCounting } from './features/interest/interest-counting';
import { interestAdminRoutes } from './features/interest/interest.admin.routes';
import { interestRoutes } from './features/interest/interest.routes';
import { linkPreviewRoutes } from './features/pages/link-preview.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { seoRoutes } from './features/pages/seo.routes';
import { createPublicReads } from './features/public-reads/public-reads';
import { publicReadsRoutes } from './features/public-reads/public-reads.routes';
import { leadsAdminRoutes } from './features/leads/leads.admin.routes';
import { leadsRoutes } from './features/leads/leads.routes';
import { plotsAdminRoutes } from './features/plots/plots.admin.routes';
import { regionsAdminRoutes } from './features/regions/regions.admin.routes';
import { noticesAdminRoutes } from './features/notices/notices.admin.routes';
import { settingsAdminRoutes } from './features/settings/settings.admin.routes';
import { subscribersAdminRoutes } from './features/subscriptions/subscribers.admin.routes';
import { oneClickUnsubscribeRoute, subscriptionPagesRoutes } from './features/subscriptions/subscription-pages.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { createSubscriptionsService, keptSignedLinks } from './features/subscriptions/subscriptions.service';
import { uploadsAdminRoutes } from './features/uploads/uploads.admin.routes';
import { ventureLayoutBody, venturePlanRoutes, venturesAdminRoutes } from './features/ventures/ventures.admin.routes';
import { createCacheFastPath } from './http/cache-fast-path';
import { isCachedAnswerResponse } from './http/cached-answer';
import { notFound } from './http/errors';
import type { Logger } from './ports/logger';
import { CACHE_POLICIES, cacheControl } from './http/middleware/cache-control';
import { csrfGuard, requireCustomHeader } from './http/middleware/csrf-guard';
import { apiNotFound, errorHandler } from './http/middleware/error-handler';
import { isJsonContentType, jsonOnlyWrites } from './http/middleware/json-only';
import { publicWriteLimiter } from './http/middleware/rate-limit';
import { requireAdmin } from './http/middleware/require-admin';
import { securityHeaders } from './http/middleware/security-headers';
import { createMapTileOrigin, type MapTileOrigin } from './http/map-tile-origin';
import { staticSite, type StaticSiteOptions } from './http/middleware/static-site';
import type { TrustProxyFn } from './http/request-origin';

export interface AppConfig {
  /** Express `trust proxy`: hop count, address list, or false. Decides req.ip, hence rate-limit buckets. */
  trustProxy: number | string | false;
  /** Own origin for the CSRF check; without it, the request's own scheme and Host. */
  publicOrigin?: string | undefined;
  /** Public writes (contact, sell enquiry, subscription together) per IP per minute. */
  rateLimitPublicWritesPerMinute: number;
  /** Largest JSON body accepted; larger → 413. */
  jsonBodyLimit?: string;
  /** Mark the session cookie Secure even on plain http (production, behind a TLS proxy). https requests get it anyway. */
  secureCookies?: boolean;
  /**
   * Origin of links in emails when publicOrigin is not set (standalone: http://localhost:PORT).
   * Links never take the request's Host header, which a client can forge (reset-link poisoning).
   */
  mailLinkOrigin?: string;
  /** Sign-in and password-reset limits; defaults in features/auth/auth.service.ts. */
  authThrottle?: Partial<AuthThrottle>;
  /** Image origins the CSP allows besides our own and res.cloudinary.com (a local Cloudinary-speaking server). */
  imageOrigins?: string[];
  /** Cloud Functions: finish work a request started (the reset mail) before answering. */
  awaitBackgroundWork?: boolean;
}

export interface AppDeps {
  store: Store;
  images: Images;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  /**
   * Where services report their writes for the background work (counters, image cascade):
   * standalone the in-process bus (events/local-event-bus.ts); on Firebase a no-op, the
   * Firestore triggers see the writes themselves.
   */
  events: EventPublisher;
  config: AppConfig;
  /** Standalone only: serve the built SPA and local images. On Firebase, Hosting does it. */
  staticSite?: StaticSiteOptions;
  /** Renders the pages (web/dist-ssr). Without it every page answers 503 saying how to build it. */
  pages?: PageRenderer;
  /** False while the entry still does start-up work after listening; /api/health answers 503 then. */
  isReady?: () => boolean;
  /**
   * Standalone only: the server's cache of public answers (API reads and rendered pages), dropped
   * by the events layer on every write that changes them. On Firebase the CDN caches instead.
   */
  publicCache?: PublicCache;
  /** The plot pages' beacons: the day's visitors (hashes, in memory) and the counts waiting to be written. */
  interest: InterestCounting;
  /** Standalone only: the alert outbox's drainer, kicked after a post is queued for the news subscribers. On Firebase a schedule drains. */
  alertSender?: Pick<AlertSender, 'kick'>;
  /** Standalone only: Settings → Backups. On Firebase, Firestore keeps the backups and the routes say so. */
  backups?: Backups;
}

const DEFAULT_JSON_BODY_LIMIT = '100kb';

/** The address the links in mails point at: the public origin, else the server's own. */
export function mailLinkOrigin(config: Pick<AppConfig, 'publicOrigin' | 'mailLinkOrigin'>): string {
  return config.publicOrigin ?? config.mailLinkOrigin ?? 'http://localhost';
}

/** The Express app: pure wiring of middleware and routes. No env reads, no SDK setup. */
export function buildApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  // Weak ETags on every res.json/res.send; with req.fresh, a conditional GET gets 304.
  app.set('etag', 'weak');

  app.use(securityHeaders(securityHeaderOptions(deps)));
  // Cached answers carry their bytes already compressed (http/cached-answer.ts).
  app.use(compression({ filter: (req, res) => !isCachedAnswerResponse(res) && compression.filter(req, res) }));
  const linkOrigin = mailLinkOrigin(deps.config);
  const subscriptions = createSubscriptionsService({ ...deps, linkOrigin, links: keptSignedLinks(deps.store.meta) });
  // RFC 8058's one-click unsubscribe comes from mail clients, cross-site and form-encoded: its
  // signed token is its authority, so it is answered before the CSRF and JSON-only rules.
  app.use(oneClickUnsubscribeRoute({ subscriptions }));
  app.use(csrfGuard({ publicOrigin: deps.config.publicOrigin }));

  const api = express.Router();
  // Default for the whole API; public reads opt in to caching route by route.
  api.use((_req, res, next) => {
    res.set('Cache-Control', CACHE_POLICIES.none);
    next();
  });

  // Anything with a session is private and never cached; its writes (login included) need the
  // custom header on top of the Origin check above (docs/security.md, docs/decisions/003).
  const secureCookies = deps.config.secureCookies ?? false;
  api.use(['/admin', '/auth'], cacheControl('session'), requireCustomHeader());
  // Every /api/admin route, present and future, is behind this one check: it is mounted before
  // any of them (uploads included), so a route added later cannot forget it.
  api.use('/admin', requireAdmin({ auth: deps.auth, secureCookies }));

  // The multipart routes (photos, layout plans): behind the admin check above, and before the
  // JSON-only rule below (they read their own bodies with busboy, within explicit limits).
  api.use('/admin/uploads', uploadsAdminRoutes(deps));
  api.use('/admin/ventures', venturePlanRoutes(deps));
  // The beacon's body is text (navigator.sendBeacon), and it answers 204 to anything: before the JSON-only rule.
  api.use(
    '/interest',
    interestRoutes({ ...deps.interest, store: deps.store, auth: deps.auth, log: deps.log, awaitBackgroundWork: deps.config.awaitBackgroundWork ?? false }),
  );
  api.use(jsonOnlyWrites());
  // A whole layout's save may exceed the API's JSON limit: read with its own, before the parser below.
  api.use('/admin/ventures', ventureLayoutBody());
  api.use(
    express.json({
      limit: deps.config.jsonBodyLimit ?? DEFAULT_JSON_BODY_LIMIT,
      type: (req) => isJsonContentType(req.headers['content-type']),
    }),
  );

  const publicWriteLimit = publicWriteLimiter({ perMinute: deps.config.rateLimitPublicWritesPerMinute });
  api.use('/health', healthRoutes({ isReady: deps.isReady }));
  const reads = createPublicReads(deps);
  api.use(publicReadsRoutes({ reads, cache: deps.publicCache }));
  api.use('/subscriptions', subscriptionsRoutes({ subscriptions, publicWriteLimit }));
  api.use(leadsRoutes({ ...deps, publicWriteLimit }));

  const authService = createAuthService({ auth: deps.auth, mailer: deps.mailer, log: deps.log, throttle: deps.config.authThrottle });
  api.use(
    '/auth',
    authRoutes({ auth: deps.auth, authService, log: deps.log, secureCookies, linkOrigin, awaitBackgroundWork: deps.config.awaitBackgroundWork ?? false }),
  );
  api.use('/admin', adminAccountRoutes({ auth: deps.auth, log: deps.log, store: deps.store, secureCookies }));
  api.use('/admin/dashboard', dashboardAdminRoutes(deps));
  api.use('/admin/interest', interestAdminRoutes(deps));
  api.use('/admin/plots', plotsAdminRoutes(deps));
  api.use('/admin/bin', binAdminRoutes(deps));
  api.use('/admin/activity', activityAdminRoutes(deps));
  api.use('/admin/ventures', venturesAdminRoutes(deps));
  api.use('/admin/regions', regionsAdminRoutes(deps));
  api.use('/admin/blogs', blogsAdminRoutes(deps));
  api.use('/admin/leads', leadsAdminRoutes(deps));
  api.use('/admin/subscribers', subscribersAdminRoutes({ store: deps.store, subscriptions }));
  api.use('/admin/settings', settingsAdminRoutes({ ...deps, mapTileOrigin: mapTileOriginOf(deps) }));
  api.use('/admin/notices', noticesAdminRoutes(deps));
  api.use('/admin/backups', backupsAdminRoutes(deps));
  api.use(apiNotFound());
  app.use('/api', api);

  app.use(seoRoutes({ store: deps.store, publicOrigin: deps.config.publicOrigin }));
  app.use(linkPreviewRoutes({ store: deps.store, images: deps.images }));
  if (deps.staticSite) app.use(staticSite(deps.staticSite));
  app.use(subscriptionPagesRoutes({ subscriptions, linkOrigin, stylesheets: deps.pages?.stylesheets ?? [] }));
  app.use(pagesRoutes({ renderer: deps.pages, reads, publicOrigin: deps.config.publicOrigin, log: deps.log, cache: deps.publicCache }));
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler(deps.log));
  return app;
}

/**
 * What a node:http server runs (server.ts, and the API tests' server): with a public cache, a hit
 * is answered before Express (http/cache-fast-path.ts) with the headers the app would send, and
 * everything else goes to the app, which fills the cache on a miss. Without one, the app alone.
 */
/** The same security headers on the Express path and the fast path: the pages' inline script is allowed by its hash. */
function securityHeaderOptions(deps: AppDeps) {
  return { imageOrigins: deps.config.imageOrigins, scriptHashes: deps.pages?.inlineScriptHashes, mapTileOrigin: mapTileOriginOf(deps).current };
}

/** One tile origin per set of deps, shared by the Express path, the fast path and the settings route. */
const mapTileOrigins = new WeakMap<AppDeps, MapTileOrigin>();
function mapTileOriginOf(deps: AppDeps): MapTileOrigin {
  let origin = mapTileOrigins.get(deps);
  if (!origin) {
    origin = createMapTileOrigin(deps);
    mapTileOrigins.set(deps, origin);
    void origin.refresh();
  }
  return origin;
}

export function buildRequestListener(deps: AppDeps): { app: express.Express; listener: RequestListener } {
  const app = buildApp(deps);
  if (!deps.publicCache) return { app, listener: app };
  const fastPath = createCacheFastPath({
    cache: deps.publicCache,
    securityHeaders: securityHeaders(securityHeaderOptions(deps)),
    publicOrigin: deps.config.publicOrigin,
    // Express's own compiled `trust proxy`, so a page's origin is judged as the app judges it.
    trust: app.get('trust proxy fn') as TrustProxyFn,
  });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath(req, res)) app(req, res);
  };
  return { app, listener };
}
