import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskImages } from '../../adapters/images/local-disk';
import { bulkInsertPlots } from '../../adapters/store/sqlite/bulk-insert-plots';
import { findMigrationsFolder } from '../../adapters/store/sqlite/open-database';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import { createLocalDeps } from '../../composition/local';
import { loadEnv } from '../../config/env';
import { noteEntry } from '../../core/lead-history';
import { silentLogger } from '../../ports/logger';
import { seedDemoIfEmpty } from '../../seed/seed-demo';
import { backupManifestSchema } from '../../core/schemas/backup-manifest';
import { aPlot } from '../../testing/builders';
import { migrationsFolderOf } from '../../testing/migrations-folder';
import { imageOfType } from '../../testing/uploads';
import { latestSchemaVersion, listBackupFiles } from './backup-checks';
import { writeBackup } from './backup-writer';
import { restoreBackup } from './restore';

/**
 * The restore drill (issue 21): a real store seeded with the demo, leads with notes and plots with
 * photos, backed up, the data folder destroyed, restored, and every table compared row by row and
 * every image byte for byte. Then what must be refused, each with nothing touched.
 */

let root: string;
let dataDir: string;
let archive: string;
const migrationsFolder = findMigrationsFolder();
const dbFileOf = (folder: string) => join(folder, 'amaravati.db');
/** The whole demo, pictures and plans, seeded in a test: seconds alone, more on a busy two-core machine. */
const DRILL = { timeout: 120_000 };

/** Every row of every table, in rowid order (tables without rowid by their whole row). */
async function everyRow(dbFile: string): Promise<Record<string, unknown[]>> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    const tables = await client.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    const rows: Record<string, unknown[]> = {};
    for (const table of tables.rows) {
      const name = String(table.name);
      const order = /WITHOUT ROWID/i.test(String(table.sql)) ? '1' : 'rowid';
      const result = await client.execute(`SELECT * FROM "${name}" ORDER BY ${order}`);
      rows[name] = result.rows.map((row) => ({ ...row }));
    }
    return rows;
  } finally {
    client.close();
  }
}

/** Every image file under a folder, by its path, with its bytes. */
async function everyImage(folder: string): Promise<Map<string, Buffer>> {
  const files = await listBackupFiles(folder, '');
  return new Map(await Promise.all(files.map(async (file) => [file.path, await readFile(join(folder, file.path))] as const)));
}

/**
 * Everything under the test's folder (the data folder, the backups, the archives): path, size and
 * sha256 of each file. Left out: SQLite's shared-memory index (`-shm`) and an empty write-ahead log,
 * which hold no data and which SQLite itself removes when the last connection of an earlier test
 * is finally closed — at a moment of the native driver's choosing, even in the middle of a test.
 * A WAL holding pages stays in, and the database file's bytes are always compared.
 */
const everything = async () => (await listBackupFiles(root, '')).filter((file) => !file.path.endsWith('-shm') && !(file.path.endsWith('-wal') && file.bytes === 0));

