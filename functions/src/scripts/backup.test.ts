import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { listBackups } from '../features/backups/backup-folder';
import { aPlot } from '../testing/builders';
import { runScript } from '../testing/run-script';

/** `npm run backup` as a user runs it, on a DATA_DIR prepared through the store. */
describe('npm run backup', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backup-script-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = async (env: Record<string, string> = {}) => {
    const { code, stdout, stderr } = await runScript('functions/src/scripts/backup.ts', [], { DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
    return { code, output: stdout + stderr };
  };

  it('writes a good backup into DATA_DIR/backups and prints it', async () => {
    const store = await createSqliteStore({ file: join(dataDir, 'amaravati.db') });
    await store.plots.create(aPlot());
    await store.close();

    const { code, output } = await run();
    expect(output).toContain('State: good');
    expect(code).toBe(0);
    const [backup] = await listBackups(join(dataDir, 'backups'));
    expect(output).toContain(`Archive: ${join(dataDir, 'backups', backup!.archive)}`);
    expect(backup?.manifest.rowCounts.plots).toBe(1);
  });

  it('exits 1 on a bad backup, printing why, into BACKUP_DIR', async () => {
    await writeFile(join(dataDir, 'amaravati.db'), Buffer.alloc(8192, 0x41));
    const backupDir = join(dataDir, 'elsewhere');
    const { code, output } = await run({ BACKUP_DIR: backupDir });
    expect(output).toContain('State: bad');
    expect(output).toMatch(/Problem: not written: /);
    expect(code).toBe(1);
    expect((await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz.json'))).toHaveLength(1);
  });

  it('exits 1 without a database to back up', async () => {
    const { code, output } = await run();
    expect(output).toContain(`No database at ${join(dataDir, 'amaravati.db')}`);
    expect(code).toBe(1);
  });
});
