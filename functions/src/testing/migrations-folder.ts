import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findMigrationsFolder } from '../adapters/store/sqlite/open-database';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/**
 * A copy of functions/drizzle in `into` as an older or a newer version of the code would have it:
 * only the migrations up to index `upTo`, and/or one more migration after the newest running
 * `extraSql`. A database migrated with it has that version's schema, as far as drizzle's
 * `__drizzle_migrations` and a backup's schema version tell.
 */
export async function migrationsFolderOf(into: string, version: { upTo?: number; extraSql?: string }): Promise<string> {
  const folder = join(into, 'drizzle');
  await cp(findMigrationsFolder(), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: JournalEntry[] };
  let entries = journal.entries.filter((entry) => version.upTo === undefined || entry.idx <= version.upTo);
  if (version.extraSql !== undefined) {
    const last = entries.at(-1)!;
    const next: JournalEntry = { ...last, idx: last.idx + 1, when: last.when + 1, tag: `${String(last.idx + 1).padStart(4, '0')}_from_the_future` };
    await writeFile(join(folder, `${next.tag}.sql`), version.extraSql);
    entries = [...entries, next];
  }
  await writeFile(journalFile, JSON.stringify({ ...journal, entries }, null, 2));
  return folder;
}