let rowsBefore: Record<string, unknown[]>;
let imagesBefore: Map<string, Buffer>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'restore-drill-'));
  dataDir = join(root, 'data');
  const store = await createSqliteStore({ file: dbFileOf(dataDir) });
  const images = createLocalDiskImages({ dir: join(dataDir, 'images'), publicBaseUrl: '/images' });
  try {
    expect(await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots })).toEqual({ seeded: true });
    const admin = { id: 'admin-1', email: 'sita@example.com' };
    for (const name of ['Ravi Kumar', 'Lakshmi Devi']) {
      const lead = await store.leads.create({ name, phone: '9876543210', email: 'lead@example.com', source: 'contact' });
      await store.leads.update(lead.id, { status: 'in_progress' }, [
        { by: admin, kind: 'status', from: 'new', to: 'in_progress', text: null },
        noteEntry(`Called ${name}; visiting on Sunday with the family.`, admin),
      ]);
    }
    const photos = await Promise.all([images.put(await imageOfType('jpeg', 900, 600)), images.put(await imageOfType('png', 640, 480))]);
    await store.plots.create(aPlot({ title: 'Plot with two photos', images: photos.map((photo) => ({ url: photo.url, publicId: photo.publicId, alt: 'The plot' })) }));

    const backup = await writeBackup({
      dbFile: dbFileOf(dataDir),
      imagesDir: join(dataDir, 'images'),
      backupDir: join(root, 'backups'),
      migrationsFolder,
      appVersion: 'drill-1',
    });
    expect(backup.manifest.problems).toEqual([]);
    archive = join(root, 'backups', backup.archive!);
  } finally {
    await store.close();
  }
  rowsBefore = await everyRow(dbFileOf(dataDir));
  imagesBefore = await everyImage(join(dataDir, 'images'));
}, DRILL.timeout);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('brings back every table row by row and every image byte for byte after the data folder is destroyed', DRILL, async () => {
    expect(rowsBefore.contact_submissions!.length).toBeGreaterThanOrEqual(2);
    expect(rowsBefore.lead_history!.some((row) => String((row as { text: unknown }).text).startsWith('Called Ravi Kumar'))).toBe(true);
    expect(imagesBefore.size).toBeGreaterThan(10);

    await rm(dataDir, { recursive: true, force: true });
    const outcome = await restoreBackup({ archive, dataDir, migrationsFolder });
    expect(outcome).toMatchObject({ ok: true, summary: { keptBeside: null, movedAcross: [] } });

    expect(await everyRow(dbFileOf(dataDir))).toEqual(rowsBefore);
    const imagesAfter = await everyImage(join(dataDir, 'images'));
    expect([...imagesAfter.keys()]).toEqual([...imagesBefore.keys()]);
    for (const [path, bytes] of imagesBefore) expect(imagesAfter.get(path)!.equals(bytes), path).toBe(true);

    // And the site's store opens it as it is: the notes are there.
    const store = await createSqliteStore({ file: dbFileOf(dataDir) });
    try {
      const lead = (await store.leads.list()).find((item) => item.name === 'Lakshmi Devi')!;
      expect((await store.leads.history(lead.id)).map((entry) => entry.text)).toContain('Called Lakshmi Devi; visiting on Sunday with the family.');
    } finally {
      await store.close();
    }
  });
});

