import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { backupManifestSchema, type BackupManifest } from '../../core/schemas/backup-manifest';
import { OFFSITE_SUFFIX, readOffsiteCopy, type OffsiteCopy } from './offsite-record';
import { rotateBackups } from './rotation';

const VERDICT_SUFFIX = '.json';
const ARCHIVE_SUFFIX = '.tar.gz';

export interface ListedBackup {
  /** The archive's file name (it may be missing when the backup could not be written). */
  archive: string;
  /** The archive's size in bytes; null when there is no archive. */
  bytes: number | null;
  manifest: BackupManifest;
  /** Its copy off the machine (BACKUP_S3_URL), or null when none was tried. */
  offsite: OffsiteCopy | null;
}

/** The backups in backupDir, newest first, as their verdicts beside them say (unreadable verdicts are left out). */
export async function listBackups(backupDir: string): Promise<ListedBackup[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const listed = await Promise.all(
    names
      .filter((name) => name.startsWith('backup-') && name.endsWith(`${ARCHIVE_SUFFIX}${VERDICT_SUFFIX}`))
      .map(async (verdict): Promise<ListedBackup | null> => {
        const archive = verdict.slice(0, -VERDICT_SUFFIX.length);
        try {
          const manifest = backupManifestSchema.parse(JSON.parse(await readFile(join(backupDir, verdict), 'utf8')));
          const bytes = await stat(join(backupDir, archive)).then((found) => found.size, () => null);
          return { archive, bytes, manifest, offsite: await readOffsiteCopy(backupDir, archive) };
        } catch {
          return null;
        }
      }),
  );
  return listed
    .filter((backup): backup is ListedBackup => backup !== null)
    .sort((a, b) => b.manifest.createdAt.localeCompare(a.manifest.createdAt));
}

/** Deletes the backups the rotation does not keep (archive, verdict, the record of its copy off the machine); returns the archives' names deleted. */
export async function pruneBackups(backupDir: string): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const { remove } = rotateBackups(
    backups.map((backup) => ({ name: backup.archive, createdAt: new Date(backup.manifest.createdAt), good: backup.manifest.state === 'good' && backup.bytes !== null })),
  );
  for (const archive of remove) {
    await rm(join(backupDir, archive), { force: true });
    await rm(join(backupDir, `${archive}${VERDICT_SUFFIX}`), { force: true });
    await rm(join(backupDir, `${archive}${OFFSITE_SUFFIX}`), { force: true });
  }
  return remove;
}
