import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { aPlot } from '../testing/builders';
import { runScript } from '../testing/run-script';

/** `npm run jobs:reconcile` as a user runs it, on a DATA_DIR prepared through the adapters. */
describe('npm run jobs:reconcile', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'reconcile-script-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(): Promise<{ code: number | null; output: string }> {
    const { code, stdout, stderr } = await runScript('functions/src/scripts/reconcile.ts', [], { DATA_DIR: dataDir, NODE_ENV: 'test' });
    return { code, output: stdout + stderr };
  }

  it('fixes tampered counters, deletes an old orphan image, keeps the used one, and says so', async () => {
    const store = await createSqliteStore({ file: join(dataDir, 'amaravati.db') });
    const imagesDir = join(dataDir, 'images');
    const images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: '/images' });
    const used = await images.put(await pngOfSize(80, 80));
    const orphan = await images.put(await pngOfSize(80, 80));
    await store.plots.create(aPlot({ imagePublicId: used.publicId, imageUrl: used.url }));
    await store.stats.set({ leads: 7, newLeads: 7, blogs: 7, plots: 7 });
    await store.close();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of await readdir(imagesDir)) await utimes(join(imagesDir, name), twoDaysAgo, twoDaysAgo);

    const { code, output } = await run();
    expect(output).toContain('Counters: leads 7 → 0, newLeads 7 → 0, blogs 7 → 0, plots 7 → 1 (corrected leads, newLeads, blogs, plots).');
    expect(output).toContain(`Images: 2 older than 24 h checked, 1 in use, 1 orphan(s) deleted: ${orphan.publicId}.`);
    expect(code).toBe(0);

    const after = await createSqliteStore({ file: join(dataDir, 'amaravati.db') });
    expect(await after.stats.get()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 1 });
    await after.close();
    expect((await readdir(imagesDir)).sort()).toEqual([`${used.publicId}-480.webp`, `${used.publicId}-960.webp`]);

    // A second run finds nothing to do.
    const again = await run();
    expect(again.output).toContain('(all were right)');
    expect(again.output).toContain('0 orphan(s) deleted.');
    // Two runs of the script through tsx (each compiles the script's imports first): on a busy 2-core machine, well over vitest's default.
  }, 60_000);
});
