import { createHash, randomBytes } from 'node:crypto';
import type { Auth as AdminAuth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { MAX_EMAIL_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/constants';
import { messageKey } from '../../core/message-key';
import { silentLogger, type Logger } from '../../ports/logger';
import { AuthError, type AdminUser, type Auth, type SessionGrant, type SignInResult } from '../../ports/auth';
import { createClock } from '../store/sqlite/clock';
import { generatePassword } from './generate-password';

/**
 * The Auth port on Firebase Authentication (cloud), passing auth.contract.ts on the Auth emulator.
 *
 * - Sign-in: the Identity Toolkit REST API (`accounts:signInWithPassword`, the web API key) checks
 *   the password on the server; the fresh ID token becomes a session cookie (createSessionCookie,
 *   `sessionDays` long) that the app puts in `__session`. Only users with the `admin: true` custom
 *   claim get one.
 * - Every verification: verifySessionCookie(cookie, true) (signature, expiry, revocation, disabled
 *   user), then the user record (the profile the port returns, and the claim as it is now: an admin
 *   whose claim was taken away is out at once, not when the cookie ends). Two user lookups per
 *   admin request: the first is inside verifySessionCookie and gives nothing back.
 * - Admins are users with the claim; createAdmin gives uids that sort by creation time (Firebase
 *   keeps creation times to the second only) so "oldest first" holds within a second too.
 * - Sign-out, password change and reset revoke per user (revokeRefreshTokens): Firebase cannot end
 *   one session alone. See endSessions for the one-second granularity of revocation.
 * - Reset links: Firebase mails them itself (`accounts:sendOobCode`, the action URL set in the
 *   console: https://<site>/admin/reset-password); the code in the link comes back to resetPassword.
 *
 * What Firebase cannot do that the local adapter does: a reset code stays valid until used or
 * expired (a newer code or a password change does not cancel it), sessions have no idle expiry.
 */

export const DEFAULT_IDENTITY_TOOLKIT_ORIGIN = 'https://identitytoolkit.googleapis.com';
const DEFAULT_SESSION_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Firebase's bounds for a session cookie's life. */
const MIN_SESSION_MS = 5 * 60 * 1000;
const MAX_SESSION_MS = 14 * DAY_MS;
/** Longer than any cookie Firebase makes; anything longer is not worth a call. */
const MAX_SESSION_COOKIE_LENGTH = 4096;
/** The reset form's limit on the token (core resetPasswordSchema). */
const MAX_RESET_CODE_LENGTH = 512;
/** The longest wait before a revocation (endSessions); needing more means this clock lags Firebase's: logged as an error. */
const MAX_REVOCATION_WAIT_MS = 3000;
const REQUEST_TIMEOUT_MS = 10_000;
/** Just enough to refuse what cannot be an address; the edge validates properly (core emailField). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** Identity Toolkit answers with these for a failed sign-in: the port's null, with a logged reason. */
const SIGN_IN_REFUSALS = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
  'USER_DISABLED',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
]);
/** …and these for a reset code that cannot be used: the port's false. */
const DEAD_RESET_CODES = new Set(['INVALID_OOB_CODE', 'EXPIRED_OOB_CODE', 'MISSING_OOB_CODE', 'USER_DISABLED', 'EMAIL_NOT_FOUND']);

export interface FirebaseAuthOptions {
  /** firebase-admin's Auth of the project (getAuth(app)); on the emulator when FIREBASE_AUTH_EMULATOR_HOST is set. */
  auth: AdminAuth;
  /** The project's web API key (public; it names the project to the Identity Toolkit REST API). */
  apiKey: string;
  /** identityToolkitOrigin(FIREBASE_AUTH_EMULATOR_HOST): Google's by default, the emulator's in tests. */
  identityToolkitOrigin?: string;
  /** Life of a session cookie, 7 days by default; Firebase allows 5 minutes to 14 days. */
  sessionDays?: number;
  fetch?: typeof fetch;
  log?: Logger;
}

/** Where the Identity Toolkit REST API is: Google's, or the Auth emulator's at `host:port`. */
export function identityToolkitOrigin(emulatorHost?: string): string {
  const host = emulatorHost?.trim();
  return host ? `http://${host}/identitytoolkit.googleapis.com` : DEFAULT_IDENTITY_TOOLKIT_ORIGIN;
}

