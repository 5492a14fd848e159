import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { BACKUP_MANIFEST_FILE, type BackupManifest } from '../../core/schemas/backup-manifest';
import { BACKUP_DB_FILE, BACKUP_IMAGES_DIR, backupProblems, latestSchemaVersion } from './backup-checks';
import { readBackupArchive } from './backup-reader';
import { fileNameTime } from './backup-writer';
import { IN_USE_DIR, liveDataFolderUsers, type DataFolderUser } from './data-folder-in-use';

export interface RestoreOptions {
  /** The backup archive (`backup-<time>.tar.gz`). */
  archive: string;
  /** DATA_DIR: replaced by the backup's database and images; the old one is kept beside it. */
  dataDir: string;
  /** This code's migrations (functions/drizzle): a backup of a newer schema is refused. */
  migrationsFolder: string;
  now?: () => Date;
}

/** What a restore did. */
export interface RestoreSummary {
  archive: string;
  manifest: BackupManifest;
  dataDir: string;
  /** Where the data folder as it was is kept; null when there was none. */
  keptBeside: string | null;
  /** What the old folder held beside its database and images (backups, outbox), moved into the new one. */
  movedAcross: string[];
  /** The schema version this code migrates the restored database to on the server's next start. */
  codeSchemaVersion: number;
}

type Refusal = 'in-use' | 'unreadable' | 'newer-schema' | 'bad-backup' | 'not-finished';

export type RestoreOutcome = { ok: true; summary: RestoreSummary } | { ok: false; refusal: Refusal; message: string };

/** What a backup holds of the data folder; everything else in the old folder moves across. */
const RESTORED_ENTRIES = new Set([BACKUP_DB_FILE, `${BACKUP_DB_FILE}-wal`, `${BACKUP_DB_FILE}-shm`, `${BACKUP_DB_FILE}-journal`, BACKUP_IMAGES_DIR, IN_USE_DIR]);

const UNCHANGED = 'Nothing was changed.';

const refuse = (refusal: Refusal, message: string): RestoreOutcome => ({ ok: false, refusal, message });

function inUseMessage(dataDir: string, users: DataFolderUser[]): string {
  const who = users.map((user) => `  pid ${user.pid}: ${user.command || 'unknown command'} (since ${user.since})`).join('\n');
  const pids = users.map((user) => user.pid).join(' ');
  return (
    `Not restored: the server (or a script) has ${dataDir} open:\n${who}\n` +
    `Stop it first (Ctrl+C where it runs, or \`kill ${pids}\`), then run the restore again. ${UNCHANGED}\n` +
    `If no such program runs any more (another program got its pid), delete ${users.map((user) => user.file).join(' ')}.`
  );
}

