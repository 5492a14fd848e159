import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startFirebaseBackend } from '../functions/src/local-run/firebase-backend';

/**
 * `npm run start:firebase-local`: the whole site in Firebase mode on this machine, offline —
 * the built server with BACKEND=firebase over the in-process Firestore emulator, the Auth
 * emulator of firebase-tools and a local server speaking Cloudinary's API. Nothing is kept:
 * every start begins with the demo data. Stop with Ctrl+C.
 */
const root = resolve(import.meta.dirname, '..');
const entry = join(root, 'functions/dist/server.js');
if (!existsSync(entry)) {
  console.error('functions/dist/server.js is missing: run `npm run build` first');
  process.exit(1);
}

console.log('Starting the Firestore emulator, the Auth emulator (10–20 s) and the Cloudinary stand-in…');
const backend = await startFirebaseBackend();
const child = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: root,
  env: { ...process.env, ...backend.env },
  stdio: 'inherit',
});
console.log(
  [
    '',
    `  Firebase mode: project ${backend.projectId}`,
    `  Firestore emulator ${backend.env.FIRESTORE_EMULATOR_HOST}, Auth emulator ${backend.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    `  Cloudinary stand-in: API ${backend.cloudinary.apiOrigin}, delivery ${backend.cloudinary.deliveryOrigin}`,
    '',
  ].join('\n'),
);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill('SIGTERM');
  void backend.stop().then(() => process.exit(code));
};
child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
