import express, { type Router } from 'express';
import { noticePrefsPatchSchema } from '../../core/schemas/notice-prefs';
import { adminLocals } from '../../http/middleware/require-admin';
import { parseBody } from '../../http/validate';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { changeNoticePrefs, readNoticePrefs } from './notice-prefs';
import { createActivityRecorder } from '../activity/activity-recorder';

/**
 * The signed-in admin's own choice of mails, mounted at /api/admin/notices (behind requireAdmin
 * and the CSRF check like every admin route):
 *   GET    /  → 200 NoticePrefs (every mail on until the admin chooses)
 *   PATCH  /  { newLeadMail?, dailyDigest? } (one or both) → 200 NoticePrefs | 422
 */
export function noticesAdminRoutes(deps: { store: Store; log: Logger }): Router {
  const router = express.Router();
  const activity = createActivityRecorder(deps);
  router.get('/', async (_req, res) => {
    res.json(await readNoticePrefs(deps.store.meta, adminLocals(res).admin.id));
  });
  router.patch('/', async (req, res) => {
    const patch = parseBody(noticePrefsPatchSchema, req);
    const { admin } = adminLocals(res);
    const before = await readNoticePrefs(deps.store.meta, admin.id);
    const saved = await changeNoticePrefs(deps.store.meta, admin.id, patch);
    await activity.record(req, res, { kind: 'admin', itemId: admin.id, itemTitle: admin.email, action: 'updated', before, after: saved });
    deps.log.info('notice_prefs_updated', { by: admin.id, ...saved });
    res.json(saved);
  });
  return router;
}
