import compression from 'compression';
import express from 'express';
import type { Images } from './ports/images';
import type { Store } from './ports/store';
import { blogsRoutes } from './features/blogs/blogs.routes';
import { healthRoutes } from './features/health/health.routes';
import { leadsRoutes } from './features/leads/leads.routes';
import { plotsRoutes } from './features/plots/plots.routes';
import { regionsRoutes } from './features/regions/regions.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { notFound } from './http/errors';
import type { Logger } from './http/logger';
import { CACHE_POLICIES } from './http/middleware/cache-control';
import { csrfGuard } from './http/middleware/csrf-guard';
import { apiNotFound, errorHandler } from './http/middleware/error-handler';
import { isJsonContentType, jsonOnlyWrites } from './http/middleware/json-only';
import { publicWriteLimiter } from './http/middleware/rate-limit';
import { securityHeaders } from './http/middleware/security-headers';
import { staticSite, type StaticSiteOptions } from './http/middleware/static-site';

export interface AppConfig {
  /** Express `trust proxy`: hop count, address list, or false. Decides req.ip, hence rate-limit buckets. */
  trustProxy: number | string | false;
  /** Own origin for the CSRF check; without it, the request's own scheme and Host. */
  publicOrigin?: string | undefined;
  /** Public writes (contact, sell enquiry, subscription together) per IP per minute. */
  rateLimitPublicWritesPerMinute: number;
  /** Largest JSON body accepted; larger → 413. */
  jsonBodyLimit?: string;
}

export interface AppDeps {
  store: Store;
  images: Images;
  log: Logger;
  config: AppConfig;
  /** Standalone only: serve the built SPA and local images. On Firebase, Hosting does it. */
  staticSite?: StaticSiteOptions;
}

export const DEFAULT_JSON_BODY_LIMIT = '100kb';

/** The Express app: pure wiring of middleware and routes. No env reads, no SDK setup. */
export function buildApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  // Weak ETags on every res.json/res.send; with req.fresh, a conditional GET gets 304.
  app.set('etag', 'weak');

  app.use(securityHeaders());
  app.use(compression());
  app.use(csrfGuard({ publicOrigin: deps.config.publicOrigin }));

  const api = express.Router();
  // Default for the whole API; public reads opt in to caching route by route.
  api.use((_req, res, next) => {
    res.set('Cache-Control', CACHE_POLICIES.none);
    next();
  });
  // Multipart upload routes (admin) will be mounted here, before the JSON-only rule.
  api.use(jsonOnlyWrites());
  api.use(
    express.json({
      limit: deps.config.jsonBodyLimit ?? DEFAULT_JSON_BODY_LIMIT,
      type: (req) => isJsonContentType(req.headers['content-type']),
    }),
  );

  const publicWriteLimit = publicWriteLimiter({ perMinute: deps.config.rateLimitPublicWritesPerMinute });
  api.use('/health', healthRoutes());
  api.use('/regions', regionsRoutes(deps));
  api.use('/plots', plotsRoutes(deps));
  api.use('/blogs', blogsRoutes(deps));
  api.use('/settings', settingsRoutes(deps));
  api.use('/subscriptions', subscriptionsRoutes({ ...deps, publicWriteLimit }));
  api.use(leadsRoutes({ ...deps, publicWriteLimit }));
  api.use(apiNotFound());
  app.use('/api', api);

  if (deps.staticSite) app.use(staticSite(deps.staticSite));
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler(deps.log));
  return app;
}
