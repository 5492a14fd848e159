import express, { type Router } from 'express';
import type { Store } from '../../ports/store';
import { getDashboard } from './dashboard.service';

/** GET /api/admin/dashboard → 200 { totals: { leads, newLeads, blogs, plots }, recentLeads: Lead[] (latest 5) }. */
export function dashboardAdminRoutes(deps: { store: Store }): Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    res.json(await getDashboard(deps));
  });
  return router;
}
