import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulkInsertPlots } from '../../adapters/store/sqlite/bulk-insert-plots';
import { findMigrationsFolder } from '../../adapters/store/sqlite/open-database';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import { backupManifestSchema } from '../../core/schemas/backup-manifest';
import type { Store } from '../../ports/store';
import { buildBulkPlots } from '../../seed/bulk-plots';
import { archiveProblems } from './backup-reader';
import { writeBackup, type BackupSources } from './backup-writer';

let root: string;
let store: Store;
let sources: BackupSources;
let writer: ChildProcess | undefined;

/**
 * Another process writing to the live database as fast as it can (its own connection, WAL and a
 * busy timeout like the server's): a row a statement into a table of its own. Resolves once it has
 * written its first rows.
 */
async function startWriting(dbFile: string): Promise<ChildProcess> {
  const script = `
    import { createClient } from '@libsql/client';
    const client = createClient({ url: 'file:' + process.argv[1], timeout: 5000 });
    await client.execute('PRAGMA busy_timeout=5000');
    await client.execute('CREATE TABLE IF NOT EXISTS load_rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    for (let n = 0; ; n++) {
      await client.execute({ sql: 'INSERT INTO load_rows (body) VALUES (?)', args: ['row ' + n + ' '.padEnd(200, 'x')] });
      if (n === 50) process.stdout.write('writing\\n');
    }`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dbFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  return child;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-writer-'));
  const dbFile = join(root, 'amaravati.db');
  store = await createSqliteStore({ file: dbFile });
  await bulkInsertPlots(store, buildBulkPlots(300, 5));
  const imagesDir = join(root, 'images');
  await mkdir(join(imagesDir, 'plots', 'p1'), { recursive: true });
  await writeFile(join(imagesDir, 'plots', 'p1', 'front.webp'), Buffer.from('a photo of a plot'));
  await writeFile(join(imagesDir, 'hero.jpg'), Buffer.alloc(64 * 1024, 7));
  sources = { dbFile, imagesDir, backupDir: join(root, 'backups'), migrationsFolder: findMigrationsFolder(), appVersion: 'test-1' };
});

afterEach(async () => {
  if (writer && writer.exitCode === null && writer.signalCode === null) {
    const exited = once(writer, 'exit');
    writer.kill();
    await exited;
  }
  writer = undefined;
  await store.close();
  await rm(root, { recursive: true, force: true });
});

describe('writeBackup', () => {
  it('copies a store that another process is writing to into one archive that checks out whole', async () => {
    writer = await startWriting(sources.dbFile);
    const { archive, manifest } = await writeBackup({ ...sources, now: () => new Date('2026-11-27T19:30:00.000Z') });
    const exited = once(writer, 'exit');
    writer.kill();
    await exited;
    // The writes went on past the moment of the copy, which holds one moment's rows.
    const live = createClient({ url: `file:${sources.dbFile}` });
    const liveRows = Number((await live.execute('SELECT count(*) AS n FROM load_rows')).rows[0]?.n);
    live.close();
    expect(liveRows).toBeGreaterThan(manifest.rowCounts.load_rows!);

    expect(manifest.problems).toEqual([]);
    expect(manifest.state).toBe('good');
    expect(archive).toBe('backup-2026-11-27T19-30-00-000Z.tar.gz');
    expect(manifest.rowCounts.plots).toBe(300);
    expect(manifest.rowCounts.load_rows).toBeGreaterThan(50);
    const journal = JSON.parse(await readFile(join(sources.migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
    expect(manifest.schemaVersion).toBe(journal.entries.at(-1)!.idx);
    expect(manifest.files.map((file) => file.path)).toEqual(['amaravati.db', 'images/hero.jpg', 'images/plots/p1/front.webp']);
    expect(manifest.files.find((file) => file.path === 'images/hero.jpg')?.bytes).toBe(64 * 1024);

    // Read back on its own: whole, and the manifest beside it is the one a listing reads.
    expect(await archiveProblems(join(sources.backupDir, archive!))).toEqual([]);
    const beside = backupManifestSchema.parse(JSON.parse(await readFile(join(sources.backupDir, `${archive}.json`), 'utf8')));
    expect(beside).toEqual(manifest);
    expect((await readdir(sources.backupDir)).sort()).toEqual([archive, `${archive}.json`]);
  });

  it('finds a truncated archive, a changed image and a foreign archive bad', async () => {
    const { archive } = await writeBackup(sources);
    const path = join(sources.backupDir, archive!);

    const truncated = join(root, 'truncated.tar.gz');
    await writeFile(truncated, (await readFile(path)).subarray(0, 2000));
    expect((await archiveProblems(truncated)).join()).toMatch(/not a readable archive|no readable manifest/);

    const foreign = join(root, 'foreign.tar.gz');
    await writeFile(foreign, 'not an archive at all');
    expect(await archiveProblems(foreign)).not.toEqual([]);

    // Rewrite the archive with one image changed but the manifest kept.
    const { create, extract } = await import('tar');
    const unpacked = join(root, 'unpacked');
    await mkdir(unpacked);
    await extract({ file: path, cwd: unpacked });
    await writeFile(join(unpacked, 'images', 'plots', 'p1', 'front.webp'), Buffer.from('a photo of a plot!'));
    const tampered = join(root, 'tampered.tar.gz');
    await create({ gzip: true, file: tampered, cwd: unpacked }, await readdir(unpacked));
    expect(await archiveProblems(tampered)).toEqual(['images/plots/p1/front.webp: checksum differs']);
  });

  it('marks a backup that cannot be finished bad, leaves no partial archive and keeps the earlier backups', async () => {
    const first = await writeBackup({ ...sources, now: () => new Date('2026-11-26T19:30:00.000Z') });
    const failed = await writeBackup({ ...sources, migrationsFolder: join(root, 'no-such-folder'), now: () => new Date('2026-11-27T19:30:00.000Z') });

    expect(failed.archive).toBeNull();
    expect(failed.manifest.state).toBe('bad');
    expect(failed.manifest.problems.join()).toMatch(/^not written: /);
    expect((await readdir(sources.backupDir)).sort()).toEqual([first.archive, `${first.archive}.json`, 'backup-2026-11-27T19-30-00-000Z.tar.gz.json']);
    expect(await archiveProblems(join(sources.backupDir, first.archive!))).toEqual([]);
  });

  it('backs up a store without images', async () => {
    await rm(sources.imagesDir, { recursive: true });
    const { manifest } = await writeBackup(sources);
    expect(manifest.problems).toEqual([]);
    expect(manifest.state).toBe('good');
    expect(manifest.files.map((file) => file.path)).toEqual(['amaravati.db']);
  });
});
