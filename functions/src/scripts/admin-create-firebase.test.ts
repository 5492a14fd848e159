import type { Auth as AdminAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFirebaseAuth } from '../adapters/auth/firebase-auth';
import type { Auth } from '../ports/auth';
import { startAuthEmulator, type AuthEmulator } from '../local-run/auth-emulator';
import { runScript } from '../testing/run-script';
import { createAdminCommand } from './admin-create-command';

/** admin:create on Firebase: the same command, given the Firebase adapter on the Auth emulator. */

let emulator: AuthEmulator;
let adminAuth: AdminAuth;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  adminAuth = emulator.newAdminAuth();
}, 90_000);
afterAll(async () => {
  await emulator?.stop();
});

describe('admin:create command on Firebase Auth', () => {
  const loginUrl = 'https://plots.example.com/admin/login';
  let auth: Auth;
  let out: string[];
  let err: string[];
  const io = { out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) };
  beforeEach(async () => {
    await emulator.clearAccounts();
    auth = createFirebaseAuth({ auth: adminAuth, apiKey: 'demo-web-api-key', identityToolkitOrigin: emulator.identityToolkitOrigin });
    out = [];
    err = [];
  });

  it('creates a Firebase user with the admin claim and prints a generated password that signs in', async () => {
    expect(await createAdminCommand(auth, { email: 'owner@example.com' }, loginUrl, io)).toBe(0);
    const printed = out.join('\n');
    expect(printed).toContain('Admin created: owner@example.com');
    expect(printed).toContain(loginUrl);
    const password = /Password:\s+(\S+)/.exec(printed)?.[1];
    expect(password).toMatch(/^\S{16,}$/);

    const user = await adminAuth.getUserByEmail('owner@example.com');
    expect(user.customClaims).toEqual({ admin: true });
    expect((await auth.signIn('owner@example.com', password!))?.user.id).toBe(user.uid);
  });

  it('uses a given password without printing it', async () => {
    expect(await createAdminCommand(auth, { email: 'owner@example.com', password: 'owner-pass-1' }, loginUrl, io)).toBe(0);
    expect(out.join('\n')).not.toContain('owner-pass-1');
    expect(await auth.signIn('owner@example.com', 'owner-pass-1')).not.toBeNull();
  });

  it('refuses an email Firebase has already, exit code 1, changing nothing', async () => {
    await createAdminCommand(auth, { email: 'owner@example.com', password: 'owner-pass-1' }, loginUrl, io);
    err = [];
    expect(await createAdminCommand(auth, { email: 'owner@example.com', password: 'other-pass-2' }, loginUrl, io)).toBe(1);
    expect(err.join('\n')).toMatch(/already exists/);
    expect(await auth.signIn('owner@example.com', 'owner-pass-1')).not.toBeNull();
    expect(await auth.countAdmins()).toBe(1);
  });
});

describe('npm run admin:create with BACKEND=firebase (the real script)', () => {
  // No CLOUDINARY_URL and no Firestore: managing admins needs Firebase Auth only.
  const run = (args: string[]) =>
    runScript('functions/src/scripts/admin-create.ts', args, {
      NODE_ENV: 'test',
      BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_WEB_API_KEY: 'demo-web-api-key',
    });

  it('creates the admin in Firebase Auth with the admin claim, and refuses a duplicate', async () => {
    await emulator.clearAccounts();
    const created = await run(['--email', 'Owner@Example.com']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const password = /Password:\s+(\S+)/.exec(created.stdout)?.[1];
    const user = await adminAuth.getUserByEmail('owner@example.com');
    expect(user.customClaims).toEqual({ admin: true });
    const auth = createFirebaseAuth({ auth: adminAuth, apiKey: 'demo-web-api-key', identityToolkitOrigin: emulator.identityToolkitOrigin });
    expect((await auth.signIn('owner@example.com', password!))?.user.id).toBe(user.uid);

    const duplicate = await run(['--email', 'owner@example.com', '--password', 'other-pass']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);
  }, 60_000);
});

