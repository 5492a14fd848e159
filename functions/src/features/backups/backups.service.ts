import { join } from 'node:path';
import type { BackupListing } from '../../core/schemas/backup-listing';
import type { Logger } from '../../ports/logger';
import { listBackups } from './backup-folder';
import { runBackup, type BackupConfig, type BackupRun } from './backup-runner';
import { backupWarning } from './backup-warning';

/** When server.ts takes the nightly backup: 02:30 India time, when the site is quietest. */
export const NIGHTLY_BACKUP_TIME = { hour: 2, minute: 30 } as const;

/** The standalone server's backups: one at a time, listed for Settings → Backups, downloadable. */
export interface Backups {
  /** Starts a backup unless one is running; false when one is (Back up now refuses then). */
  start(): boolean;
  /** A backup now, or the one already running (the nightly timer joins it rather than start a second). */
  backUpNow(): Promise<BackupRun>;
  list(): Promise<BackupListing>;
  /** The path of a listed archive by its name, or null: only what the listing shows is ever read (no path from the request). */
  archivePath(name: string): Promise<string | null>;
  /** Resolves once no backup is running. */
  idle(): Promise<void>;
}

export function createBackups(deps: { config: BackupConfig; log: Logger; now?: () => Date }): Backups {
  const now = deps.now ?? (() => new Date());
  let running: Promise<BackupRun> | null = null;

  const begin = (): Promise<BackupRun> => {
    const run = runBackup(deps.config).then((result) => {
      const { manifest, archive, pruned, offsite } = result;
      // A bad backup is logged as an error (and the dashboard warns); the server keeps serving.
      if (manifest.state === 'good') deps.log.info('backup_written', { archive, pruned });
      else deps.log.error('backup_bad', { archive, problems: manifest.problems, pruned });
      // A failed copy off the machine leaves the local backup good; its row says so.
      if (offsite?.state === 'failed') deps.log.warn('backup_offsite_failed', { archive, location: offsite.location, problem: offsite.problem });
      return result;
    });
    running = run.finally(() => {
      running = null;
    });
    return running;
  };

  return {
    start: () => {
      if (running) return false;
      void begin();
      return true;
    },
    backUpNow: () => running ?? begin(),
    list: async () => {
      const backups = (await listBackups(deps.config.backupDir)).map(({ archive, bytes, manifest, offsite }) => ({
        archive,
        createdAt: manifest.createdAt,
        state: manifest.state,
        problems: manifest.problems,
        bytes,
        offsite: offsite ? { state: offsite.state, location: offsite.location, problem: offsite.problem } : null,
      }));
      return { backups, running: running !== null, warning: backupWarning(backups, now()) };
    },
    archivePath: async (name) => {
      const listed = await listBackups(deps.config.backupDir);
      const found = listed.find((backup) => backup.archive === name && backup.bytes !== null);
      return found ? join(deps.config.backupDir, found.archive) : null;
    },
    idle: async () => {
      await running;
    },
  };
}
