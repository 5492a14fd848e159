import express, { type Router } from 'express';
import { cacheControl } from '../../http/middleware/cache-control';

/**
 * GET /api/health: 200 once the process is up and its start-up work (first admin, counters) is
 * done; 503 before that, so the e2e harness and load balancers never send a sign-in to a server
 * whose first admin does not exist yet.
 */
export function healthRoutes(options: { isReady?: () => boolean } = {}): Router {
  const router = express.Router();
  router.get('/', cacheControl('none'), (_req, res) => {
    if (options.isReady && !options.isReady()) {
      res.status(503).set('Retry-After', '1').json({ ok: false, starting: true });
      return;
    }
    res.json({ ok: true });
  });
  return router;
}
