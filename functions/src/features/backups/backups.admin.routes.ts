import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Backups } from './backups.service';

/**
 * Settings → Backups, mounted at /api/admin/backups (behind requireAdmin, the CSRF checks and
 * `Cache-Control: private, no-store` like every admin route). Standalone only:
 *   GET  /       → 200 BackupListing (core/schemas/backup-listing.ts)
 *   POST /       → 202 BackupListing with `running: true` (a backup is started in a process of its own) | 409 one is running
 *   GET  /:name  → 200 the archive, streamed, as an attachment | 404 a name the listing does not show (a path, a verdict, a failed backup)
 * On Firebase (no `backups`) every route answers 404 with a message saying Firestore keeps the backups.
 */
export function backupsAdminRoutes(deps: { backups?: Backups | undefined }): Router {
  const router = express.Router();
  const backupsOf = (): Backups => {
    if (!deps.backups) throw notFound(messageKey('backupsFirestoreManaged'));
    return deps.backups;
  };

  router.get('/', async (_req, res) => {
    res.json(await backupsOf().list());
  });

  router.post('/', async (_req, res) => {
    const backups = backupsOf();
    if (!backups.start()) throw conflict(messageKey('backupRunning'));
    res.status(202).json(await backups.list());
  });

  // A download is a read, which the CSRF guard lets through; a backup holds every lead, so a
  // cross-site one is refused too (the SameSite=Strict cookie already keeps the session away).
  const sameSiteOnly = (req: Request, _res: Response, next: NextFunction) => {
    next(req.get('sec-fetch-site')?.toLowerCase() === 'cross-site' ? forbidden(messageKey('crossSite')) : undefined);
  };

  router.get('/:name', sameSiteOnly, async (req, res) => {
    const path = await backupsOf().archivePath(String(req.params.name));
    if (!path) throw notFound(messageKey('backupNotFound'));
    // The rotation may remove it meanwhile.
    const size = await stat(path).then((found) => found.size, () => null);
    if (size === null) throw notFound(messageKey('backupNotFound'));
    res.set({ 'Content-Type': 'application/gzip', 'Content-Length': String(size) });
    res.attachment(String(req.params.name));
    // Once the bytes flow, a failure (the client went away) can only cut the answer short.
    await pipeline(createReadStream(path), res).catch(() => res.destroy());
  });

  return router;
}
