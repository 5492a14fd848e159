import express, { type Router } from 'express';
import { noticePrefsSchema } from '../../core/schemas/notice-prefs';
import { adminLocals } from '../../http/middleware/require-admin';
import { parseBody } from '../../http/validate';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { readNoticePrefs, writeNoticePrefs } from './notice-prefs';

/**
 * The signed-in admin's own choice of mails, mounted at /api/admin/notices (behind requireAdmin
 * and the CSRF check like every admin route):
 *   GET  /  → 200 NoticePrefs ({ newLeadMail: true } until the admin chooses)
 *   PUT  /  NoticePrefs → 200 NoticePrefs | 422
 */
export function noticesAdminRoutes(deps: { store: Store; log: Logger }): Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    res.json(await readNoticePrefs(deps.store.meta, adminLocals(res).admin.id));
  });
  router.put('/', async (req, res) => {
    const prefs = parseBody(noticePrefsSchema, req);
    const { admin } = adminLocals(res);
    const saved = await writeNoticePrefs(deps.store.meta, admin.id, prefs);
    deps.log.info('notice_prefs_updated', { by: admin.id, ...saved });
    res.json(saved);
  });
  return router;
}
