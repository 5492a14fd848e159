import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../adapters/store/sqlite/open-database';
import { findRepoRoot } from '../../config/env';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import { aRegion } from '../../testing/builders';
import { migrationsFolderOf } from '../../testing/migrations-folder';
import { runScript } from '../../testing/run-script';
import { latestSchemaVersion, listBackupFiles, readDatabaseFacts } from './backup-checks';
import { writeBackup, type BackupSources } from './backup-writer';
import { IN_USE_DIR, liveDataFolderUsers } from './data-folder-in-use';
import { describeRestore, restoreBackup, type RestoreOutcome, type RestoreSummary } from './restore';

let root: string;
let dataDir: string;
let sources: BackupSources;
const migrationsFolder = findMigrationsFolder();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'restore-'));
  dataDir = join(root, 'data');
  sources = {
    dbFile: join(dataDir, 'amaravati.db'),
    imagesDir: join(dataDir, 'images'),
    backupDir: join(dataDir, 'backups'),
    migrationsFolder,
    appVersion: 'test-1',
    now: () => new Date('2026-11-27T20:00:00.000Z'),
  };
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function restored(outcome: RestoreOutcome): RestoreSummary {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.summary;
}

async function regionNames(dbFile: string): Promise<string[]> {
  const store = await createSqliteStore({ file: dbFile });
  try {
    return (await store.regions.list()).map((region) => region.region).sort();
  } finally {
    await store.close();
  }
}

describe('restoreBackup', () => {
  it('swaps the backup in, keeps the folder as it was beside it and moves the backups and the outbox across', async () => {
    const store = await createSqliteStore({ file: sources.dbFile });
    await store.regions.create(aRegion({ region: 'Thullur' }));
    await mkdir(sources.imagesDir);
    await writeFile(join(sources.imagesDir, 'a-960.webp'), 'photo a');
    await mkdir(join(dataDir, 'outbox'));
    await writeFile(join(dataDir, 'outbox', 'mail-1.txt'), 'a mail');
    const { archive } = await writeBackup(sources);
    // Written after the backup: gone from the restored folder, kept in the one beside it.
    await store.regions.create(aRegion({ region: 'Mandadam' }));
    await writeFile(join(sources.imagesDir, 'b-960.webp'), 'photo b');
    await store.close();

    const summary = restored(await restoreBackup({ archive: join(sources.backupDir, archive!), dataDir, migrationsFolder, now: () => new Date('2026-11-27T21:00:00.000Z') }));

    const kept = `${dataDir}.before-restore-2026-11-27T21-00-00-000Z`;
    expect(summary).toMatchObject({ dataDir, keptBeside: kept, movedAcross: ['backups', 'outbox'] });
    expect((await readdir(root)).sort()).toEqual(['data', 'data.before-restore-2026-11-27T21-00-00-000Z']);
    expect((await readdir(dataDir)).sort()).toEqual(['amaravati.db', 'backups', 'images', 'outbox']);
    expect(await readdir(sources.imagesDir)).toEqual(['a-960.webp']);
    expect((await readdir(sources.backupDir)).sort()).toEqual([archive, `${archive}.json`]);
    expect(await readdir(join(dataDir, 'outbox'))).toEqual(['mail-1.txt']);
    expect(await regionNames(sources.dbFile)).toEqual(['Thullur']);
    // The old database with its -wal and -shm files, if it has them (commits may be in the -wal), and its images.
    expect((await readdir(kept)).filter((name) => !/^amaravati\.db-(wal|shm)$/.test(name)).sort()).toEqual(['amaravati.db', 'images']);
    expect(await regionNames(join(kept, 'amaravati.db'))).toEqual(['Mandadam', 'Thullur']);
    expect((await readdir(join(kept, 'images'))).sort()).toEqual(['a-960.webp', 'b-960.webp']);

    const printed = describeRestore(summary);
    expect(printed).toContain(`Restored ${archive} (taken 2026-11-27T20:00:00.000Z, app test-1, schema ${await latestSchemaVersion(migrationsFolder)}) into ${dataDir}:`);
    expect(printed).toMatch(/\d+ tables, \d+ rows, 1 image files; checked against the manifest/);
    expect(printed).toContain(`The data folder as it was is kept in ${kept}`);
    expect(printed).toContain('Moved across from the old folder, as they were: backups, outbox.');
    expect(printed).not.toContain('migrates');
  });

  it('restores a backup of an older schema as it is, and the store migrates it when it opens', async () => {
    const olderFolder = await migrationsFolderOf(root, { upTo: 12 });
    await mkdir(dataDir);
    const client = createClient({ url: `file:${sources.dbFile}` });
    await migrate(drizzle(client), { migrationsFolder: olderFolder });
    await client.execute("INSERT INTO meta (key, value) VALUES ('written-before-the-upgrade', 'kept')");
    client.close();
    const { archive, manifest } = await writeBackup({ ...sources, backupDir: join(root, 'backups') });
    expect(manifest).toMatchObject({ state: 'good', schemaVersion: 12 });
    expect(manifest.rowCounts).not.toHaveProperty('alert_outbox');
    await rm(dataDir, { recursive: true });

    const summary = restored(await restoreBackup({ archive: join(root, 'backups', archive!), dataDir, migrationsFolder }));
    expect(summary.keptBeside).toBeNull();
    expect(describeRestore(summary)).toContain(`The backup's schema 12 is older than this code's ${await latestSchemaVersion(migrationsFolder)}: the server migrates it on its next start.`);
    expect((await readDatabaseFacts(sources.dbFile)).rowCounts.__drizzle_migrations).toBe(13);

    const store = await createSqliteStore({ file: sources.dbFile });
    try {
      expect(await store.meta.get('written-before-the-upgrade')).toBe('kept');
      expect(await store.alertOutbox.list()).toEqual([]);
    } finally {
      await store.close();
    }
    const facts = await readDatabaseFacts(sources.dbFile);
    expect(facts.rowCounts.__drizzle_migrations).toBe((await latestSchemaVersion(migrationsFolder)) + 1);
    expect(facts.integrity).toBe('ok');
  });
});

