import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulkInsertPlots } from '../../adapters/store/sqlite/bulk-insert-plots';
import { findMigrationsFolder } from '../../adapters/store/sqlite/open-database';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import type { Store } from '../../ports/store';
import { buildBulkPlots } from '../../seed/bulk-plots';
import { listBackups } from './backup-folder';
import { archiveProblems } from './backup-reader';
import { runBackup, type BackupConfig } from './backup-runner';

let root: string;
let store: Store;
let config: BackupConfig;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-runner-'));
  const dbFile = join(root, 'amaravati.db');
  store = await createSqliteStore({ file: dbFile });
  await bulkInsertPlots(store, buildBulkPlots(200, 4));
  const imagesDir = join(root, 'images');
  await mkdir(imagesDir);
  await writeFile(join(imagesDir, 'hero.jpg'), Buffer.alloc(4096, 3));
  config = { dbFile, imagesDir, backupDir: join(root, 'backups'), appVersion: 'test-2', migrationsFolder: findMigrationsFolder() };
});

afterEach(async () => {
  await store.close();
  await rm(root, { recursive: true, force: true });
});

describe('runBackup', () => {
  it('writes a good archive in a process of its own', async () => {
    const run = await runBackup(config);
    expect(run.manifest.problems).toEqual([]);
    expect(run.manifest.state).toBe('good');
    expect(run.manifest.appVersion).toBe('test-2');
    expect(run.manifest.rowCounts.plots).toBe(200);
    expect(run.pruned).toEqual([]);
    // Read back through the archive itself and the folder's listing, not the run's answer.
    expect(await archiveProblems(join(config.backupDir, run.archive!))).toEqual([]);
    const [listed] = await listBackups(config.backupDir);
    expect(listed).toMatchObject({ archive: run.archive, manifest: { state: 'good' } });
    expect(listed?.bytes).toBeGreaterThan(0);
  });

  it('gives a bad backup, without throwing, when the copy fails, and keeps the earlier archive', async () => {
    const first = await runBackup(config);
    // The live database is now something SQLite cannot read: VACUUM INTO fails in the child.
    const broken = join(root, 'broken.db');
    await writeFile(broken, Buffer.alloc(8192, 0x41));
    const failed = await runBackup({ ...config, dbFile: broken });

    expect(failed.archive).toBeNull();
    expect(failed.manifest.state).toBe('bad');
    expect(failed.manifest.problems.join()).toMatch(/^not written: /);
    const listed = await listBackups(config.backupDir);
    expect(listed.map((backup) => [backup.manifest.state, backup.bytes !== null])).toEqual([
      ['bad', false],
      ['good', true],
    ]);
    expect(listed[1]?.archive).toBe(first.archive);
    expect(await archiveProblems(join(config.backupDir, first.archive!))).toEqual([]);
  });

  it('gives a bad backup when BACKUP_DIR cannot be a folder (a file is in the way)', async () => {
    const inTheWay = join(root, 'not-a-folder');
    await writeFile(inTheWay, 'a file');
    const failed = await runBackup({ ...config, backupDir: inTheWay });
    expect(failed.archive).toBeNull();
    expect(failed.manifest.state).toBe('bad');
    expect(failed.manifest.problems.join()).toMatch(/not written: .*(EEXIST|ENOTDIR)/);
    expect(await readdir(root)).not.toContain('backups');
  });

  it('stops a backup process that takes too long, and gives a bad backup saying so (the next one can run)', async () => {
    const stopped = await runBackup({ ...config, timeoutMs: 1 });
    expect(stopped.archive).toBeNull();
    expect(stopped.manifest.state).toBe('bad');
    expect(stopped.manifest.problems).toEqual(['the backup process was stopped after 1 s without finishing']);
    const next = await runBackup(config);
    expect(next.manifest.state).toBe('good');
  });
});
