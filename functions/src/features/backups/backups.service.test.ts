import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../adapters/store/sqlite/open-database';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import type { BackupConfig } from './backup-runner';
import { createBackups } from './backups.service';

let root: string;
let store: Store;
let config: BackupConfig;
let logged: { level: string; event: string; data?: Record<string, unknown> }[];
const log: Logger = {
  info: (event, data) => logged.push({ level: 'info', event, ...(data ? { data } : {}) }),
  warn: (event, data) => logged.push({ level: 'warn', event, ...(data ? { data } : {}) }),
  error: (event, data) => logged.push({ level: 'error', event, ...(data ? { data } : {}) }),
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'backups-service-'));
  store = await createSqliteStore({ file: join(root, 'amaravati.db') });
  await mkdir(join(root, 'images'));
  config = { dbFile: join(root, 'amaravati.db'), imagesDir: join(root, 'images'), backupDir: join(root, 'backups'), appVersion: 'test', migrationsFolder: findMigrationsFolder() };
  logged = [];
});

afterEach(async () => {
  await store.close();
  await rm(root, { recursive: true, force: true });
});

describe('createBackups', () => {
  it('runs one backup at a time: a second start is refused, Back up now joins the running one', async () => {
    const backups = createBackups({ config, log });
    expect(backups.start()).toBe(true);
    expect(backups.start()).toBe(false);
    expect((await backups.list()).running).toBe(true);
    const joined = await backups.backUpNow();
    await backups.idle();

    const listing = await backups.list();
    expect(listing.running).toBe(false);
    expect(listing.backups).toHaveLength(1);
    expect(listing.backups[0]).toMatchObject({ archive: joined.archive, state: 'good', problems: [] });
    expect(listing.warning).toBeNull();
    expect(logged).toEqual([{ level: 'info', event: 'backup_written', data: { archive: joined.archive, pruned: [] } }]);
    expect(await backups.archivePath(joined.archive!)).toBe(join(config.backupDir, joined.archive!));
  });

  it('logs a bad backup as an error and the listing warns about it', async () => {
    const broken = join(root, 'broken.db');
    await writeFile(broken, Buffer.alloc(8192, 0x41));
    const backups = createBackups({ config: { ...config, dbFile: broken }, log });
    const run = await backups.backUpNow();
    expect(run.manifest.state).toBe('bad');
    expect(logged).toMatchObject([{ level: 'error', event: 'backup_bad', data: { archive: null } }]);
    const listing = await backups.list();
    expect(listing.warning).toEqual({ kind: 'bad', newestAt: run.manifest.createdAt });
    expect(listing.backups[0]).toMatchObject({ state: 'bad', bytes: null });
    // A failed backup has a verdict but no archive: nothing to download.
    expect(await backups.archivePath(listing.backups[0]!.archive)).toBeNull();
  });
});
