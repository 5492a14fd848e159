import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates';
import type { BackupManifest } from '../../core/schemas/backup-manifest';
import { listBackups, pruneBackups } from './backup-folder';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-folder-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A backup as writeBackup leaves it: the archive (when written) and its verdict beside it. */
async function aBackup(day: string, options: { state?: 'good' | 'bad'; archive?: boolean } = {}): Promise<string> {
  const createdAt = `${addDays(day, -1)}T19:30:00.000Z`; // 01:00 India time on `day`
  const archive = `backup-${createdAt.replaceAll(':', '-').replace('.', '-')}.tar.gz`;
  const manifest: BackupManifest = {
    manifestVersion: 1,
    createdAt,
    appVersion: 'test',
    schemaVersion: 14,
    rowCounts: {},
    files: [],
    state: options.state ?? 'good',
    problems: options.state === 'bad' ? ['not written: ENOSPC'] : [],
  };
  if (options.archive ?? true) await writeFile(join(dir, archive), Buffer.alloc(100));
  await writeFile(join(dir, `${archive}.json`), JSON.stringify(manifest));
  return archive;
}

describe('listBackups', () => {
  it('lists the backups newest first with their size and state, skipping what is not a verdict', async () => {
    const older = await aBackup('2026-11-26');
    const failed = await aBackup('2026-11-27', { state: 'bad', archive: false });
    await writeFile(join(dir, 'backup-broken.tar.gz.json'), '{ not json');
    await writeFile(join(dir, 'notes.txt'), 'hello');

    const listed = await listBackups(dir);
    expect(listed.map((backup) => [backup.archive, backup.bytes, backup.manifest.state])).toEqual([
      [failed, null, 'bad'],
      [older, 100, 'good'],
    ]);
  });

  it('lists nothing when the folder does not exist yet', async () => {
    expect(await listBackups(join(dir, 'none'))).toEqual([]);
  });
});

describe('pruneBackups', () => {
  it('deletes the archives and verdicts the rotation does not keep, and nothing else', async () => {
    const all = new Map<string, string>();
    for (let day = '2026-11-01'; day <= '2026-11-27'; day = addDays(day, 1)) all.set(day, await aBackup(day));
    await writeFile(join(dir, 'notes.txt'), 'hello');

    const removed = await pruneBackups(dir);

    const kept = (await listBackups(dir)).map((backup) => backup.archive);
    // 7 days, then the weeks ending 11-15 and 11-08 (November's newest is a day already kept).
    const keptDays = ['27', '26', '25', '24', '23', '22', '21', '15', '08'].map((day) => `2026-11-${day}`);
    expect(kept).toEqual(keptDays.map((day) => all.get(day)));
    expect(removed).toHaveLength(all.size - keptDays.length);
    const files = await readdir(dir);
    for (const archive of removed) expect(files).not.toContain(archive);
    for (const archive of kept) expect(files).toEqual(expect.arrayContaining([archive, `${archive}.json`]));
    expect(files).toContain('notes.txt');
  });

  it('keeps a failed backup’s verdict until a good backup follows it, then deletes it', async () => {
    const good = await aBackup('2026-11-25');
    const failed = await aBackup('2026-11-26', { state: 'bad', archive: false });
    expect(await pruneBackups(dir)).toEqual([]);

    const next = await aBackup('2026-11-27');
    expect(await pruneBackups(dir)).toEqual([failed]);
    expect((await readdir(dir)).sort()).toEqual([good, `${good}.json`, next, `${next}.json`]);
  });
});
