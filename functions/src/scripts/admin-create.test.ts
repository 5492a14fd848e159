import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openLocalAuth } from '../adapters/auth/local-auth';
import { MESSAGES } from '../core/messages';
import type { Auth } from '../ports/auth';
import { runScript } from '../testing/run-script';
import { TEST_SCRYPT } from '../testing/test-server';
import { createAdminCommand, parseAdminCreateArgs } from './admin-create-command';

describe('admin:create arguments', () => {
  it('takes --email, lowercased, and an optional --password', () => {
    expect(parseAdminCreateArgs(['--email', 'Sita@Example.com'])).toEqual({ ok: true, args: { email: 'sita@example.com' } });
    expect(parseAdminCreateArgs(['--email=sita@example.com', '--password', 'sita-pass'])).toEqual({
      ok: true,
      args: { email: 'sita@example.com', password: 'sita-pass' },
    });
  });

  it.each([
    [[], /--email is required/],
    [['--email', 'sita'], new RegExp(`--email: ${MESSAGES.emailInvalid}`)],
    [['--email', 'sita@example.com', '--password', '12345'], new RegExp(`--password: ${MESSAGES.passwordTooShort}`)],
    [['--email', 'sita@example.com', '--password', 'x'.repeat(129)], new RegExp(`--password: ${MESSAGES.passwordTooLong}`)],
    [['--mail', 'sita@example.com'], /Unknown option '--mail'/],
    [['sita@example.com'], /Usage/],
  ])('refuses %j with exit code 2 and a clear message', (argv, message) => {
    const parsed = parseAdminCreateArgs(argv);
    expect(parsed).toEqual({ ok: false, exitCode: 2, message: expect.stringMatching(message) });
  });

  it('never echoes the password in a refusal', () => {
    const parsed = parseAdminCreateArgs(['--email', 'sita@example.com', '--password', 'abc12']);
    expect(parsed.ok).toBe(false);
    expect(JSON.stringify(parsed)).not.toContain('abc12');
  });

  it('prints the usage for --help, exit code 0', () => {
    expect(parseAdminCreateArgs(['--help'])).toEqual({ ok: false, exitCode: 0, message: expect.stringMatching(/^Usage/) });
  });
});

describe('admin:create command', () => {
  let auth: Auth;
  let close: () => Promise<void>;
  let out: string[];
  let err: string[];
  const io = { out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) };
  beforeEach(async () => {
    ({ auth, close } = await openLocalAuth({ file: ':memory:', scrypt: TEST_SCRYPT }));
    out = [];
    err = [];
  });
  afterEach(async () => close());

  it('prints a generated password that signs in', async () => {
    expect(await createAdminCommand(auth, { email: 'sita@example.com' }, 'http://localhost:3000/admin/login', io)).toBe(0);
    const password = /Password:\s+(\S+)/.exec(out.join('\n'))?.[1];
    expect(password).toMatch(/^\S{16,}$/);
    expect(out.join('\n')).toContain('http://localhost:3000/admin/login');
    expect(await auth.signIn('sita@example.com', password!)).not.toBeNull();
  });

  it('does not print a password that was given', async () => {
    expect(await createAdminCommand(auth, { email: 'sita@example.com', password: 'sita-pass-1' }, 'http://x/admin/login', io)).toBe(0);
    expect(out.join('\n')).not.toContain('sita-pass-1');
    expect(await auth.signIn('sita@example.com', 'sita-pass-1')).not.toBeNull();
  });

  it('refuses an email that has an admin already, exit code 1, changing nothing', async () => {
    await auth.createAdmin('sita@example.com', 'sita-pass-1');
    expect(await createAdminCommand(auth, { email: 'sita@example.com', password: 'other-pass' }, 'http://x/admin/login', io)).toBe(1);
    expect(err.join('\n')).toMatch(/already exists/);
    expect(await auth.signIn('sita@example.com', 'sita-pass-1')).not.toBeNull();
  });
});

describe('npm run admin:create (the real script)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'admin-create-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = (args: string[]) => runScript('functions/src/scripts/admin-create.ts', args, { DATA_DIR: dataDir, NODE_ENV: 'test' });

  it('creates an admin in DATA_DIR, prints the generated password; refuses a duplicate (1) and a bad email (2)', async () => {
    const created = await run(['--email', 'Owner@Example.com']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Admin created: owner@example\.com/);
    const password = /Password:\s+(\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();

    const { auth, close } = await openLocalAuth({ file: join(dataDir, 'amaravati.db') });
    try {
      expect(await auth.signIn('owner@example.com', password!)).not.toBeNull();
    } finally {
      await close();
    }

    const duplicate = await run(['--email', 'owner@example.com', '--password', 'other-pass']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);

    const invalid = await run(['--email', 'not-an-email', '--password', '123']);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/--email: Please enter a valid email address/);
    expect(invalid.stderr).toMatch(/--password: Password must be at least 6 characters/);
  }, 60_000);
});
