import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Beside `<archive>` in BACKUP_DIR: whether its copy off the machine was made (what the listing shows). */
export const OFFSITE_SUFFIX = '.offsite.json';

const offsiteCopySchema = z.object({
  state: z.enum(['copied', 'failed']),
  /** When it was tried (ISO 8601). */
  at: z.string(),
  /** `s3://bucket/prefix/<archive>`. */
  location: z.string(),
  problem: z.string().optional(),
});

export type OffsiteCopy = z.infer<typeof offsiteCopySchema>;

/** The recorded copy of an archive, or null when none was tried (no BACKUP_S3_URL then) or its record is unreadable. */
export async function readOffsiteCopy(backupDir: string, archive: string): Promise<OffsiteCopy | null> {
  try {
    return offsiteCopySchema.parse(JSON.parse(await readFile(join(backupDir, `${archive}${OFFSITE_SUFFIX}`), 'utf8')));
  } catch {
    return null;
  }
}
