import express, { type Router } from 'express';
import { isBinKind, type BinKind } from '../../core/bin';
import { messageKey } from '../../core/message-key';
import { notFound } from '../../http/errors';
import { documentId } from '../../http/params';
import { createBinService, type BinDeps } from './bin.service';
import { createActivityRecorder } from '../activity/activity-recorder';

/**
 * The bin, mounted at /api/admin/bin (behind requireAdmin and the CSRF checks):
 *   GET    /                   → 200 { items: BinItem[] } newest deleted first (core/bin.ts)
 *   POST   /:kind/:id/restore  → 200 { kind, id, item } the item as it was | 404 unknown kind or item | 409 what must be unique was taken meanwhile, naming it
 *   DELETE /:kind/:id          → 204, deleted for good with its images | 404
 *   DELETE /                   → 200 { removed } ("Empty bin": every item for good)
 */
export function binAdminRoutes(deps: BinDeps): Router {
  const router = express.Router();
  const bin = createBinService(deps);
  const activity = createActivityRecorder(deps);

  /** The kind and id a path names; 404 for a kind the bin does not hold or an id no store makes. */
  function itemOf(params: Record<string, string | undefined>): { kind: BinKind; id: string } {
    const kind = params.kind;
    if (!isBinKind(kind)) throw notFound(messageKey('binItemNotFound'));
    return { kind, id: documentId(params.id, messageKey('binItemNotFound')) };
  }

  router.get('/', async (_req, res) => {
    res.json({ items: await bin.list() });
  });

  router.delete('/', async (req, res) => {
    const items = await deps.store.bin.list();
    const removed = await bin.empty();
    for (const item of items) await activity.record(req, res, { kind: item.kind, itemId: item.id, itemTitle: item.title, action: 'purged' });
    res.json({ removed });
  });

  router.post('/:kind/:id/restore', async (req, res) => {
    const { kind, id } = itemOf(req.params);
    const entry = await deps.store.bin.get(kind, id);
    const item = await bin.restore(kind, id);
    await activity.record(req, res, { kind, itemId: id, itemTitle: entry?.title ?? '', action: 'restored' });
    res.json({ kind, id, item });
  });

  router.delete('/:kind/:id', async (req, res) => {
    const { kind, id } = itemOf(req.params);
    const entry = await deps.store.bin.get(kind, id);
    if (!(await bin.purge(kind, id))) throw notFound(messageKey('binItemNotFound'));
    await activity.record(req, res, { kind, itemId: id, itemTitle: entry?.title ?? '', action: 'purged' });
    res.status(204).end();
  });

  return router;
}
