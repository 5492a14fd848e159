import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findRepoRoot } from '../../config/env';
import { pruneBackups } from './backup-folder';
import { copyOffsite, type OffsiteTarget } from './backup-offsite';
import type { OffsiteCopy } from './offsite-record';
import { backupArchiveName, failedManifest, recordBadBackup, type WrittenBackup } from './backup-writer';

/** What a backup of the standalone store needs (from the environment: composition/local.ts, scripts/backup.ts). */
export interface BackupConfig {
  /** DATA_DIR/amaravati.db, the live database. */
  dbFile: string;
  /** DATA_DIR/images. */
  imagesDir: string;
  /** BACKUP_DIR. */
  backupDir: string;
  appVersion: string;
  /** The migrations this code ships (functions/drizzle): what the schema version is read against. */
  migrationsFolder: string;
  /** BACKUP_S3_URL: where each good backup is copied off the machine. */
  s3?: OffsiteTarget | undefined;
  /** How long the backup process may take before it is stopped and the backup is bad (default BACKUP_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface BackupRun extends WrittenBackup {
  /** Its copy off the machine; null without BACKUP_S3_URL or for a bad backup (only good ones are copied). */
  offsite: OffsiteCopy | null;
  /** The archives the rotation removed after this backup. */
  pruned: string[];
}

const WORKER = join('features', 'backups', 'backup-worker');
/** The backup process's niceness (Unix: 0 is the server's, 19 the lowest). */
const BACKUP_NICENESS = 19;
/**
 * A backup process still running after this is stopped (SIGKILL) and the backup is bad: a hung
 * one (a stuck disk, a lock) would otherwise hold "one backup at a time" for good, and no later
 * backup would run. 100,000 plots take about 12 s on a 2-core machine (npm run bench -- backup).
 */
const BACKUP_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The worker's file: the bundle's `dist/features/backups/backup-worker.js` (functions/build.mjs
 * builds it beside server.js), else the source beside this file (tsx, vitest). Walks up from
 * here because this module runs from src/ and from the bundles in dist/ at different depths.
 */
function backupWorkerFile(start: string = dirname(fileURLToPath(import.meta.url))): { file: string; typescript: boolean } {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, `${WORKER}.js`))) return { file: join(folder, `${WORKER}.js`), typescript: false };
    if (existsSync(join(folder, `${WORKER}.ts`))) return { file: join(folder, `${WORKER}.ts`), typescript: true };
    if (dirname(folder) === folder) throw new Error(`No ${WORKER}.js or .ts above ${start}`);
  }
}

/** Runs writeBackup in a child process and resolves with its answer; a process that dies without one makes a bad backup. */
function writeInChildProcess(config: BackupConfig, createdAt: Date): Promise<WrittenBackup> {
  const worker = backupWorkerFile();
  // From source the child needs tsx's loader, as `npm run` scripts have it; the bundle runs on plain Node.
  const execArgv = worker.typescript ? ['--import', pathToFileURL(join(findRepoRoot(), 'node_modules', 'tsx', 'dist', 'loader.mjs')).href] : [];
  const sources = { dbFile: config.dbFile, imagesDir: config.imagesDir, backupDir: config.backupDir, migrationsFolder: config.migrationsFolder, appVersion: config.appVersion };
  return new Promise((resolve) => {
    let answer: WrittenBackup | undefined;
    const child = fork(worker.file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // Below the server's priority: on a small machine the copy, gzip and checksums take a core the
    // visitors' requests would otherwise wait for. The backup takes longer instead.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKUP_NICENESS);
      } catch {
        // Not allowed here (some containers): the backup runs at the server's priority.
      }
    }
    child.once('message', (message) => {
      answer = message as WrittenBackup;
    });
    const failed = (problem: string) => {
      void mkdir(config.backupDir, { recursive: true })
        .catch(() => undefined)
        .then(() => recordBadBackup(config.backupDir, backupArchiveName(createdAt), failedManifest(createdAt, config.appVersion, [problem])))
        .then(resolve);
    };
    const timeoutMs = config.timeoutMs ?? BACKUP_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    timer.unref();
    child.once('error', (error) => {
      clearTimeout(timer);
      failed(`the backup process could not start: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else if (timedOut) failed(`the backup process was stopped after ${timeoutMs >= 60_000 ? `${Math.round(timeoutMs / 60_000)} minutes` : `${Math.ceil(timeoutMs / 1000)} s`} without finishing`);
      else failed(`the backup process ended without an answer (${signal ?? `exit code ${String(code)}`})`);
    });
    child.send(sources);
  });
}

/**
 * One backup of the standalone store (docs/decisions/019), as the nightly timer, `npm run backup`
 * and Settings → Backups take it: written and checked in a process of its own (writeBackup's
 * `VACUUM INTO` is synchronous and would hold the server's every request), a good one copied off
 * the machine when BACKUP_S3_URL is set (a failed copy is recorded, the backup stays good), then
 * the rotation prunes the folder. Never throws: any failure is a bad backup, and earlier ones are kept.
 */
export async function runBackup(config: BackupConfig): Promise<BackupRun> {
  const written = await writeInChildProcess(config, new Date());
  const offsite = config.s3 && written.archive && written.manifest.state === 'good' ? await copyOffsite(config.s3, config.backupDir, written.archive) : null;
  const pruned = await pruneBackups(config.backupDir).catch(() => []);
  return { ...written, offsite, pruned };
}
