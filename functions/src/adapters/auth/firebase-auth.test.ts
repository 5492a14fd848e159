import type { Auth as AdminAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthService } from '../../features/auth/auth.service';
import type { Logger } from '../../ports/logger';
import type { Auth } from '../../ports/auth';
import type { Mailer } from '../../ports/mailer';
import { startAuthEmulator, type AuthEmulator } from '../../local-run/auth-emulator';
import { describeAuthContract } from './auth.contract';
import { createFirebaseAuth, DEFAULT_IDENTITY_TOOLKIT_ORIGIN, identityToolkitOrigin, type FirebaseAuthOptions } from './firebase-auth';

/**
 * One Auth emulator (firebase-tools, offline) for the whole file: it takes 10+ s to start. Its
 * REST API serves one project only, so tests share it and start from no accounts instead.
 */

const API_KEY = 'demo-web-api-key';
const PASSWORD = 'correct horse 7';
const OTHER_PASSWORD = 'battery staple 9';

let emulator: AuthEmulator;
let adminAuth: AdminAuth;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  adminAuth = emulator.newAdminAuth();
}, 90_000);
afterAll(async () => {
  await emulator?.stop();
});

function firebaseAuth(options: Partial<FirebaseAuthOptions> = {}): Auth {
  return createFirebaseAuth({ auth: adminAuth, apiKey: API_KEY, identityToolkitOrigin: emulator.identityToolkitOrigin, ...options });
}

describeAuthContract(
  'firebase (Auth emulator)',
  async () => {
    await emulator.clearAccounts();
    return { auth: firebaseAuth(), cleanup: async () => {}, readResetToken: (email) => emulator.readResetCode(email) };
  },
  {
    // Firebase mails the link itself (sendOobCode); the admin finds the code in the mail.
    resetLinksSentBy: 'provider',
    // A Firebase reset code works until it is used or expires: neither a newer code nor a password
    // change cancels it (the emulator shows it; Firebase documents no such rule and has no call to
    // cancel a code), so the adapter cannot promise either.
    supersedesResetLinks: false,
    resetLinksDieOnPasswordChange: false,
  },
);

/** Recorded log lines, as text, to search for secrets. */
function recordingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const record = (level: string) => (event: string, data?: Record<string, unknown>) => void lines.push(`${level} ${event} ${JSON.stringify(data ?? {})}`);
  return { log: { info: record('info'), warn: record('warn'), error: record('error') }, lines };
}

/** Resolves at the start of a whole second, so what follows at once happens within that second. */
async function startOfASecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

/** A Firebase session cookie made the way the adapter makes one, for a user the adapter would refuse. */
async function sessionCookieOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${emulator.identityToolkitOrigin}/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  return adminAuth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
}

