import { rm } from 'node:fs/promises';
import { BACKEND, createSeededDataDir } from './harness';

/**
 * Standalone mode: the first start of a server (the demo data with its pictures, the first admin)
 * happens once for the run, here; each file's server starts on a copy of the folder it leaves
 * (harness.ts, startServer), with the same data a first start of its own would have made.
 */
let dataDir: string | undefined;

export async function setup(): Promise<void> {
  if (BACKEND !== 'local') return;
  dataDir = await createSeededDataDir();
  process.env.E2E_SEEDED_DATA_DIR = dataDir;
}

export async function teardown(): Promise<void> {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
