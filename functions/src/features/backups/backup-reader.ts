import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract, list } from 'tar';
import { BACKUP_MANIFEST_FILE, backupManifestSchema, type BackupManifest } from '../../core/schemas/backup-manifest';
import { backupProblems } from './backup-checks';

/** Either a readable backup's `use` result or why the archive is not one. */
type ReadArchive<T> = { ok: true; result: T } | { ok: false; problems: string[] };

/**
 * Unpacks a backup archive into a temporary folder (regular files and folders only, no links,
 * no path leaving the folder: tar's own checks), parses its manifest and hands both to `use`;
 * the folder is removed afterwards. A corrupt, truncated or foreign archive gives problems, never
 * a throw.
 */
export async function readBackupArchive<T>(
  archive: string,
  use: (folder: string, manifest: BackupManifest) => Promise<T>,
  into: string = tmpdir(),
): Promise<ReadArchive<T>> {
  const folder = await mkdtemp(join(into, '.reading-'));
  try {
    try {
      // Read through once first, writing nothing: tar's extract rejects at a corrupt or truncated
      // part while its writes of the entries before go on, past this folder's removal.
      await list({ file: archive, strict: true });
      await extract({ file: archive, cwd: folder, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
    } catch (error) {
      return { ok: false, problems: [`not a readable archive: ${error instanceof Error ? error.message : String(error)}`] };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(folder, BACKUP_MANIFEST_FILE), 'utf8'));
    } catch {
      return { ok: false, problems: [`no readable ${BACKUP_MANIFEST_FILE}: not a backup of this site`] };
    }
    const parsed = backupManifestSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, problems: [`${BACKUP_MANIFEST_FILE} is not a backup manifest of this version`] };
    return { ok: true, result: await use(folder, parsed.data) };
  } finally {
    await rm(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Everything wrong with a backup archive: unreadable, or its files and database against its manifest. Empty when whole. */
export async function archiveProblems(archive: string, into?: string): Promise<string[]> {
  const read = await readBackupArchive(archive, (folder, manifest) => backupProblems(folder, manifest, BACKUP_MANIFEST_FILE), into);
  return read.ok ? read.result : read.problems;
}
