import express, { type Router } from 'express';
import fresh from 'fresh';
import { siteDay } from '../../core/dates';
import { matchesLeadFilter } from '../../core/lead-filter';
import { messageKey } from '../../core/message-key';
import { leadExportQuerySchema, leadNoteSchema, leadUpdateSchema } from '../../core/schemas/lead';
import type { Auth } from '../../ports/auth';
import type { EventPublisher } from '../../ports/events';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { cacheControl } from '../../http/middleware/cache-control';
import { adminActor } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { requestOrigin, type TrustProxyFn } from '../../http/request-origin';
import { parseBody, parseQuery } from '../../http/validate';
import { leadsCsv } from './leads-csv';
import { createLeadsService } from './leads.service';
import { activityValue } from '../activity/activity-changes';
import { createActivityRecorder, recordedItem } from '../activity/activity-recorder';

/**
 * The lead board and a lead's page, mounted at /api/admin/leads (behind requireAdmin and the CSRF checks):
 *   GET    /     → 200 Lead[], newest first. `private, no-cache` + ETag (the store's change mark):
 *                  the board polls every 5 s and an unchanged list is a 304 with no body, answered
 *                  without reading the leads.
 *   GET    /export.csv?q=&source=&followUp= → 200 text/csv (UTF-8 with BOM), the leads the board shows
 *                  for that search and source, newest first, as an attachment `leads-YYYY-MM-DD.csv` | 400 (q too long, an unknown source)
 *   GET    /:id  → 200 { lead, history (oldest first, its creation first), admins: [{ id, email }] } | 404
 *   PATCH  /:id  { status?, followUpDate?, assignedTo?, visit? } → 200 Lead (updatedAt set; each change in the history) | 404 | 422
 *   POST   /:id/notes { text } → 201 { lead, history } | 404 | 422
 *   DELETE /:id  → 204, moved to the bin (Settings → Bin) for 30 days | 404 (its history stays)
 */
export function leadsAdminRoutes(deps: { store: Store; events: EventPublisher; log: Logger; auth: Pick<Auth, 'listAdmins'>; config: { publicOrigin?: string | undefined } }): Router {
  const router = express.Router();
  const leads = createLeadsService(deps);
  const activity = createActivityRecorder(deps);
  const recordedLead = (id: string) => recordedItem('lead', id, () => deps.store.leads.get(id), (item) => item.name);

  router.get('/', cacheControl('sessionRevalidate'), async (req, res) => {
    // The ETag is the store's change mark, read before the list: an unchanged board is a 304
    // without reading every lead (a change in between only costs the next poll a 200).
    const etag = `W/"leads-${await deps.store.leads.changeMark()}"`;
    res.setHeader('ETag', etag);
    if (fresh(req.headers, { etag })) {
      res.status(304).end();
      return;
    }
    res.json(await leads.list());
  });

  router.get('/export.csv', cacheControl('session'), async (req, res) => {
    const { q, source, followUp } = parseQuery(leadExportQuerySchema, req);
    const origin = requestOrigin(req, { publicOrigin: deps.config.publicOrigin, trust: req.app.get('trust proxy fn') as TrustProxyFn });
    // The store lists leads newest first.
    const today = siteDay(new Date());
    const newestFirst = (await leads.list()).filter((lead) => matchesLeadFilter(lead, { query: q, source, followUp, today }));
    res
      .type('text/csv; charset=utf-8')
      .attachment(`leads-${today}.csv`)
      .send(leadsCsv(newestFirst, origin));
  });

  router.get('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('leadNotFound'));
    const [detail, admins] = await Promise.all([leads.detail(id), deps.auth.listAdmins()]);
    if (!detail) throw notFound(messageKey('leadNotFound'));
    res.json({ ...detail, admins: admins.map((admin) => ({ id: admin.id, email: admin.email })) });
  });

  router.patch('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('leadNotFound'));
    const update = parseBody(leadUpdateSchema, req);
    const lead = await activity.updated(req, res, recordedLead(id), () => leads.update(id, update, adminActor(res)));
    if (!lead) throw notFound(messageKey('leadNotFound'));
    res.json(lead);
  });

  router.post('/:id/notes', async (req, res) => {
    const id = documentId(req.params.id, messageKey('leadNotFound'));
    const { text } = parseBody(leadNoteSchema, req);
    const detail = await leads.addNote(id, text, adminActor(res));
    if (!detail) throw notFound(messageKey('leadNotFound'));
    await activity.record(req, res, { kind: 'lead', itemId: id, itemTitle: detail.lead.name, action: 'updated', changes: [{ field: 'note', before: '', after: activityValue(text) }] });
    res.status(201).json(detail);
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('leadNotFound'));
    if (!(await activity.deleted(req, res, recordedLead(id), () => leads.remove(id, adminActor(res))))) throw notFound(messageKey('leadNotFound'));
    res.status(204).end();
  });

  return router;
}
