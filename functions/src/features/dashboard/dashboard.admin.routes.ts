import express, { type Router } from 'express';
import type { Store } from '../../ports/store';
import { cacheControl } from '../../http/middleware/cache-control';
import { getDashboard, getLeadFigures } from './dashboard.service';

/**
 * GET /api/admin/dashboard → 200 { totals: { leads, newLeads, blogs, plots }, recentLeads: Lead[] (latest 5) }.
 * GET /api/admin/dashboard/figures → 200 LeadFigures (weekly leads by source, first response,
 *   share resolved, overdue follow-ups, upcoming visits by day); ETag, 304 when unchanged.
 */
export function dashboardAdminRoutes(deps: { store: Store }): Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    res.json(await getDashboard(deps));
  });
  router.get('/figures', cacheControl('sessionRevalidate'), async (_req, res) => {
    res.json(await getLeadFigures(deps));
  });
  return router;
}
