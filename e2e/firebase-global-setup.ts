import { startAuthEmulator, type AuthEmulator } from '../functions/src/local-run/auth-emulator';

/**
 * E2E_BACKEND=firebase: one Auth emulator (firebase-tools, offline) for the whole run, because it
 * takes 10+ s of CPU to start. Each server start wipes its accounts (local-run/firebase-backend.ts);
 * the files run one after another, so they never share it at the same time.
 */
let emulator: AuthEmulator | undefined;

export async function setup(): Promise<void> {
  if (process.env.E2E_BACKEND !== 'firebase') return;
  emulator = await startAuthEmulator({ projectId: 'demo-amaravati-e2e' });
  process.env.E2E_AUTH_EMULATOR_HOST = emulator.host;
  process.env.E2E_AUTH_EMULATOR_PROJECT = emulator.projectId;
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}
