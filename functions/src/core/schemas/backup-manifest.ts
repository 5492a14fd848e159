import { z } from 'zod';

/** Name of the manifest inside every backup (archive or folder), next to the database copy. */
export const BACKUP_MANIFEST_FILE = 'manifest.json';

/** The manifest format; a reader refuses a manifest of another version. */
export const BACKUP_MANIFEST_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A path inside the backup: relative, forward slashes, no `..` part (checked before any file is read). */
const backupPath = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith('/') && !path.includes('\\') && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
    message: 'not a relative path inside the backup',
  });

/**
 * What a backup holds and whether it was found whole when written (docs/product.md, Backups).
 * `schemaVersion` is the index of the last migration in functions/drizzle/meta/_journal.json the
 * database had; a restore refuses a backup whose schema is newer than the code's.
 */
export const backupManifestSchema = z.object({
  manifestVersion: z.literal(BACKUP_MANIFEST_VERSION),
  /** When the copy was taken (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
  appVersion: z.string().min(1),
  schemaVersion: z.number().int().min(0),
  /** Rows per table of the copied database. */
  rowCounts: z.record(z.string().min(1), z.number().int().min(0)),
  /** Every file of the backup but the manifest: its path, size and sha256. */
  files: z.array(z.object({ path: backupPath, bytes: z.number().int().min(0), sha256 })),
  /** `good` when every check passed; `bad` with the reasons otherwise. */
  state: z.enum(['good', 'bad']),
  problems: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
