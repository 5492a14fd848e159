import { createClient } from '@libsql/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import { ADMIN_PASSWORD, anAdmin, apiRequest, outboxMails, resetLinkOf, sessionCookieOf, settle, signIn, waitForOutbox } from '../../testing/auth';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer, type TestServerOptions } from '../../testing/test-server';
import { RESET_MAIL_SUBJECT } from './mails/reset-password-mail';

const HOUR = 60 * 60 * 1000;
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/** Counts rows of the auth tables straight from the file (a different path than the API). */
async function rowCount(server: TestServer, table: 'sessions' | 'users' | 'password_resets'): Promise<number> {
  const client = createClient({ url: `file:${server.dbFile}` });
  try {
    return Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  } finally {
    client.close();
  }
}

function login(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return apiRequest(`${server.url}/api/auth/login`, { method: 'POST', body, headers });
}

function sessionOf(server: TestServer, cookie?: string) {
  return apiRequest(`${server.url}/api/auth/session`, { cookie });
}

describe('POST /api/auth/login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await anAdmin(server, 'priya@example.com');
  });
  afterAll(async () => server.close());

  it('signs in: 200 { user } and a __session cookie: HttpOnly, SameSite=Strict, Path=/, Max-Age 7 days, not Secure over http', async () => {
    const response = await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await json<{ user: { id: string; email: string; createdAt: string } }>(response);
    expect(body).toEqual({ user: { id: expect.any(String), email: 'priya@example.com', createdAt: expect.any(String) } });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);

    const cookie = sessionCookieOf(response)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(Number(cookie.attributes.get('max-age'))).toBeGreaterThan(SEVEN_DAYS_S - 10);
    expect(Number(cookie.attributes.get('max-age'))).toBeLessThanOrEqual(SEVEN_DAYS_S);
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('domain')).toBe(false);

    const session = await sessionOf(server, `__session=${cookie.value}`);
    expect(session.status).toBe(200);
    expect(await json(session)).toEqual({ user: body.user });
  });

  it('ignores the case and spaces around the email', async () => {
    expect((await login(server, { email: '  PRIYA@Example.com ', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('answers every failure with the same 401 "Invalid email or password"', async () => {
    const attempts = [
      { email: 'priya@example.com', password: 'wrong-password' },
      { email: 'priya@example.com', password: ADMIN_PASSWORD.toUpperCase() },
      { email: 'nobody@example.com', password: ADMIN_PASSWORD },
      { email: 'not-an-email', password: ADMIN_PASSWORD },
      { email: 'priya@example.com', password: ADMIN_PASSWORD + 'x'.repeat(200) },
      { email: 'x'.repeat(300) + '@example.com', password: ADMIN_PASSWORD },
    ];
    const bodies = new Set<string>();
    for (const attempt of attempts) {
      const response = await login(server, attempt);
      const error = await expectApiError(response, 401, 'unauthenticated');
      expect(error.message).toBe(MESSAGES.invalidCredentials);
      expect(error.fields).toBeUndefined();
      expect(sessionCookieOf(response)).toBeUndefined();
      bodies.add(JSON.stringify(error));
    }
    expect(bodies.size).toBe(1);
  });

  it.each([
    [{}, { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired }],
    [{ email: '   ', password: '' }, { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired }],
    [{ email: 'priya@example.com' }, { password: MESSAGES.passwordRequired }],
    [{ password: ADMIN_PASSWORD }, { email: MESSAGES.emailRequired }],
  ])('answers 422 with the fields when something is missing (%j)', async (body, fields) => {
    const error = await expectApiError(await login(server, body), 422, 'validation_failed');
    expect(error.fields).toEqual(fields);
  });

  it('gives a new value at every sign-in and ends the session the browser still held', async () => {
    const first = await signIn(server, 'priya@example.com');
    const second = await signIn(server, 'priya@example.com', ADMIN_PASSWORD, { Cookie: first });
    expect(second).not.toBe(first);
    expect((await sessionOf(server, first)).status).toBe(401);
    expect((await sessionOf(server, second)).status).toBe(200);
  });

  it.each([
    ['without X-Requested-With', { 'X-Requested-With': '' }, 403],
    ['cross-site (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'cross-site' }, 403],
    ['from a foreign Origin', { Origin: 'https://evil.example' }, 403],
    ['as text/plain (a cross-site form)', { 'Content-Type': 'text/plain' }, 415],
  ])('refuses a sign-in %s, and no session is made', async (_label, headers, status) => {
    const before = await rowCount(server, 'sessions');
    const response = await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD }, headers);
    expect(response.status).toBe(status);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await rowCount(server, 'sessions')).toBe(before);
  });
});

describe('cookie flags in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ secureCookies: true });
    await anAdmin(server, 'priya@example.com');
  });
  afterAll(async () => server.close());

  it('marks the cookie Secure (NODE_ENV=production)', async () => {
    const response = await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD });
    const cookie = sessionCookieOf(response)!;
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
  });

  it('marks the cleared cookie of a logout Secure too', async () => {
    const cookie = await signIn(server, 'priya@example.com');
    const response = await apiRequest(`${server.url}/api/auth/logout`, { method: 'POST', cookie });
    expect(sessionCookieOf(response)!.attributes.has('secure')).toBe(true);
  });
});