describe('npm run restore', () => {
  const restoreScript = (args: string[]) => runScript('functions/src/scripts/restore.ts', args, { DATA_DIR: dataDir, BACKEND: 'local' });

  it('says how to use it (exit 2) without an archive', async () => {
    const run = await restoreScript([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Usage: npm run restore -- <backup archive>/);
  });

  it('refuses a file that is not a backup with exit code 1, changing nothing, and restores a backup with exit code 0', async () => {
    const store = await createSqliteStore({ file: sources.dbFile });
    await store.regions.create(aRegion({ region: 'Thullur' }));
    await store.close();
    const { archive } = await writeBackup(sources);
    const notABackup = join(root, 'notes.tar.gz');
    await writeFile(notABackup, 'plain text, not an archive');
    const before = await listBackupFiles(root, '');

    const refused = await restoreScript([notABackup]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Not restored: notes\.tar\.gz is not a readable backup of this site: .*Nothing was changed\./);
    expect(await listBackupFiles(root, '')).toEqual(before);

    const done = await restoreScript([join(sources.backupDir, archive!)]);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Restored ${archive}`);
    expect(done.stdout).toContain('Start the server again (npm start).');
    expect(await regionNames(sources.dbFile)).toEqual(['Thullur']);
  });

  it('refuses while the server runs on the data folder, naming its pid; once the server stops, restores', { timeout: 90_000 }, async () => {
    const store = await createSqliteStore({ file: sources.dbFile });
    await store.regions.create(aRegion({ region: 'Thullur' }));
    await store.close();
    const { archive } = await writeBackup(sources);
    const server = spawn(process.execPath, [join(findRepoRoot(), 'node_modules/tsx/dist/cli.mjs'), 'functions/src/server.ts'], {
      cwd: findRepoRoot(),
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'test', BACKEND: 'local' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      // Up: it says so once its shutdown handlers are about to be set, in the same tick (a SIGTERM
      // before them, as on a busy machine, would end it without removing its mark). It marked the
      // folder when it opened the store, before it listened.
      const deadline = Date.now() + 60_000;
      while (!output.includes('is running at') && Date.now() < deadline && server.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 200));
      const serving = await liveDataFolderUsers(dataDir);
      expect(serving.map((user) => user.command)).toEqual([expect.stringContaining('functions/src/server.ts')]);
      const refused = await restoreScript([join(sources.backupDir, archive!)]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`pid ${serving[0]!.pid}: `);
      expect(refused.stderr).toContain(`Stop it first (Ctrl+C where it runs, or \`kill ${serving[0]!.pid}\`), then run the restore again. Nothing was changed.`);
    } finally {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    // Stopped with SIGTERM, it removed its mark when it closed the store.
    expect(await readdir(join(dataDir, IN_USE_DIR))).toEqual([]);
    const done = await restoreScript([join(sources.backupDir, archive!)]);
    expect(done.code).toBe(0);
    expect(await regionNames(sources.dbFile)).toEqual(['Thullur']);
  });
});