/** An error answer of the Identity Toolkit REST API ("WEAK_PASSWORD : Password should be…" → WEAK_PASSWORD). */
class IdentityToolkitError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Identity Toolkit ${operation} answered HTTP ${status} ${reason}`);
    this.name = 'IdentityToolkitError';
  }
}

function normalizeEmail(email: string): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function isPlausibleEmail(email: string): boolean {
  return email.length > 0 && email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

function assertPasswordLength(password: string): void {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthError('invalid_password', messageKey('passwordTooShort'));
  }
  if (password.length > PASSWORD_MAX_LENGTH) throw new AuthError('invalid_password', messageKey('passwordTooLong'));
}

/** A firebase-admin error code ('auth/user-not-found'), or undefined for anything else. */
function firebaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A verdict of firebase-admin about a token or user (invalid, expired, revoked, disabled, gone):
 * the port's null. Anything else (network, Google's 5xx, 'auth/internal-error') is a failure.
 */
function isRefusal(error: unknown): boolean {
  const code = firebaseCode(error);
  return code !== undefined && code.startsWith('auth/') && code !== 'auth/internal-error';
}

function isAdmin(claims: Record<string, unknown> | undefined): boolean {
  return claims?.admin === true;
}

function toAdminUser(user: UserRecord): AdminUser {
  return { id: user.uid, email: user.email ?? '', createdAt: new Date(user.metadata.creationTime).toISOString() };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function createFirebaseAuth(options: FirebaseAuthOptions): Auth {
  const { auth, apiKey } = options;
  const log = options.log ?? silentLogger;
  const origin = (options.identityToolkitOrigin ?? DEFAULT_IDENTITY_TOOLKIT_ORIGIN).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const sessionMs = (options.sessionDays ?? DEFAULT_SESSION_DAYS) * DAY_MS;
  if (!apiKey) throw new Error('createFirebaseAuth needs the web API key');
  if (!(sessionMs >= MIN_SESSION_MS && sessionMs <= MAX_SESSION_MS)) {
    throw new Error(`sessionDays must make a session of 5 minutes to 14 days (got ${options.sessionDays})`);
  }
  // Firebase reports creation times to the second; uids that start with the creation time (ms,
  // fixed width, so they sort like numbers) keep admins added in the same second in order.
  const uidClock = createClock();
  const newAdminUid = () => uidClock().toString(36).padStart(10, '0') + randomBytes(12).toString('base64url');
  // Fingerprint of the last cookie handed out per user (see signInWithPassword).
  const lastCookieOf = new Map<string, string>();

  async function identityToolkit<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetchImpl(`${origin}/v1/accounts:${operation}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const payload = (await response.json().catch(() => ({}))) as { error?: { message?: unknown } };
    if (!response.ok) {
      const message = typeof payload.error?.message === 'string' ? payload.error.message : '';
      throw new IdentityToolkitError(operation, response.status, message.split(':')[0]?.trim() || 'UNKNOWN');
    }
    return payload as T;
  }

  /** A 4xx with a known reason, as opposed to a failure (network, 5xx, a misconfigured key). */
  function refusedBy(error: unknown, reasons: Set<string>): error is IdentityToolkitError {
    return error instanceof IdentityToolkitError && error.status < 500 && reasons.has(error.reason);
  }

  async function userOrNull(read: Promise<UserRecord>): Promise<UserRecord | null> {
    try {
      return await read;
    } catch (error) {
      if (firebaseCode(error) === 'auth/user-not-found') return null;
      throw error;
    }
  }

  async function adminByEmail(email: string): Promise<UserRecord | null> {
    const normalized = normalizeEmail(email);
    if (!isPlausibleEmail(normalized)) return null;
    const user = await userOrNull(auth.getUserByEmail(normalized));
    return user && !user.disabled && isAdmin(user.customClaims) ? user : null;
  }

  /** The session cookie's claims, or null for anything Firebase refuses (revocation checked). */
  async function decodeSession(token: string): Promise<DecodedIdToken | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_SESSION_COOKIE_LENGTH) return null;
    try {
      return await auth.verifySessionCookie(token, true);
    } catch (error) {
      if (isRefusal(error)) return null;
      throw error;
    }
  }

  /**
   * The password check and a new session cookie. Null for every refusal (logged with its reason,
   * never the email or password); a network or server failure throws.
   */
  async function signInWithPassword(email: string, password: string): Promise<SignInResult | null> {
    const normalized = normalizeEmail(email);
    if (!isPlausibleEmail(normalized) || typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) {
      return null;
    }
    let idToken: string;
    try {
      ({ idToken } = await identityToolkit<{ idToken: string }>('signInWithPassword', { email: normalized, password, returnSecureToken: true }));
    } catch (error) {
      if (!refusedBy(error, SIGN_IN_REFUSALS)) throw error;
      log.warn('firebase_sign_in_refused', { reason: error.reason });
      return null;
    }
    const decoded = await auth.verifyIdToken(idToken);
    const user = await userOrNull(auth.getUser(decoded.uid));
    if (!user || user.disabled || !isAdmin(decoded) || !isAdmin(user.customClaims)) {
      log.warn('firebase_sign_in_refused', { reason: 'not_admin', userId: decoded.uid });
      return null;
    }
    const expiresAt = new Date(Date.now() + sessionMs);
    let sessionToken = await auth.createSessionCookie(idToken, { expiresIn: sessionMs });
    // Two sign-ins of one user in the same second make the same cookie (Firebase's tokens carry
    // times to the second and no nonce). The port promises a new value each time: a repeat from
    // this instance is made again a second later (a full one: Firebase's clock decides `iat`).
    if (lastCookieOf.get(user.uid) === fingerprint(sessionToken)) {
      await sleep(1000);
      sessionToken = await auth.createSessionCookie(idToken, { expiresIn: sessionMs });
    }
    lastCookieOf.set(user.uid, fingerprint(sessionToken));
    return { sessionToken, expiresAt, user: toAdminUser(user) };
  }

  /**
   * Ends every session of a user (revokeRefreshTokens), reliably.
   *
   * Firebase keeps a session whose auth_time (seconds) is not before the user's validSince
   * (seconds), and revokeRefreshTokens sets validSince to this machine's current second. A session
   * signed in during the second of the revocation would survive it. So first read the user's last
   * sign-in time as Firebase recorded it (the ID token's auth_time is that time: the emulator
   * copies it from the very same field) and wait until this clock is in a later second: then
   * validSince > auth_time for every session signed in so far, whatever the two clocks' offset,
   * since both numbers are compared as they are. It costs a wait only when the last sign-in was
   * in the current second (a revocation right after a sign-in): under a second, plus however far
   * this clock lags Firebase's. Read after the password is changed, so a sign-in with the old
   * password cannot slip in between.
   */
  async function endSessions(uid: string): Promise<void> {
    const user = await userOrNull(auth.getUser(uid));
    if (!user) return;
    const lastSignIn = user.metadata.lastSignInTime ? Date.parse(user.metadata.lastSignInTime) : Number.NaN;
    if (Number.isFinite(lastSignIn)) {
      const wait = Math.floor(lastSignIn / 1000) * 1000 + 1000 - Date.now();
      if (wait > MAX_REVOCATION_WAIT_MS) {
        // This clock is seconds behind Firebase's: sessions of the last few seconds would survive.
        log.error('firebase_revocation_clock_behind', { userId: uid, behindMs: wait - 1000 });
      }
      if (wait > 0) await sleep(Math.min(wait, MAX_REVOCATION_WAIT_MS) + 5);
    }
    await auth.revokeRefreshTokens(uid);
  }

  /** Every user with the admin claim, oldest first (Firebase's list, 1000 a page; admins are few). */
  async function allAdmins(): Promise<UserRecord[]> {
    const admins: UserRecord[] = [];
    let pageToken: string | undefined;
    do {
      const page = await auth.listUsers(1000, pageToken);
      admins.push(...page.users.filter((user) => isAdmin(user.customClaims)));
      pageToken = page.pageToken;
    } while (pageToken);
    return admins.sort(
      (a, b) => Date.parse(a.metadata.creationTime) - Date.parse(b.metadata.creationTime) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    );
  }

  return {
    signIn: signInWithPassword,

    async verifySession(token) {
      const decoded = await decodeSession(token);
      if (!decoded || !isAdmin(decoded)) return null;
      const user = await userOrNull(auth.getUser(decoded.uid));
      return user && !user.disabled && isAdmin(user.customClaims) ? toAdminUser(user) : null;
    },

    async signOut(token) {
      const decoded = await decodeSession(token);
      if (decoded) await endSessions(decoded.uid);
    },

    async changePassword(userId, newPassword, changeOptions = {}) {
      assertPasswordLength(newPassword);
      const keep = changeOptions.keepSession === undefined ? null : await decodeSession(changeOptions.keepSession);
      let user: UserRecord;
      try {
        user = await auth.updateUser(userId, { password: newPassword });
      } catch (error) {
        const code = firebaseCode(error);
        if (code === 'auth/user-not-found' || code === 'auth/invalid-uid') throw new AuthError('not_found', messageKey('adminNotFound'));
        if (code === 'auth/invalid-password') throw new AuthError('invalid_password', messageKey('passwordTooShort'));
        throw error;
      }
      await endSessions(userId);
      if (!keep || keep.uid !== userId || !isAdmin(keep) || !user.email) return null;
      // Firebase revokes per user, the caller's session too: it goes on with a fresh one.
      const fresh = await signInWithPassword(user.email, newPassword);
      if (!fresh) throw new Error('Firebase refused a sign-in with the password it has just set');
      const grant: SessionGrant = { sessionToken: fresh.sessionToken, expiresAt: fresh.expiresAt };
      return grant;
    },

    async createPasswordReset(email) {
      const admin = await adminByEmail(email);
      if (!admin?.email) return null;
      try {
        await identityToolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email: admin.email });
      } catch (error) {
        if (refusedBy(error, new Set(['EMAIL_NOT_FOUND']))) return null;
        throw error;
      }
      return { sentBy: 'provider', email: admin.email };
    },

    async resetPassword(token, newPassword) {
      if (typeof token !== 'string' || token.trim().length === 0 || token.length > MAX_RESET_CODE_LENGTH) return false;
      assertPasswordLength(newPassword);
      try {
        // Without a password the call only reads the code: whose it is, and what for.
        const code = await identityToolkit<{ email?: string; requestType?: string }>('resetPassword', { oobCode: token });
        const admin = code.requestType === 'PASSWORD_RESET' && code.email ? await adminByEmail(code.email) : null;
        if (!admin) return false;
        await identityToolkit('resetPassword', { oobCode: token, newPassword });
        await endSessions(admin.uid);
        return true;
      } catch (error) {
        if (refusedBy(error, DEAD_RESET_CODES)) return false;
        if (refusedBy(error, new Set(['WEAK_PASSWORD']))) throw new AuthError('invalid_password', messageKey('passwordTooShort'));
        throw error;
      }
    },

    async createAdmin(email, password) {
      const normalized = normalizeEmail(email);
      if (!isPlausibleEmail(normalized)) throw new AuthError('invalid_email', messageKey('emailInvalid'));
      if (password !== undefined) assertPasswordLength(password);
      const generatedPassword = password === undefined ? generatePassword() : undefined;
      let user: UserRecord;
      try {
        user = await auth.createUser({ uid: newAdminUid(), email: normalized, password: password ?? generatedPassword });
      } catch (error) {
        const code = firebaseCode(error);
        if (code === 'auth/email-already-exists') throw new AuthError('email_taken', messageKey('adminExists'));
        if (code === 'auth/invalid-email') throw new AuthError('invalid_email', messageKey('emailInvalid'));
        if (code === 'auth/invalid-password') throw new AuthError('invalid_password', messageKey('passwordTooShort'));
        throw error;
      }
      try {
        await auth.setCustomUserClaims(user.uid, { admin: true });
      } catch (error) {
        // Not an admin without the claim: leave no half-made account behind.
        await auth.deleteUser(user.uid).catch(() => undefined);
        throw error;
      }
      log.info('firebase_admin_created', { userId: user.uid });
      return { user: toAdminUser(user), ...(generatedPassword ? { generatedPassword } : {}) };
    },

    async listAdmins() {
      return (await allAdmins()).map(toAdminUser);
    },

    async removeAdmin(id) {
      if (typeof id !== 'string' || id.length === 0 || id.length > 128) return false;
      const user = await userOrNull(auth.getUser(id));
      if (!user || !isAdmin(user.customClaims)) return false;
      // Firebase has no transactions. Take the claim away first, then look for another admin: of
      // two removals racing, at least one sees the other's claim gone and puts its own back, so
      // the last admin always stays.
      const { admin: _admin, ...otherClaims } = user.customClaims ?? {};
      await auth.setCustomUserClaims(id, otherClaims);
      if ((await allAdmins()).length === 0) {
        await auth.setCustomUserClaims(id, user.customClaims ?? { admin: true });
        throw new AuthError('last_admin', messageKey('lastAdmin'));
      }
      // Deleting the user ends their sessions (verification finds no user).
      await auth.deleteUser(id);
      lastCookieOf.delete(id);
      log.info('firebase_admin_removed', { userId: id });
      return true;
    },

    async countAdmins() {
      return (await allAdmins()).length;
    },
  };
}
