import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { create as createTar } from 'tar';
import { BACKUP_MANIFEST_FILE, BACKUP_MANIFEST_VERSION, type BackupManifest } from '../../core/schemas/backup-manifest';
import { BACKUP_DB_FILE, BACKUP_IMAGES_DIR, listBackupFiles, readDatabaseFacts, schemaVersionOf } from './backup-checks';
import { archiveProblems } from './backup-reader';

export interface BackupSources {
  /** The live database (WAL); copied through SQLite, never as a file. */
  dbFile: string;
  /** The images folder, copied as it is (may be absent). */
  imagesDir: string;
  /** Where the archives go (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  migrationsFolder: string;
  appVersion: string;
  now?: () => Date;
}

export interface WrittenBackup {
  /** The archive's file name in backupDir; absent when none could be written. */
  archive: string | null;
  /** The final manifest, also written beside the archive as `<archive>.json`. */
  manifest: BackupManifest;
}

/** `2026-11-27T19-30-00-000Z`: a time in a file's name, sorting by time, safe in every file system. */
export function fileNameTime(at: Date): string {
  return at.toISOString().replaceAll(':', '-').replace('.', '-');
}

/** `backup-2026-11-27T19-30-00-000Z.tar.gz`. */
export function backupArchiveName(at: Date): string {
  return `backup-${fileNameTime(at)}.tar.gz`;
}

/** The manifest of a backup that failed before any check could run. */
export function failedManifest(createdAt: Date, appVersion: string, problems: string[]): BackupManifest {
  return { manifestVersion: BACKUP_MANIFEST_VERSION, createdAt: createdAt.toISOString(), appVersion, schemaVersion: 0, rowCounts: {}, files: [], state: 'bad', problems };
}

/**
 * Writes a bad verdict beside where the archive would be (what the listing and the dashboard
 * show) and returns it; no archive. Best effort: on a full disk even this small file may not fit,
 * and the caller logs the manifest.
 */
export async function recordBadBackup(backupDir: string, archive: string, manifest: BackupManifest): Promise<WrittenBackup> {
  const bad: BackupManifest = { ...manifest, state: 'bad' };
  await writeFile(join(backupDir, `${archive}.json`), JSON.stringify(bad, null, 2)).catch(() => undefined);
  return { archive: null, manifest: bad };
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Writes one backup and checks it (docs/product.md, Backups): a consistent copy of the live
 * database by `VACUUM INTO` on a connection of its own (a read transaction: the server keeps
 * writing meanwhile, and the copy is one moment's state, never a file copy of a WAL database), the
 * images beside it, a manifest (time, app version, schema version, rows per table, sha256 per
 * file); the copy is checked (`PRAGMA integrity_check`, the counts), packed into one
 * `<name>.tar.gz` in backupDir, and the archive is read back and checked again against its
 * manifest. The result, good or bad with the reasons, is written beside it as `<name>.tar.gz.json`
 * (what a listing reads). Any failure (a full disk) makes a bad backup and removes its partial
 * archive; earlier backups are never touched.
 *
 * libsql runs `VACUUM INTO` synchronously: called in the server's own thread it would hold every
 * request for the length of the copy, so everything calls it through `runBackup`
 * (backup-runner.ts), in a process of its own.
 */
export async function writeBackup(sources: BackupSources): Promise<WrittenBackup> {
  const createdAt = (sources.now ?? (() => new Date()))();
  const archive = backupArchiveName(createdAt);
  const partial = join(sources.backupDir, `${archive}.partial`);
  let manifest = failedManifest(createdAt, sources.appVersion, []);
  let work: string | undefined;
  try {
    await mkdir(sources.backupDir, { recursive: true });
    work = await mkdtemp(join(sources.backupDir, '.writing-'));
    const source = createClient({ url: `file:${sources.dbFile}` });
    try {
      await source.execute(`VACUUM INTO ${sqlText(join(work, BACKUP_DB_FILE))}`);
    } finally {
      source.close();
    }
    if (existsSync(sources.imagesDir)) await cp(sources.imagesDir, join(work, BACKUP_IMAGES_DIR), { recursive: true });

    const facts = await readDatabaseFacts(join(work, BACKUP_DB_FILE));
    const schemaVersion = await schemaVersionOf(sources.migrationsFolder, facts.lastMigrationWhen);
    const problems = [
      ...(facts.integrity === 'ok' ? [] : [`integrity_check: ${facts.integrity}`]),
      ...(schemaVersion === null ? ['the database has a migration this code does not know'] : []),
    ];
    manifest = {
      ...manifest,
      schemaVersion: schemaVersion ?? 0,
      rowCounts: facts.rowCounts,
      files: await listBackupFiles(work, BACKUP_MANIFEST_FILE),
      state: problems.length === 0 ? 'good' : 'bad',
      problems,
    };
    await writeFile(join(work, BACKUP_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await createTar({ gzip: true, file: partial, cwd: work, portable: true }, [BACKUP_MANIFEST_FILE, ...manifest.files.map((file) => file.path)]);

    const packedProblems = await archiveProblems(partial, sources.backupDir);
    if (packedProblems.length > 0) manifest = { ...manifest, state: 'bad', problems: [...manifest.problems, ...packedProblems] };
    await rename(partial, join(sources.backupDir, archive));
    await writeFile(join(sources.backupDir, `${archive}.json`), JSON.stringify(manifest, null, 2));
    return { archive, manifest };
  } catch (error) {
    // BACKUP_DIR itself may be what failed (a file in its place): nothing to remove then.
    await rm(partial, { force: true }).catch(() => undefined);
    return recordBadBackup(sources.backupDir, archive, { ...manifest, problems: [...manifest.problems, `not written: ${error instanceof Error ? error.message : String(error)}`] });
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}
