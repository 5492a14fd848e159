import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND, createFirebaseSeedFile, createSeededDataDir } from './harness';

/**
 * The first start of a server (the demo data with its pictures, the first admin) happens once for
 * the run, here; each file's server starts on a copy of what it leaves (harness.ts, startServer),
 * with the same data a first start of its own would have made. Standalone: a copy of the data
 * folder. Firebase mode (after firebase-global-setup.ts started the Auth emulator): a copy of the
 * Firestore documents and stored images, from a file; each server still makes its first admin.
 */
let dir: string | undefined;

export async function setup(): Promise<void> {
  if (BACKEND === 'local') {
    dir = await createSeededDataDir();
    process.env.E2E_SEEDED_DATA_DIR = dir;
    return;
  }
  dir = await mkdtemp(join(tmpdir(), 'amaravati-e2e-firebase-seed-'));
  process.env.E2E_FIREBASE_SEED_FILE = await createFirebaseSeedFile(dir);
}

export async function teardown(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