describe('a restore refuses, touching nothing', () => {
  /** Restores `from` and expects a refusal of that kind whose message matches; every file under the test's folder is as it was. */
  async function expectRefused(from: string, refusal: string, message: RegExp): Promise<void> {
    const before = await everything();
    const folders = (await readdir(root)).sort();
    const outcome = await restoreBackup({ archive: from, dataDir, migrationsFolder });
    expect(outcome).toMatchObject({ ok: false, refusal });
    expect(outcome.ok ? '' : outcome.message).toMatch(message);
    expect(await everything()).toEqual(before);
    expect((await readdir(root)).sort()).toEqual(folders);
  }

  /** The drill's archive, its bytes changed by `change`, in a file of its own. */
  async function archiveChanged(name: string, change: (bytes: Buffer) => Buffer): Promise<string> {
    const path = join(root, 'archives', name);
    await mkdir(join(root, 'archives'), { recursive: true });
    await writeFile(path, change(await readFile(archive)));
    return path;
  }

  /** An archive packed from a folder `fill` makes. */
  async function packed(name: string, fill: (folder: string) => Promise<void>): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), 'restore-packing-'));
    try {
      await fill(folder);
      const path = join(root, 'archives', name);
      await mkdir(join(root, 'archives'), { recursive: true });
      await createTar({ gzip: true, file: path, cwd: folder }, await readdir(folder));
      return path;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('a corrupt archive (bytes changed in the middle)', async () => {
    const corrupt = await archiveChanged('corrupt.tar.gz', (bytes) => {
      const changed = Buffer.from(bytes);
      changed.fill(0x5a, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 512);
      return changed;
    });
    await expectRefused(corrupt, 'unreadable', /^Not restored: corrupt\.tar\.gz is not a readable backup of this site: not a readable archive: .*Nothing was changed\.$/s);
  });

  it('a truncated archive (a copy cut short)', async () => {
    const truncated = await archiveChanged('truncated.tar.gz', (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expectRefused(truncated, 'unreadable', /^Not restored: truncated\.tar\.gz is not a readable backup of this site: .*Nothing was changed\.$/s);
  });

  it('a foreign tar.gz, without a manifest or with a manifest of something else', async () => {
    const photos = await packed('photos.tar.gz', async (folder) => {
      await writeFile(join(folder, 'README.txt'), 'holiday photos');
      await writeFile(join(folder, 'beach.jpg'), await imageOfType('jpeg'));
    });
    await expectRefused(photos, 'unreadable', /no readable manifest\.json: not a backup of this site/);
    const npmPackage = await packed('package.tar.gz', async (folder) => {
      await writeFile(join(folder, 'manifest.json'), JSON.stringify({ name: 'some-package', version: '1.0.0' }));
    });
    await expectRefused(npmPackage, 'unreadable', /manifest\.json is not a backup manifest of this version/);
  });

  it('an archive whose files do not match its manifest (an image changed after it was written)', async () => {
    const tampered = await packed('tampered.tar.gz', async (folder) => {
      await extract({ file: archive, cwd: folder });
      const image = (await listBackupFiles(folder, 'manifest.json')).find((file) => file.path.startsWith('images/'))!;
      const bytes = await readFile(join(folder, image.path));
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      await writeFile(join(folder, image.path), bytes);
    });
    await expectRefused(tampered, 'bad-backup', /does not match its manifest: images\/\S+: checksum differs\. Nothing was changed\./);
  });

  it('an archive whose database is not one, though its manifest matches it', async () => {
    const broken = await packed('not-a-database.tar.gz', async (folder) => {
      await extract({ file: archive, cwd: folder });
      await writeFile(join(folder, 'amaravati.db'), Buffer.alloc(8192, 0x41));
      const manifest = backupManifestSchema.parse(JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')));
      await writeFile(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, files: await listBackupFiles(folder, 'manifest.json') }));
    });
    await expectRefused(broken, 'bad-backup', /does not match its manifest: amaravati\.db: cannot be read as a database: .*Nothing was changed\./);
  });

  it('a backup of a newer schema than this code knows, saying to upgrade first', async () => {
    const future = join(root, 'future');
    const futureMigrations = await migrationsFolderOf(future, { extraSql: 'CREATE TABLE `site_visits_booked` (`id` text PRIMARY KEY NOT NULL);' });
    const store = await createSqliteStore({ file: dbFileOf(join(future, 'data')), migrationsFolder: futureMigrations });
    await store.close();
    const newer = await writeBackup({ dbFile: dbFileOf(join(future, 'data')), imagesDir: join(future, 'data', 'images'), backupDir: join(root, 'archives'), migrationsFolder: futureMigrations, appVersion: 'next-2' });
    await rm(future, { recursive: true });
    expect(newer.manifest).toMatchObject({ state: 'good', schemaVersion: (await latestSchemaVersion(migrationsFolder)) + 1 });
    await expectRefused(
      join(root, 'archives', newer.archive!),
      'newer-schema',
      new RegExp(`is from a newer version of the site \\(database schema ${newer.manifest.schemaVersion}, app next-2\\); this installation knows schema ${newer.manifest.schemaVersion - 1} at most\\. Upgrade it first`),
    );
  });

  it('while the server has the data folder open, saying how to stop it; once it stops, the restore goes ahead', DRILL, async () => {
    const deps = await createLocalDeps(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), { log: silentLogger });
    try {
      await expectRefused(archive, 'in-use', new RegExp(`has ${dataDir} open:\\n  pid ${process.pid}: .*\\nStop it first \\(Ctrl\\+C where it runs, or \`kill ${process.pid}\`\\), then run the restore again\\. Nothing was changed\\.`));
    } finally {
      await deps.close();
    }
    const copy = join(root, 'archives', 'the-drill.tar.gz');
    await copyFile(archive, copy);
    expect(await restoreBackup({ archive: copy, dataDir, migrationsFolder })).toMatchObject({ ok: true });
    expect(await everyRow(dbFileOf(dataDir))).toEqual(rowsBefore);
  });

  it('a file that is not there', async () => {
    await expectRefused(join(root, 'archives', 'no-such-backup.tar.gz'), 'unreadable', /^Not restored: there is no file .*no-such-backup\.tar\.gz\. Nothing was changed\.$/);
  });
});
