import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalAuth } from '../../adapters/auth/local-auth';
import type { Auth } from '../../ports/auth';
import { TEST_SCRYPT } from '../../testing/test-server';
import { DEFAULT_FIRST_ADMIN_EMAIL, ensureFirstAdmin, firstAdminBanner } from './first-admin';

describe('the first admin', () => {
  let auth: Auth;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ auth, close } = await openLocalAuth({ file: ':memory:', scrypt: TEST_SCRYPT }));
  });
  afterEach(async () => close());

  it('is made on the first start with a generated password, once', async () => {
    const first = await ensureFirstAdmin(auth);
    expect(first).toEqual({ email: DEFAULT_FIRST_ADMIN_EMAIL, generatedPassword: expect.any(String) });
    expect(await auth.signIn(DEFAULT_FIRST_ADMIN_EMAIL, first!.generatedPassword!)).not.toBeNull();
    expect(await ensureFirstAdmin(auth)).toBeNull();
    expect(await ensureFirstAdmin(auth, { email: 'other@example.com', password: 'other-pass' })).toBeNull();
    expect(await auth.countAdmins()).toBe(1);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD when given, and then shows no password', async () => {
    const first = await ensureFirstAdmin(auth, { email: 'Owner@Plots.example.in', password: 'owner-pass-1' });
    expect(first).toEqual({ email: 'owner@plots.example.in' });
    expect(await auth.signIn('owner@plots.example.in', 'owner-pass-1')).not.toBeNull();
  });

  it('is not made when an admin exists already', async () => {
    await auth.createAdmin('someone@example.com', 'someone-pass');
    expect(await ensureFirstAdmin(auth)).toBeNull();
    expect((await auth.listAdmins()).map((admin) => admin.email)).toEqual(['someone@example.com']);
  });
});

describe('firstAdminBanner', () => {
  it('boxes the login URL, the email and the generated password', () => {
    const banner = firstAdminBanner({ email: 'admin@example.com', generatedPassword: 'Xy7kP2mQ9rTt4vWz8bNc' }, 'http://localhost:3000/admin/login');
    const lines = banner.split('\n').filter((line) => line.trim() !== '');
    expect(lines[0]).toMatch(/^ {2}┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^ {2}└─+┘$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(banner).toContain('http://localhost:3000/admin/login');
    expect(banner).toContain('admin@example.com');
    expect(banner).toContain('Xy7kP2mQ9rTt4vWz8bNc');
    expect(banner).toMatch(/shown only this once/);
  });

  it('does not print a password that came from ADMIN_PASSWORD', () => {
    const banner = firstAdminBanner({ email: 'owner@plots.example.in' }, 'https://plots.example.in/admin/login');
    expect(banner).toContain('the one in ADMIN_PASSWORD');
  });
});