/** backupProblems, with a database that cannot even be opened one of the problems rather than a throw. */
async function problemsOf(folder: string, manifest: BackupManifest): Promise<string[]> {
  try {
    return await backupProblems(folder, manifest, BACKUP_MANIFEST_FILE);
  } catch (error) {
    return [`${BACKUP_DB_FILE}: cannot be read as a database: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * Moves the restored folder in: first what the old folder holds beside its database and images
 * (the backups, the outbox) into the new one, then the old folder aside, then the new one in its
 * place — renames in one parent folder, each whole. A failure puts back what was moved.
 */
async function swapIn(dataDir: string, staging: string, keptBeside: string | null): Promise<string[]> {
  const moved: string[] = [];
  let oldAside = false;
  try {
    if (keptBeside) {
      for (const entry of (await readdir(dataDir)).sort()) {
        if (RESTORED_ENTRIES.has(entry)) continue;
        await rename(join(dataDir, entry), join(staging, entry));
        moved.push(entry);
      }
      await rename(dataDir, keptBeside);
      oldAside = true;
    }
    await rename(staging, dataDir);
    return moved;
  } catch (error) {
    if (oldAside && keptBeside) await rename(keptBeside, dataDir);
    for (const entry of moved) await rename(join(staging, entry), join(dataDir, entry));
    throw error;
  }
}

/**
 * Restores a backup into DATA_DIR (docs/product.md, Backups → Restore): refuses while a process
 * has the folder open; unpacks the archive beside DATA_DIR and checks it whole against its
 * manifest (readable, a manifest, every file's size and sha256, integrity_check, rows per table)
 * and its schema against this code's before anything is touched; moves it into a new folder
 * beside DATA_DIR and checks that again; then swaps it in, keeping the old folder as
 * `<DATA_DIR>.before-restore-<time>`. An older schema is restored as it is: the server's
 * migrations bring it up on its next start. A refusal changes nothing.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  const dataDir = resolve(options.dataDir);
  const archive = resolve(options.archive);
  const users = await liveDataFolderUsers(dataDir);
  if (users.length > 0) return refuse('in-use', inUseMessage(dataDir, users));
  if (!(await stat(archive).then((found) => found.isFile(), () => false))) return refuse('unreadable', `Not restored: there is no file ${archive}. ${UNCHANGED}`);

  const codeSchemaVersion = await latestSchemaVersion(options.migrationsFolder);
  const stamp = fileNameTime((options.now ?? (() => new Date()))());
  const parent = dirname(dataDir);
  const staging = join(parent, `${basename(dataDir)}.restoring-${stamp}`);
  await mkdir(parent, { recursive: true });

  // Unpacked beside DATA_DIR, so that the restored files reach it by renames, never copies.
  const read = await readBackupArchive<{ refused: RestoreOutcome } | { manifest: BackupManifest }>(
    archive,
    async (folder, manifest) => {
      if (manifest.schemaVersion > codeSchemaVersion) {
        const message =
          `Not restored: ${basename(archive)} is from a newer version of the site (database schema ${manifest.schemaVersion}, app ${manifest.appVersion}); ` +
          `this installation knows schema ${codeSchemaVersion} at most. Upgrade it first (update the code, \`npm install\`, \`npm run build\`), then restore. ${UNCHANGED}`;
        return { refused: refuse('newer-schema', message) };
      }
      if (manifest.state !== 'good') return { refused: refuse('bad-backup', `Not restored: ${basename(archive)} was found bad when it was written: ${manifest.problems.join('; ')}. ${UNCHANGED}`) };
      const problems = await problemsOf(folder, manifest);
      if (problems.length > 0) return { refused: refuse('bad-backup', `Not restored: ${basename(archive)} does not match its manifest: ${problems.join('; ')}. ${UNCHANGED}`) };

      await mkdir(staging);
      for (const entry of [BACKUP_DB_FILE, BACKUP_IMAGES_DIR]) {
        if (existsSync(join(folder, entry))) await rename(join(folder, entry), join(staging, entry));
      }
      // The new folder, checked again where it will be used.
      const staged = await problemsOf(staging, manifest);
      if (staged.length > 0) {
        await rm(staging, { recursive: true, force: true });
        return { refused: refuse('bad-backup', `Not restored: the restored folder does not match the manifest: ${staged.join('; ')}. ${UNCHANGED}`) };
      }
      return { manifest };
    },
    parent,
  ).catch(async (error: unknown) => {
    // Unpacking worked but the new folder could not be made (a full disk): gone again.
    await rm(staging, { recursive: true, force: true });
    return { ok: true as const, result: { refused: refuse('not-finished', `Not restored: ${error instanceof Error ? error.message : String(error)}. ${UNCHANGED}`) } };
  });
  if (!read.ok) return refuse('unreadable', `Not restored: ${basename(archive)} is not a readable backup of this site: ${read.problems.join('; ')}. ${UNCHANGED}`);
  if ('refused' in read.result) return read.result.refused;
  const { manifest } = read.result;

  const keptBeside = existsSync(dataDir) ? `${dataDir}.before-restore-${stamp}` : null;
  try {
    const movedAcross = await swapIn(dataDir, staging, keptBeside);
    return { ok: true, summary: { archive, manifest, dataDir, keptBeside, movedAcross, codeSchemaVersion } };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    return refuse('not-finished', `Not restored: ${error instanceof Error ? error.message : String(error)}. The data folder was put back as it was.`);
  }
}

/** What a restore did, in the lines `npm run restore` prints. */
export function describeRestore(summary: RestoreSummary): string {
  const { manifest } = summary;
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
  const images = manifest.files.filter((file) => file.path.startsWith(`${BACKUP_IMAGES_DIR}/`)).length;
  return [
    `Restored ${basename(summary.archive)} (taken ${manifest.createdAt}, app ${manifest.appVersion}, schema ${manifest.schemaVersion}) into ${summary.dataDir}:`,
    `  ${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, ${images} image files; checked against the manifest (integrity, rows per table, sha256 of every file).`,
    summary.keptBeside ? `  The data folder as it was is kept in ${summary.keptBeside}: delete it once the site looks right.` : '  There was no data folder before.',
    ...(summary.movedAcross.length > 0 ? [`  Moved across from the old folder, as they were: ${summary.movedAcross.join(', ')}.`] : []),
    ...(manifest.schemaVersion < summary.codeSchemaVersion
      ? [`  The backup's schema ${manifest.schemaVersion} is older than this code's ${summary.codeSchemaVersion}: the server migrates it on its next start.`]
      : []),
    'Start the server again (npm start).',
  ].join('\n');
}
