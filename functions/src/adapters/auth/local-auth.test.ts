import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../../ports/auth';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { describeAuthContract } from './auth.contract';
import { openLocalAuth, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type LocalAuthOptions } from './local-auth';
import type * as scryptPassword from './scrypt-password';
import { verifyPassword, type ScryptParams } from './scrypt-password';

// A pass-through spy: every test uses the real scrypt; one test counts the verifications.
vi.mock('./scrypt-password', async (importOriginal) => {
  const original = await importOriginal<typeof scryptPassword>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

/** Cheap enough for dozens of hashes per test file; production uses N=2^17 (tested below). */
const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const MINUTE = 60_000;

let folder: string;
let fileCounter = 0;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'local-auth-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
function freshFile(): string {
  fileCounter += 1;
  return join(folder, `auth-${fileCounter}.db`);
}

describeAuthContract(
  'local (SQLite, scrypt)',
  async (clock) => {
    const { auth, close } = await openLocalAuth({ file: ':memory:', now: clock.now, scrypt: FAST_SCRYPT });
    return { auth, cleanup: close };
  },
  { controlsTime: true },
);

describe('local auth specifics', () => {
  let file: string;
  let auth: Auth;
  let close: () => Promise<void>;
  let raw: Client;
  let time: number;

  async function open(options: Partial<Omit<LocalAuthOptions, 'db'>> = {}) {
    ({ auth, close } = await openLocalAuth({ file, now: () => time, scrypt: FAST_SCRYPT, ...options }));
  }

  beforeEach(async () => {
    file = freshFile();
    time = Date.parse('2025-03-01T10:00:00Z');
    await open();
    raw = createClient({ url: `file:${file}` });
  });
  afterEach(async () => {
    raw.close();
    await close();
  });

  async function rows(query: string): Promise<Record<string, unknown>[]> {
    return (await raw.execute(query)).rows as unknown as Record<string, unknown>[];
  }

  it('stores only hashes: no password, session value or reset token appears in the database', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    const session = (await auth.signIn('priya@example.com', 'secret-password-1'))!;
    const reset = (await auth.createPasswordReset('priya@example.com'))!;
    if (reset.sentBy !== 'caller') throw new Error('the local adapter hands the reset token to the caller');
    const dump = JSON.stringify([
      await rows('SELECT * FROM users'),
      await rows('SELECT * FROM sessions'),
      await rows('SELECT * FROM password_resets'),
    ]);
    expect(dump).not.toContain('secret-password-1');
    expect(dump).not.toContain(session.sessionToken);
    expect(dump).not.toContain(reset.token);
    const [user] = await rows('SELECT password_hash FROM users');
    expect(String(user?.password_hash)).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('makes session values of 32 random bytes (base64url)', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    const { sessionToken } = (await auth.signIn('priya@example.com', 'secret-password-1'))!;
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(sessionToken, 'base64url')).toHaveLength(32);
  });

  it('ends a session after 2 hours without use', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    const { sessionToken } = (await auth.signIn('priya@example.com', 'secret-password-1'))!;
    time += SESSION_IDLE_MS - MINUTE;
    expect(await auth.verifySession(sessionToken)).not.toBeNull();
    time += SESSION_IDLE_MS;
    expect(await auth.verifySession(sessionToken)).toBeNull();
    expect(await rows('SELECT * FROM sessions')).toHaveLength(0);
  });

  it('keeps a used session alive past 2 hours, but never past 7 days', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    const { sessionToken, expiresAt } = (await auth.signIn('priya@example.com', 'secret-password-1'))!;
    expect(expiresAt.getTime()).toBe(time + SESSION_ABSOLUTE_MS);
    const end = time + SESSION_ABSOLUTE_MS;
    while (time + 30 * MINUTE < end) {
      time += 30 * MINUTE;
      expect(await auth.verifySession(sessionToken)).not.toBeNull();
    }
    time = end;
    expect(await auth.verifySession(sessionToken)).toBeNull();
  });

  it('moves the idle deadline forward at most once a minute', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    const { sessionToken } = (await auth.signIn('priya@example.com', 'secret-password-1'))!;
    const signedInAt = time;
    const lastSeen = async () => Number((await rows('SELECT last_seen_at FROM sessions'))[0]?.last_seen_at);
    time += 30_000;
    await auth.verifySession(sessionToken);
    expect(await lastSeen()).toBe(signedInAt);
    time += 31_000;
    await auth.verifySession(sessionToken);
    expect(await lastSeen()).toBe(time);
    const [row] = await rows('SELECT expires_at FROM sessions');
    expect(Number(row?.expires_at)).toBe(time + SESSION_IDLE_MS);
  });

  it('clears expired sessions at the next sign-in', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    await auth.signIn('priya@example.com', 'secret-password-1');
    await auth.signIn('priya@example.com', 'secret-password-1');
    time += SESSION_IDLE_MS + 1;
    await auth.signIn('priya@example.com', 'secret-password-1');
    expect(await rows('SELECT * FROM sessions')).toHaveLength(1);
  });

  it('upgrades a hash made with weaker parameters at the next sign-in', async () => {
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    await close();
    await open({ scrypt: { N: 2 ** 11, r: 8, p: 1 } });
    expect(await auth.signIn('priya@example.com', 'secret-password-1')).not.toBeNull();
    const [user] = await rows('SELECT password_hash FROM users');
    expect(String(user?.password_hash)).toMatch(/^\$scrypt\$ln=11,/);
    expect(await auth.signIn('priya@example.com', 'secret-password-1')).not.toBeNull();
  });

  it('shares the database file with the store without touching its data', async () => {
    const store = await createSqliteStore({ file });
    await store.subscribers.add('reader@example.com', 'en');
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    expect(await store.subscribers.count()).toBe(1);
    expect(await auth.countAdmins()).toBe(1);
    await store.close();
  });

  it('spends the same scrypt work on an unknown email as on a known one', async () => {
    // Counted, not timed: a wall-clock comparison is at the mercy of a busy machine. An unknown
    // email must run one full verification at the configured cost, exactly like a wrong password.
    await auth.createAdmin('priya@example.com', 'secret-password-1');
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    expect(await auth.signIn('priya@example.com', 'wrong-password')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    const knownHash = verify.mock.calls[0]![1];
    verify.mockClear();
    expect(await auth.signIn('nobody@example.com', 'wrong-password')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    const dummyHash = verify.mock.calls[0]![1];
    // Same algorithm and cost parameters in both hashes ('$scrypt$ln=..,r=..,p=..$').
    expect(dummyHash.split('$').slice(0, 3)).toEqual(knownHash.split('$').slice(0, 3));
  });

  it('hashes with the production cost by default (N=2^17 needs maxmem raised)', async () => {
    await close();
    await open({ scrypt: undefined });
    const { generatedPassword } = await auth.createAdmin('priya@example.com');
    const [user] = await rows('SELECT password_hash FROM users');
    expect(String(user?.password_hash)).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await auth.signIn('priya@example.com', generatedPassword!)).not.toBeNull();
  });
});
