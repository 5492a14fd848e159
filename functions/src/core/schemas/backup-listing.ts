/**
 * GET /api/admin/backups (docs/api.md): the backups in BACKUP_DIR, newest first, whether one is
 * being written now, and the dashboard's warning. Standalone only.
 */
export interface BackupRow {
  /** The archive's file name: its download is GET /api/admin/backups/<archive>. */
  archive: string;
  /** When the copy was taken (ISO 8601). */
  createdAt: string;
  state: 'good' | 'bad';
  /** Why a bad backup is bad (empty for a good one). */
  problems: string[];
  /** The archive's size; null when none was written (a failed backup). */
  bytes: number | null;
  /** Its copy off the machine (BACKUP_S3_URL): made, or failed and why; null when none was tried. */
  offsite: { state: 'copied' | 'failed'; location: string; problem?: string | undefined } | null;
}

/** What the dashboard warns about: the newest backup is bad, or the newest is older than BACKUP_STALE_DAYS. */
export interface BackupWarning {
  kind: 'bad' | 'stale';
  /** The newest backup's time (ISO 8601). */
  newestAt: string;
}

export interface BackupListing {
  backups: BackupRow[];
  /** A backup is being written: Back up now waits, the page polls. */
  running: boolean;
  warning: BackupWarning | null;
}

/** A newest backup older than this many days is a warning (the nightly one missed twice). */
export const BACKUP_STALE_DAYS = 2;