describe('firebase auth specifics', () => {
  let auth: Auth;
  beforeEach(async () => {
    await emulator.clearAccounts();
    auth = firebaseAuth();
  });

  it('keeps out a Firebase user without the admin claim: no sign-in, no session, not listed, no reset', async () => {
    await auth.createAdmin('priya@example.com', PASSWORD);
    await adminAuth.createUser({ email: 'visitor@example.com', password: PASSWORD });
    expect(await auth.signIn('visitor@example.com', PASSWORD)).toBeNull();
    expect(await auth.verifySession(await sessionCookieOf('visitor@example.com', PASSWORD))).toBeNull();
    expect((await auth.listAdmins()).map((admin) => admin.email)).toEqual(['priya@example.com']);
    expect(await auth.countAdmins()).toBe(1);
    expect(await auth.createPasswordReset('visitor@example.com')).toBeNull();
    expect((await emulator.oobCodes()).filter((code) => code.email === 'visitor@example.com')).toEqual([]);
  });

  it('ends the access of an admin whose claim is taken away at once, not when the cookie expires', async () => {
    const { user } = await auth.createAdmin('priya@example.com', PASSWORD);
    const { sessionToken } = (await auth.signIn('priya@example.com', PASSWORD))!;
    expect(await auth.verifySession(sessionToken)).toEqual(user);
    await adminAuth.setCustomUserClaims(user.id, null);
    expect(await auth.verifySession(sessionToken)).toBeNull();
  });

  it('gives the claim to a new admin, and removeAdmin leaves other Firebase users alone', async () => {
    const { user } = await auth.createAdmin('priya@example.com', PASSWORD);
    expect((await adminAuth.getUser(user.id)).customClaims).toEqual({ admin: true });
    const visitor = await adminAuth.createUser({ email: 'visitor@example.com', password: PASSWORD });
    await auth.createAdmin('ravi@example.com', PASSWORD);
    expect(await auth.removeAdmin(visitor.uid)).toBe(false);
    expect((await adminAuth.getUser(visitor.uid)).email).toBe('visitor@example.com');
  });

  it('refuses a session revoked from outside (console, another server) and one of a disabled user', async () => {
    const { user } = await auth.createAdmin('priya@example.com', PASSWORD);
    await auth.createAdmin('ravi@example.com', PASSWORD);
    const priyas = (await auth.signIn('priya@example.com', PASSWORD))!.sessionToken;
    const ravis = (await auth.signIn('ravi@example.com', PASSWORD))!.sessionToken;
    // A revocation counts from the next whole second after the sign-in (see the next test).
    await startOfASecond();
    await adminAuth.revokeRefreshTokens(user.id);
    expect(await auth.verifySession(priyas)).toBeNull();

    const ravi = (await auth.verifySession(ravis))!;
    await adminAuth.updateUser(ravi.id, { disabled: true });
    expect(await auth.verifySession(ravis)).toBeNull();
    expect(await auth.signIn('ravi@example.com', PASSWORD)).toBeNull();
  });

  it('ends a session signed in within the very second of the sign-out, password change or reset', async () => {
    // Firebase compares whole seconds: without the adapter's wait these sessions would survive.
    const { user } = await auth.createAdmin('priya@example.com', PASSWORD);
    await startOfASecond();
    const first = (await auth.signIn('priya@example.com', PASSWORD))!.sessionToken;
    await auth.signOut(first);
    expect(await auth.verifySession(first)).toBeNull();

    await startOfASecond();
    const second = (await auth.signIn('priya@example.com', PASSWORD))!.sessionToken;
    const kept = (await auth.changePassword(user.id, OTHER_PASSWORD, { keepSession: second }))!;
    expect(await auth.verifySession(second)).toBeNull();
    expect((await auth.verifySession(kept.sessionToken))?.id).toBe(user.id);

    await startOfASecond();
    const third = (await auth.signIn('priya@example.com', OTHER_PASSWORD))!.sessionToken;
    await auth.createPasswordReset('priya@example.com');
    expect(await auth.resetPassword(await emulator.readResetCode('priya@example.com'), PASSWORD)).toBe(true);
    expect(await auth.verifySession(third)).toBeNull();
  });

  it('gives a new session value to two sign-ins within the same second', async () => {
    await auth.createAdmin('priya@example.com', PASSWORD);
    await startOfASecond();
    const first = (await auth.signIn('priya@example.com', PASSWORD))!.sessionToken;
    const second = (await auth.signIn('priya@example.com', PASSWORD))!.sessionToken;
    expect(second).not.toBe(first);
  });

  it('hands out a Firebase session cookie (not an ID token) lasting sessionDays', async () => {
    const { user } = await auth.createAdmin('priya@example.com', PASSWORD);
    const result = (await auth.signIn('priya@example.com', PASSWORD))!;
    const decoded = await adminAuth.verifySessionCookie(result.sessionToken, true);
    expect(decoded.uid).toBe(user.id);
    expect(decoded.admin).toBe(true);
    await expect(adminAuth.verifyIdToken(result.sessionToken)).rejects.toMatchObject({ code: 'auth/argument-error' });
    expect(Math.abs(decoded.exp * 1000 - result.expiresAt.getTime())).toBeLessThan(5000);
    expect(result.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60 * 1000 - 60_000);

    const oneDay = (await firebaseAuth({ sessionDays: 1 }).signIn('priya@example.com', PASSWORD))!;
    const decodedOneDay = await adminAuth.verifySessionCookie(oneDay.sessionToken);
    expect(Math.abs(decodedOneDay.exp * 1000 - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
  });

  it('refuses session lengths Firebase does not allow, and a missing API key', () => {
    expect(() => firebaseAuth({ sessionDays: 15 })).toThrow(/5 minutes to 14 days/);
    expect(() => firebaseAuth({ sessionDays: 0 })).toThrow(/5 minutes to 14 days/);
    expect(() => firebaseAuth({ apiKey: '' })).toThrow(/API key/);
  });

  it('sends the reset through sendOobCode: the emulator holds a PASSWORD_RESET code for the stored address', async () => {
    await auth.createAdmin('priya@example.com', PASSWORD);
    const before = (await emulator.oobCodes()).length;
    expect(await auth.createPasswordReset(' Priya@Example.com')).toEqual({ sentBy: 'provider', email: 'priya@example.com' });
    const codes = (await emulator.oobCodes()).slice(before);
    expect(codes).toEqual([expect.objectContaining({ email: 'priya@example.com', requestType: 'PASSWORD_RESET' })]);
    expect(codes[0]!.oobLink).toMatch(/[?&]mode=resetPassword&.*oobCode=/);
  });

  it('does not reset the password of a non-admin with a code mailed to them', async () => {
    await adminAuth.createUser({ email: 'visitor@example.com', password: PASSWORD });
    await fetch(`${emulator.identityToolkitOrigin}/v1/accounts:sendOobCode?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email: 'visitor@example.com' }),
    });
    expect(await auth.resetPassword(await emulator.readResetCode('visitor@example.com'), OTHER_PASSWORD)).toBe(false);
    expect(await sessionCookieOf('visitor@example.com', PASSWORD)).toEqual(expect.any(String));
  });

  it('lets the auth service mail nothing itself: it logs that Firebase sent the link', async () => {
    await auth.createAdmin('priya@example.com', PASSWORD);
    const sent: unknown[] = [];
    const mailer: Mailer = { send: async (message) => void sent.push(message) };
    const { log, lines } = recordingLogger();
    const service = createAuthService({ auth, mailer, log });
    const before = (await emulator.oobCodes()).length;
    service.requestPasswordReset('priya@example.com', 'https://plots.example.com');
    await service.settled();
    expect(sent).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^info password_reset_sent_by_provider /));
    expect((await emulator.oobCodes()).slice(before)).toEqual([expect.objectContaining({ email: 'priya@example.com', requestType: 'PASSWORD_RESET' })]);
  });

  it('never logs a password, a session value, a reset code or the API key', async () => {
    const { log, lines } = recordingLogger();
    const logged = firebaseAuth({ log });
    const { user, generatedPassword } = await logged.createAdmin('priya@example.com');
    await logged.createAdmin('ravi@example.com', OTHER_PASSWORD);
    expect(await logged.signIn('priya@example.com', 'wrong password 1')).toBeNull();
    expect(await logged.signIn('nobody@example.com', 'wrong password 2')).toBeNull();
    expect(await logged.signIn('ravi@example.com', 'wrong password 3')).toBeNull();
    const session = (await logged.signIn('priya@example.com', generatedPassword!))!.sessionToken;
    const kept = (await logged.changePassword(user.id, PASSWORD, { keepSession: session }))!.sessionToken;
    await logged.createPasswordReset('priya@example.com');
    const code = await emulator.readResetCode('priya@example.com');
    await logged.resetPassword(code, 'reset password 4');
    await logged.signOut(kept);

    expect(lines.filter((line) => line.includes('firebase_sign_in_refused'))).toHaveLength(3);
    const text = lines.join('\n');
    for (const secret of [generatedPassword!, PASSWORD, OTHER_PASSWORD, 'wrong password', 'reset password 4', session, kept, code, API_KEY]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers null, with the reason logged, when Firebase throttles the account', async () => {
    const { log, lines } = recordingLogger();
    const throttled = firebaseAuth({
      log,
      fetch: async () => Response.json({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled' } }, { status: 400 }),
    });
    expect(await throttled.signIn('priya@example.com', PASSWORD)).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/^warn firebase_sign_in_refused \{"reason":"TOO_MANY_ATTEMPTS_TRY_LATER"\}$/)]);
  });

  it('fails (throws) when Identity Toolkit cannot be reached or breaks, rather than answering "wrong password"', async () => {
    const broken = firebaseAuth({ fetch: async () => Response.json({ error: { code: 503, message: 'UNAVAILABLE' } }, { status: 503 }) });
    await expect(broken.signIn('priya@example.com', PASSWORD)).rejects.toThrow(/HTTP 503/);
    const misconfigured = firebaseAuth({ fetch: async () => Response.json({ error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } }, { status: 400 }) });
    await expect(misconfigured.signIn('priya@example.com', PASSWORD)).rejects.toThrow(/HTTP 400/);
    const unreachable = firebaseAuth({ identityToolkitOrigin: 'http://127.0.0.1:9/identitytoolkit.googleapis.com' });
    await expect(unreachable.signIn('priya@example.com', PASSWORD)).rejects.toThrow();
  });
});

describe('identityToolkitOrigin', () => {
  it("is Google's without an emulator host, the emulator's path with one", () => {
    expect(identityToolkitOrigin()).toBe(DEFAULT_IDENTITY_TOOLKIT_ORIGIN);
    expect(identityToolkitOrigin('')).toBe('https://identitytoolkit.googleapis.com');
    expect(identityToolkitOrigin(' 127.0.0.1:9099 ')).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com');
  });
});
