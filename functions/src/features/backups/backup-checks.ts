import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createClient } from '@libsql/client';
import type { BackupManifest } from '../../core/schemas/backup-manifest';

/** The database copy's name inside a backup. */
export const BACKUP_DB_FILE = 'amaravati.db';
/** The images' folder inside a backup. */
export const BACKUP_IMAGES_DIR = 'images';

type BackupFile = BackupManifest['files'][number];

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return filesUnder(root, path);
      return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
    }),
  );
  return nested.flat().sort();
}

/** Path, size and sha256 of every file in a backup folder (the manifest itself left out). */
export async function listBackupFiles(folder: string, manifestName: string): Promise<BackupFile[]> {
  const paths = (await filesUnder(folder, folder)).filter((path) => path !== manifestName);
  return Promise.all(
    paths.map(async (path) => {
      const full = join(folder, path);
      return { path, bytes: (await stat(full)).size, sha256: await sha256Of(full) };
    }),
  );
}

export interface DatabaseFacts {
  integrity: string;
  rowCounts: Record<string, number>;
  /** `created_at` of the newest applied migration (drizzle's journal `when`), or null if none. */
  lastMigrationWhen: number | null;
}

/** Opens a database copy and reads what a backup records and checks of it. */
export async function readDatabaseFacts(dbFile: string): Promise<DatabaseFacts> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    const integrity = (await client.execute('PRAGMA integrity_check')).rows.map((row) => String(row[0])).join('; ');
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    const rowCounts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const table = String(name);
      const result = await client.execute(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`);
      rowCounts[table] = Number(result.rows[0]?.n ?? 0);
    }
    const migrations = '__drizzle_migrations' in rowCounts ? await client.execute('SELECT max(created_at) AS latest FROM __drizzle_migrations') : null;
    const latest = migrations?.rows[0]?.latest;
    return { integrity, rowCounts, lastMigrationWhen: latest === null || latest === undefined ? null : Number(latest) };
  } finally {
    client.close();
  }
}

async function readJournal(migrationsFolder: string): Promise<{ idx: number; when: number }[]> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number }[] };
  return journal.entries;
}

/** The journal's index of the migration applied at `when`, or null when this code does not know it. */
export async function schemaVersionOf(migrationsFolder: string, when: number | null): Promise<number | null> {
  if (when === null) return null;
  return (await readJournal(migrationsFolder)).find((entry) => entry.when === when)?.idx ?? null;
}

/** The schema version this code brings a database to: the index of its newest migration. */
export async function latestSchemaVersion(migrationsFolder: string): Promise<number> {
  return Math.max(...(await readJournal(migrationsFolder)).map((entry) => entry.idx));
}

/**
 * Everything wrong with a backup folder against its manifest: the database copy's integrity and
 * row counts, and every file's presence, size and checksum (and no file the manifest lacks).
 * An empty list means the backup is whole.
 */
export async function backupProblems(folder: string, manifest: BackupManifest, manifestName: string): Promise<string[]> {
  const problems: string[] = [];
  const found = new Map((await listBackupFiles(folder, manifestName)).map((file) => [file.path, file]));
  for (const expected of manifest.files) {
    const file = found.get(expected.path);
    if (!file) problems.push(`${expected.path}: missing`);
    else if (file.bytes !== expected.bytes || file.sha256 !== expected.sha256) problems.push(`${expected.path}: checksum differs`);
    found.delete(expected.path);
  }
  for (const extra of found.keys()) problems.push(`${extra}: not in the manifest`);
  if (!manifest.files.some((file) => file.path === BACKUP_DB_FILE)) {
    problems.push(`${BACKUP_DB_FILE}: missing`);
    return problems;
  }
  const facts = await readDatabaseFacts(join(folder, BACKUP_DB_FILE));
  if (facts.integrity !== 'ok') problems.push(`integrity_check: ${facts.integrity}`);
  for (const [table, count] of Object.entries(manifest.rowCounts)) {
    if (facts.rowCounts[table] !== count) problems.push(`${table}: ${facts.rowCounts[table] ?? 'no'} rows, the manifest says ${count}`);
  }
  return problems;
}