describe('cookie flags behind an https proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await anAdmin(server, 'priya@example.com');
  });
  afterAll(async () => server.close());

  it('marks the cookie Secure when a trusted proxy says the request came over https', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    const response = await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD }, headers);
    expect(sessionCookieOf(response)!.attributes.has('secure')).toBe(true);
  });
});

describe('POST /api/auth/logout and GET /api/auth/session', () => {
  let server: TestServer;
  let time = 0;
  beforeAll(async () => {
    server = await startTestServer({ now: () => Date.now() + time });
    await anAdmin(server, 'priya@example.com');
  });
  afterEach(() => {
    time = 0;
  });
  afterAll(async () => server.close());

  it('logs out: 204, the cookie cleared and the session ended on the server', async () => {
    const cookie = await signIn(server, 'priya@example.com');
    const response = await apiRequest(`${server.url}/api/auth/logout`, { method: 'POST', cookie });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cleared = sessionCookieOf(response)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.attributes.get('expires')!).getTime()).toBeLessThan(Date.now());
    // The old value, replayed, is worthless.
    await expectApiError(await sessionOf(server, cookie), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/users`, { cookie }), 401, 'unauthenticated');
  });

  it('answers 204 to a logout without a session', async () => {
    expect((await apiRequest(`${server.url}/api/auth/logout`, { method: 'POST' })).status).toBe(204);
  });

  it('refuses a logout without X-Requested-With (403) and the session lives on', async () => {
    const cookie = await signIn(server, 'priya@example.com');
    const response = await apiRequest(`${server.url}/api/auth/logout`, { method: 'POST', cookie, headers: { 'X-Requested-With': '' } });
    await expectApiError(response, 403, 'forbidden');
    expect((await sessionOf(server, cookie)).status).toBe(200);
  });

  it.each([
    ['no cookie', undefined],
    ['a made-up value', '__session=not-a-real-session'],
    ['an empty value', '__session='],
    ['two different values (cookie tossing)', 'PLACEHOLDER'],
  ])('answers 401 to %s, never cached', async (_label, cookie) => {
    const header = cookie === 'PLACEHOLDER' ? `${await signIn(server, 'priya@example.com')}; __session=planted-by-a-sibling` : cookie;
    const response = await sessionOf(server, header);
    await expectApiError(response, 401, 'unauthenticated');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('clears a stale cookie it was sent', async () => {
    const response = await sessionOf(server, '__session=not-a-real-session');
    expect(sessionCookieOf(response)?.value).toBe('');
  });

  it('ends a session after 2 hours without use', async () => {
    const cookie = await signIn(server, 'priya@example.com');
    time = HOUR;
    expect((await sessionOf(server, cookie)).status).toBe(200);
    time = 3 * HOUR + 60_000; // 2 h after the last use
    await expectApiError(await sessionOf(server, cookie), 401, 'unauthenticated');
  });
});

describe('POST /api/admin/password', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    await anAdmin(server, 'priya@example.com');
  });
  afterEach(async () => server.close());

  function change(cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
    return apiRequest(`${server.url}/api/admin/password`, { method: 'POST', cookie, body, headers });
  }

  it('changes the password: 204, other sessions end, this one goes on', async () => {
    const mine = await signIn(server, 'priya@example.com');
    const phone = await signIn(server, 'priya@example.com');
    const response = await change(mine, { newPassword: 'new-password-1', confirmPassword: 'new-password-1' });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    expect((await sessionOf(server, mine)).status).toBe(200);
    await expectApiError(await sessionOf(server, phone), 401, 'unauthenticated');
    await expectApiError(await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD }), 401, 'unauthenticated');
    expect((await login(server, { email: 'priya@example.com', password: 'new-password-1' })).status).toBe(200);
  });

  it.each([
    [{}, { newPassword: MESSAGES.newPasswordRequired, confirmPassword: MESSAGES.confirmPasswordRequired }],
    [{ newPassword: '', confirmPassword: '' }, { newPassword: MESSAGES.newPasswordRequired, confirmPassword: MESSAGES.confirmPasswordRequired }],
    [{ newPassword: '12345', confirmPassword: '12345' }, { newPassword: MESSAGES.passwordTooShort }],
    [{ newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, { newPassword: MESSAGES.passwordTooLong }],
    [{ newPassword: 'new-password-1', confirmPassword: 'new-password-2' }, { confirmPassword: MESSAGES.passwordsDoNotMatch }],
    [{ newPassword: 'new-password-1' }, { confirmPassword: MESSAGES.confirmPasswordRequired }],
  ])('answers 422 for %j and changes nothing', async (body, fields) => {
    const cookie = await signIn(server, 'priya@example.com');
    const error = await expectApiError(await change(cookie, body), 422, 'validation_failed');
    expect(error.fields).toEqual(fields);
    expect((await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('accepts exactly 6 characters', async () => {
    const cookie = await signIn(server, 'priya@example.com');
    expect((await change(cookie, { newPassword: '123456', confirmPassword: '123456' })).status).toBe(204);
  });

  it('needs a session (401) and the custom header (403)', async () => {
    const body = { newPassword: 'new-password-1', confirmPassword: 'new-password-1' };
    await expectApiError(await change(undefined, body), 401, 'unauthenticated');
    const cookie = await signIn(server, 'priya@example.com');
    await expectApiError(await change(cookie, body, { 'X-Requested-With': '' }), 403, 'forbidden');
    expect((await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  let server: TestServer;
  let time = 0;
  const logLines: string[] = [];
  const log: Logger = {
    info: (event, data) => void logLines.push(`${event} ${JSON.stringify(data ?? {})}`),
    warn: (event, data) => void logLines.push(`${event} ${JSON.stringify(data ?? {})}`),
    error: (event, data) => void logLines.push(`${event} ${JSON.stringify(data ?? {})}`),
  };
  beforeEach(async () => {
    time = 0;
    logLines.length = 0;
    server = await startTestServer({ now: () => Date.now() + time, log, mailLinkOrigin: 'http://localhost:3000' });
    await anAdmin(server, 'priya@example.com');
  });
  afterEach(async () => server.close());

  function forgot(body: unknown, headers: Record<string, string> = {}) {
    return apiRequest(`${server.url}/api/auth/forgot-password`, { method: 'POST', body, headers });
  }
  function reset(body: unknown) {
    return apiRequest(`${server.url}/api/auth/reset-password`, { method: 'POST', body });
  }

  it.each([
    [{}, MESSAGES.emailFirst],
    [{ email: '' }, MESSAGES.emailFirst],
    [{ email: '   ' }, MESSAGES.emailFirst],
    [{ email: 'priya' }, MESSAGES.emailInvalid],
  ])('answers 422 for %j', async (body, message) => {
    const error = await expectApiError(await forgot(body), 422, 'validation_failed');
    expect(error.fields).toEqual({ email: message });
  });

  it('answers the same 202 whether or not the email has an admin, and mails only the admin', async () => {
    const known = await forgot({ email: 'Priya@example.com' });
    const unknown = await forgot({ email: 'nobody@example.com' });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(202);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()];
    expect(knownBody).toBe(unknownBody);
    expect(JSON.parse(knownBody)).toEqual({ message: MESSAGES.resetEmailSent, key: 'resetEmailSent' });
    expect(known.headers.get('content-length')).toBe(unknown.headers.get('content-length'));

    const mails = await waitForOutbox(server.outboxDir, 1);
    await settle();
    expect(await outboxMails(server.outboxDir)).toHaveLength(1);
    expect(mails[0]?.to).toBe('priya@example.com');
    expect(mails[0]?.subject).toBe(RESET_MAIL_SUBJECT);
  });

  it('mails a link to the reset page that resets once, ends every session, and is then dead', async () => {
    const session = await signIn(server, 'priya@example.com');
    expect((await forgot({ email: 'priya@example.com' })).status).toBe(202);
    const [mail] = await waitForOutbox(server.outboxDir, 1);
    const link = resetLinkOf(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/admin/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token is in the mail only, never in the log.
    expect(logLines.join('\n')).not.toContain(token);

    const response = await reset({ token, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(response.status).toBe(204);
    await expectApiError(await sessionOf(server, session), 401, 'unauthenticated');
    expect((await login(server, { email: 'priya@example.com', password: 'brand-new-1' })).status).toBe(200);
    await expectApiError(await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD }), 401, 'unauthenticated');

    const again = await expectApiError(await reset({ token, password: 'third-pass-1', confirmPassword: 'third-pass-1' }), 400, 'bad_request');
    expect(again.message).toBe(MESSAGES.invalidResetLink);
    expect((await login(server, { email: 'priya@example.com', password: 'brand-new-1' })).status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    await forgot({ email: 'priya@example.com' });
    const token = resetLinkOf((await waitForOutbox(server.outboxDir, 1))[0]!).searchParams.get('token')!;
    time = HOUR + 1000;
    const error = await expectApiError(await reset({ token, password: 'brand-new-1', confirmPassword: 'brand-new-1' }), 400, 'bad_request');
    expect(error.message).toBe(MESSAGES.invalidResetLink);
    expect((await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it.each([
    [{ password: 'brand-new-1', confirmPassword: 'brand-new-1' }],
    [{ token: '', password: 'brand-new-1', confirmPassword: 'brand-new-1' }],
    [{ token: 'made-up-token', password: 'brand-new-1', confirmPassword: 'brand-new-1' }],
    [{ token: 'A'.repeat(43), password: 'brand-new-1', confirmPassword: 'brand-new-1' }],
  ])('answers 400 "This reset link is invalid or has expired." for %j', async (body) => {
    const error = await expectApiError(await reset(body), 400, 'bad_request');
    expect(error.message).toBe(MESSAGES.invalidResetLink);
  });

  it.each([
    [{ password: '12345', confirmPassword: '12345' }, { password: MESSAGES.passwordTooShort }],
    [{ password: 'brand-new-1', confirmPassword: 'brand-new-2' }, { confirmPassword: MESSAGES.passwordsDoNotMatch }],
    [{ password: '', confirmPassword: '' }, { password: MESSAGES.passwordRequired, confirmPassword: MESSAGES.confirmPasswordRequired }],
  ])('answers 422 for a bad new password %j, leaving the link usable', async (passwords, fields) => {
    await forgot({ email: 'priya@example.com' });
    const token = resetLinkOf((await waitForOutbox(server.outboxDir, 1))[0]!).searchParams.get('token')!;
    const error = await expectApiError(await reset({ token, ...passwords }), 422, 'validation_failed');
    expect(error.fields).toEqual(fields);
    expect((await reset({ token, password: 'brand-new-1', confirmPassword: 'brand-new-1' })).status).toBe(204);
  });

  it('never builds the link from a forged Host header', async () => {
    await forgot({ email: 'priya@example.com' }, { 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' });
    await forgot({ email: 'priya@example.com' }, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' });
    const mails = await waitForOutbox(server.outboxDir, 1);
    for (const mail of mails) expect(resetLinkOf(mail).origin).toBe('http://localhost:3000');
  });
});

describe('reset links with PUBLIC_ORIGIN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicOrigin: 'https://plots.example.in' });
    await anAdmin(server, 'priya@example.com');
  });
  afterAll(async () => server.close());

  it('point at the public origin', async () => {
    const response = await apiRequest(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      body: { email: 'priya@example.com' },
      headers: { Origin: 'https://plots.example.in' },
    });
    expect(response.status).toBe(202);
    const [mail] = await waitForOutbox(server.outboxDir, 1);
    expect(resetLinkOf(mail!).href).toMatch(/^https:\/\/plots\.example\.in\/admin\/reset-password\?token=[\w-]{43}$/);
  });
});

describe('throttling', () => {
  let server: TestServer;
  async function start(throttle: TestServerOptions['authThrottle']) {
    server = await startTestServer({ authThrottle: throttle });
    await anAdmin(server, 'priya@example.com');
    await anAdmin(server, 'ravi@example.com');
  }
  afterEach(async () => server.close());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  async function expectThrottled(response: Response) {
    const error = await expectApiError(response, 429, 'rate_limited');
    expect(error.message).toBe(MESSAGES.tooManySignInAttempts);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionCookieOf(response)).toBeUndefined();
  }

  it('limits sign-in attempts per client address, whatever the account, right password included', async () => {
    await start({ loginAttemptsPerIp: 3 });
    expect((await login(server, { email: 'priya@example.com', password: 'wrong' }, from('203.0.113.7'))).status).toBe(401);
    expect((await login(server, { email: 'ravi@example.com', password: 'wrong' }, from('203.0.113.7'))).status).toBe(401);
    expect((await login(server, { email: 'ravi@example.com', password: ADMIN_PASSWORD }, from('203.0.113.7'))).status).toBe(200);
    await expectThrottled(await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD }, from('203.0.113.7')));
    await expectThrottled(await login(server, {}, from('203.0.113.7')));
    // Another address has its own bucket.
    expect((await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD }, from('198.51.100.9'))).status).toBe(200);
  });

  it('counts one IPv6 /56 as one client', async () => {
    await start({ loginAttemptsPerIp: 2 });
    await login(server, { email: 'priya@example.com', password: 'wrong' }, from('2001:db8:1:100::1'));
    await login(server, { email: 'priya@example.com', password: 'wrong' }, from('2001:db8:1:1ff::2'));
    await expectThrottled(await login(server, { email: 'ravi@example.com', password: ADMIN_PASSWORD }, from('2001:db8:1:120::3')));
  });

  it('locks an account after repeated failures from any address, even for the right password; others are unaffected', async () => {
    await start({ loginFailuresPerAccount: 3 });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await login(server, { email: 'priya@example.com', password: 'wrong' }, from(ip))).status).toBe(401);
    }
    await expectThrottled(await login(server, { email: 'PRIYA@example.com', password: ADMIN_PASSWORD }, from('203.0.113.4')));
    expect((await login(server, { email: 'ravi@example.com', password: ADMIN_PASSWORD }, from('203.0.113.4'))).status).toBe(200);
  });

  it('treats an email without an admin exactly like one with (the 429 reveals nothing)', async () => {
    await start({ loginFailuresPerAccount: 2 });
    const answers: string[] = [];
    for (const email of ['priya@example.com', 'nobody@example.com']) {
      await login(server, { email, password: 'wrong' });
      await login(server, { email, password: 'wrong' });
      const response = await login(server, { email, password: 'wrong' });
      await expectThrottled(response.clone());
      answers.push(`${response.status} ${await response.text()}`);
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    await start({ loginFailuresPerAccount: 3 });
    await login(server, { email: 'priya@example.com', password: 'wrong' });
    await login(server, { email: 'priya@example.com', password: 'wrong' });
    expect((await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD })).status).toBe(200);
    await login(server, { email: 'priya@example.com', password: 'wrong' });
    await login(server, { email: 'priya@example.com', password: 'wrong' });
    expect((await login(server, { email: 'priya@example.com', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('limits forgot- and reset-password requests per client address', async () => {
    await start({ resetRequestsPerIp: 2 });
    const forgot = () => apiRequest(`${server.url}/api/auth/forgot-password`, { method: 'POST', body: { email: 'nobody@example.com' } });
    expect((await forgot()).status).toBe(202);
    expect((await forgot()).status).toBe(202);
    await expectThrottled(await forgot());
    const reset = await apiRequest(`${server.url}/api/auth/reset-password`, { method: 'POST', body: { token: 'x', password: 'abcdef', confirmPassword: 'abcdef' } });
    await expectThrottled(reset);
  });

  it('sends a limited number of reset mails per account, answering alike', async () => {
    await start({ resetMailsPerAccount: 1 });
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      const response = await apiRequest(`${server.url}/api/auth/forgot-password`, { method: 'POST', body: { email: 'priya@example.com' }, headers: from(ip) });
      expect(response.status).toBe(202);
    }
    await waitForOutbox(server.outboxDir, 1);
    await settle();
    expect(await outboxMails(server.outboxDir)).toHaveLength(1);
  });
});

describe('no public sign-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it.each([
    ['POST', '/api/auth/signup'],
    ['POST', '/api/auth/sign-up'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/users'],
    ['POST', '/api/users'],
    ['POST', '/api/signup'],
    ['POST', '/api/register'],
  ])('%s %s is not an endpoint (404) and creates no user', async (method, path) => {
    const response = await apiRequest(`${server.url}${path}`, { method, body: { email: 'mallory@example.com', password: 'mallory-pass' } });
    await expectApiError(response, 404, 'not_found');
    expect(await server.auth.countAdmins()).toBe(0);
  });

  it('needs a session to add an admin', async () => {
    const response = await apiRequest(`${server.url}/api/admin/users`, { method: 'POST', body: { email: 'mallory@example.com', password: 'mallory-pass' } });
    await expectApiError(response, 401, 'unauthenticated');
    expect(await server.auth.countAdmins()).toBe(0);
  });
});

describe('POST /api/auth/forgot-password on Cloud Functions (awaitBackgroundWork)', () => {
  // A slow mail provider: the answer must not leave before the mail when the instance may freeze after it.
  const slow = (mailer: Mailer): Mailer => ({
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await mailer.send(message);
    },
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with awaitBackgroundWork=%s the outbox holds %i mail when the 202 arrives', async (awaitBackgroundWork, mailsAtAnswer) => {
    const cloud = await startTestServer({ awaitBackgroundWork, wrapMailer: slow, mailLinkOrigin: 'http://localhost:3000' });
    try {
      await anAdmin(cloud, 'priya@example.com');
      const response = await apiRequest(`${cloud.url}/api/auth/forgot-password`, { method: 'POST', body: { email: 'priya@example.com' } });
      expect(response.status).toBe(202);
      expect(await outboxMails(cloud.outboxDir)).toHaveLength(mailsAtAnswer);
      await waitForOutbox(cloud.outboxDir, 1);
    } finally {
      await cloud.close();
    }
  });
});

