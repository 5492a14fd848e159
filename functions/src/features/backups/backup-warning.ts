import { BACKUP_STALE_DAYS, type BackupRow, type BackupWarning } from '../../core/schemas/backup-listing';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the dashboard warns about (newest first in `backups`): the newest backup is bad, or it is
 * older than BACKUP_STALE_DAYS. None before the first backup: a new server's first one is that
 * night's.
 */
export function backupWarning(backups: readonly BackupRow[], now: Date): BackupWarning | null {
  const newest = backups[0];
  if (!newest) return null;
  if (newest.state === 'bad') return { kind: 'bad', newestAt: newest.createdAt };
  if (now.getTime() - new Date(newest.createdAt).getTime() > BACKUP_STALE_DAYS * DAY_MS) return { kind: 'stale', newestAt: newest.createdAt };
  return null;
}
