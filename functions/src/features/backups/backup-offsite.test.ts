import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../adapters/store/sqlite/open-database';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import type { Store } from '../../ports/store';
import { startLocalS3, type LocalS3 } from '../../testing/local-s3';
import { listBackups } from './backup-folder';
import type { OffsiteTarget } from './backup-offsite';
import { runBackup, type BackupConfig } from './backup-runner';

const BUCKET = 'plots-backups';
let s3: LocalS3;
let root: string;
let store: Store;
let config: BackupConfig;

beforeAll(async () => {
  s3 = await startLocalS3([BUCKET]);
});
afterAll(async () => s3.close());

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-offsite-'));
  store = await createSqliteStore({ file: join(root, 'amaravati.db') });
  await mkdir(join(root, 'images'));
  config = { dbFile: join(root, 'amaravati.db'), imagesDir: join(root, 'images'), backupDir: join(root, 'backups'), appVersion: 'test', migrationsFolder: findMigrationsFolder() };
});

afterEach(async () => {
  await store.close();
  await rm(root, { recursive: true, force: true });
});

const target = (bucket = BUCKET): OffsiteTarget => ({ bucket, prefix: 'site/nightly', region: 'ap-south-1', endpoint: s3.endpoint, credentials: s3.credentials });

/** Reads an object back from the local S3 server with a client of its own. */
async function readObject(key: string): Promise<Buffer> {
  const client = new S3Client({ region: 'ap-south-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

describe('the copy off the machine (BACKUP_S3_URL)', () => {
  it('uploads a good backup and its verdict under the prefix, byte for byte, and the listing says so', async () => {
    const run = await runBackup({ ...config, s3: target() });
    expect(run.manifest.state).toBe('good');
    expect(run.offsite).toMatchObject({ state: 'copied', location: `s3://${BUCKET}/site/nightly/${run.archive}` });

    expect((await readObject(`site/nightly/${run.archive}`)).equals(await readFile(join(config.backupDir, run.archive!)))).toBe(true);
    expect((await readObject(`site/nightly/${run.archive}.json`)).equals(await readFile(join(config.backupDir, `${run.archive}.json`)))).toBe(true);
    const [listed] = await listBackups(config.backupDir);
    expect(listed?.offsite).toMatchObject({ state: 'copied' });
  });

  it('records a failed upload on the backup, which stays good and stays on disk', async () => {
    const run = await runBackup({ ...config, s3: target('no-such-bucket') });
    expect(run.manifest.state).toBe('good');
    expect(run.offsite?.state).toBe('failed');
    expect(run.offsite?.problem).toMatch(/NoSuchBucket|bucket does not exist/i);
    expect(await readdir(config.backupDir)).toEqual(expect.arrayContaining([run.archive, `${run.archive}.json`, `${run.archive}.offsite.json`]));
    const [listed] = await listBackups(config.backupDir);
    expect(listed).toMatchObject({ archive: run.archive, manifest: { state: 'good' }, offsite: { state: 'failed' } });
  });
});
