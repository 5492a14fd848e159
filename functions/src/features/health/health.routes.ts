import express, { type Router } from 'express';
import { cacheControl } from '../../http/middleware/cache-control';

/** GET /api/health: the process is up and routing (used by the e2e harness and load balancers). */
export function healthRoutes(): Router {
  const router = express.Router();
  router.get('/', cacheControl('none'), (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}
