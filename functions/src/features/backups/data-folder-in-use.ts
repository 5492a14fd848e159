import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Which processes have DATA_DIR's store open (docs/decisions/019, Restore): each one that opens it
 * (the server, and the scripts that build the standalone composition) leaves a file named by its
 * pid in `DATA_DIR/.in-use/` and removes it when it closes the store. A restore refuses while one
 * of them is alive. A process killed without closing leaves its file behind; it counts only while
 * a process of that pid runs.
 */
export const IN_USE_DIR = '.in-use';

export interface DataFolderUser {
  pid: number;
  /** The command line that opened it, as `ps` would show it. */
  command: string;
  /** When it opened the store (ISO 8601). */
  since: string;
  /** Its file, to delete by hand if that pid now belongs to another program. */
  file: string;
}

/** Marks the data folder as opened by this process; the returned function removes the mark (idempotent). */
export async function markDataFolderInUse(dataDir: string): Promise<() => Promise<void>> {
  const folder = join(dataDir, IN_USE_DIR);
  const file = join(folder, String(process.pid));
  await mkdir(folder, { recursive: true });
  await writeFile(file, JSON.stringify({ pid: process.pid, command: process.argv.join(' '), since: new Date().toISOString() }));
  return () => rm(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readUser(file: string): Promise<DataFolderUser | null> {
  try {
    const raw = JSON.parse(await readFile(file, 'utf8')) as Partial<DataFolderUser>;
    if (typeof raw.pid !== 'number' || !Number.isInteger(raw.pid) || raw.pid <= 0) return null;
    return { pid: raw.pid, command: String(raw.command ?? ''), since: String(raw.since ?? ''), file };
  } catch {
    return null;
  }
}

/** The processes alive now that have the data folder's store open (none when the folder or its marks are absent). */
export async function liveDataFolderUsers(dataDir: string): Promise<DataFolderUser[]> {
  const folder = join(dataDir, IN_USE_DIR);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const users = await Promise.all(names.map((name) => readUser(join(folder, name))));
  return users.filter((user): user is DataFolderUser => user !== null && isAlive(user.pid));
}
