import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import type { AdminUser } from '../../ports/auth';
import { ADMIN_PASSWORD, anAdmin, apiRequest, sessionCookieOf, signIn } from '../../testing/auth';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('admin users (/api/admin/users)', () => {
  let server: TestServer;
  let priya: AdminUser;
  let cookie: string;
  beforeEach(async () => {
    server = await startTestServer();
    priya = await anAdmin(server, 'priya@example.com');
    cookie = await signIn(server, 'priya@example.com');
  });
  afterEach(async () => server.close());

  const users = (path = '') => `${server.url}/api/admin/users${path}`;

  it('lists the admins, oldest first, without any secret', async () => {
    const ravi = await anAdmin(server, 'ravi@example.com');
    const response = await apiRequest(users(), { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await json<AdminUser[]>(response);
    expect(body).toEqual([priya, ravi]);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt/i);
  });

  it('adds an admin without a password: 201 with a generated password, shown once, that signs in', async () => {
    const response = await apiRequest(users(), { method: 'POST', cookie, body: { email: ' Sita@Example.com ' } });
    expect(response.status).toBe(201);
    const body = await json<{ user: AdminUser; generatedPassword: string }>(response);
    expect(body.user.email).toBe('sita@example.com');
    expect(body.generatedPassword).toMatch(/^\S{16,}$/);
    expect((await server.auth.listAdmins()).map((admin) => admin.email)).toEqual(['priya@example.com', 'sita@example.com']);
    expect(await signIn(server, 'sita@example.com', body.generatedPassword)).toMatch(/^__session=/);
    // Listing never shows it again.
    expect(await (await apiRequest(users(), { cookie })).text()).not.toContain(body.generatedPassword);
  });

  it('adds an admin with the given password (an empty one counts as none)', async () => {
    const given = await apiRequest(users(), { method: 'POST', cookie, body: { email: 'sita@example.com', password: 'sita-pass-1' } });
    expect(given.status).toBe(201);
    expect(await json(given)).toEqual({ user: expect.objectContaining({ email: 'sita@example.com' }) });
    expect(await signIn(server, 'sita@example.com', 'sita-pass-1')).toMatch(/^__session=/);

    const blank = await apiRequest(users(), { method: 'POST', cookie, body: { email: 'gopi@example.com', password: '' } });
    expect((await json<{ generatedPassword?: string }>(blank)).generatedPassword).toEqual(expect.any(String));
  });

  it('refuses an email that already has an admin, in any case: 409', async () => {
    const response = await apiRequest(users(), { method: 'POST', cookie, body: { email: 'PRIYA@example.com', password: 'other-pass-1' } });
    const error = await expectApiError(response, 409, 'conflict');
    expect(error.message).toBe(MESSAGES.adminExists);
    expect(error.fields).toEqual({ email: MESSAGES.adminExists });
    expect(await server.auth.countAdmins()).toBe(1);
    expect(await signIn(server, 'priya@example.com', ADMIN_PASSWORD)).toMatch(/^__session=/);
  });

  it.each([
    [{}, { email: MESSAGES.emailRequired }],
    [{ email: 'sita' }, { email: MESSAGES.emailInvalid }],
    [{ email: 'sita@example.com', password: '12345' }, { password: MESSAGES.passwordTooShort }],
    [{ email: 'sita@example.com', password: 'p'.repeat(129) }, { password: MESSAGES.passwordTooLong }],
  ])('answers 422 for %j and adds nobody', async (body, fields) => {
    const error = await expectApiError(await apiRequest(users(), { method: 'POST', cookie, body }), 422, 'validation_failed');
    expect(error.fields).toEqual(fields);
    expect(await server.auth.countAdmins()).toBe(1);
  });

  it('removes another admin: 204, and their sessions end at once', async () => {
    const ravi = await anAdmin(server, 'ravi@example.com');
    const ravisCookie = await signIn(server, 'ravi@example.com');
    const response = await apiRequest(users(`/${ravi.id}`), { method: 'DELETE', cookie });
    expect(response.status).toBe(204);
    expect(await server.auth.listAdmins()).toEqual([priya]);
    await expectApiError(await apiRequest(users(), { cookie: ravisCookie }), 401, 'unauthenticated');
  });

  it('never removes the last admin: 409 "You cannot remove the last admin"', async () => {
    const error = await expectApiError(await apiRequest(users(`/${priya.id}`), { method: 'DELETE', cookie }), 409, 'conflict');
    expect(error.message).toBe(MESSAGES.lastAdmin);
    expect(await server.auth.listAdmins()).toEqual([priya]);
    expect((await apiRequest(users(), { cookie })).status).toBe(200);
  });

  it('lets an admin remove themselves when another remains, ending their session', async () => {
    await anAdmin(server, 'ravi@example.com');
    const response = await apiRequest(users(`/${priya.id}`), { method: 'DELETE', cookie });
    expect(response.status).toBe(204);
    expect(sessionCookieOf(response)?.value).toBe('');
    await expectApiError(await apiRequest(users(), { cookie }), 401, 'unauthenticated');
  });

  it.each(['AAAAAAAAAAAAAAAA', '..', 'x'.repeat(200), '%2e%2e'])('answers 404 for an unknown id (%s)', async (id) => {
    await anAdmin(server, 'ravi@example.com');
    await expectApiError(await apiRequest(users(`/${id}`), { method: 'DELETE', cookie }), 404, 'not_found');
    expect(await server.auth.countAdmins()).toBe(2);
  });
});
