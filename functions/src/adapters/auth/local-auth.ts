import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { MAX_EMAIL_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/constants';
import { messageKey } from '../../core/message-key';
import { AuthError, type AdminUser, type Auth, type SessionGrant } from '../../ports/auth';
import { createClock, newId, toIso } from '../store/sqlite/clock';
import { openDatabase, type SqliteDb } from '../store/sqlite/open-database';
import { passwordResets, sessions, users } from '../store/sqlite/schema';
import { generatePassword } from './generate-password';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword, type ScryptParams } from './scrypt-password';

/**
 * The Auth port standalone: admins, sessions and reset links in the SQLite file of the store
 * (tables users, sessions, password_resets; the Store port does not see them).
 *
 * Sessions: the cookie holds 32 random bytes (base64url, 256 bits); the table holds only their
 * SHA-256, so a copy of the database does not let anyone in. A session ends after 2 hours
 * without use (sliding, moved forward at most once a minute to spare writes) and 7 days after
 * sign-in whatever happens. Reset tokens: the same kind of secret, hashed, one hour, single use.
 */

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_REFRESH_MS = 60 * 1000;
const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export interface LocalAuthOptions {
  /** The drizzle database (openDatabase): usually the store's file, through its own connection. */
  db: SqliteDb;
  /** Milliseconds since the epoch; tests move it to expire sessions and links. */
  now?: () => number;
  /** Production default N=2^17, r=8, p=1; tests pass a lower N to stay fast. */
  scrypt?: ScryptParams;
  sessionIdleMs?: number;
  sessionAbsoluteMs?: number;
  sessionRefreshMs?: number;
  resetTtlMs?: number;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Just enough to refuse what cannot be an address; the edge validates properly (core emailField). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function assertPasswordLength(password: string): void {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthError('invalid_password', messageKey('passwordTooShort'));
  }
  if (password.length > PASSWORD_MAX_LENGTH) throw new AuthError('invalid_password', messageKey('passwordTooLong'));
}

type UserRow = typeof users.$inferSelect;

function toAdminUser(row: Pick<UserRow, 'id' | 'email' | 'createdAt'>): AdminUser {
  return { id: row.id, email: row.email, createdAt: toIso(row.createdAt) };
}

function createLocalAuth(options: LocalAuthOptions): Auth {
  const { db } = options;
  const now = options.now ?? Date.now;
  // Creation times must order admins even when two are added in the same millisecond.
  const creationTime = createClock(now);
  const params = options.scrypt ?? DEFAULT_SCRYPT_PARAMS;
  const idleMs = options.sessionIdleMs ?? SESSION_IDLE_MS;
  const absoluteMs = options.sessionAbsoluteMs ?? SESSION_ABSOLUTE_MS;
  const refreshMs = options.sessionRefreshMs ?? SESSION_REFRESH_MS;
  const resetTtlMs = options.resetTtlMs ?? PASSWORD_RESET_TTL_MS;

  // A hash of a random password with the current parameters: an unknown email is checked against
  // it, so it costs the same scrypt work as a known one (no timing difference to enumerate admins).
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex'), params));

  async function userByEmail(email: string): Promise<UserRow | undefined> {
    const normalized = normalizeEmail(email);
    if (normalized.length === 0 || normalized.length > MAX_EMAIL_LENGTH) return undefined;
    const [row] = await db.select().from(users).where(eq(users.email, normalized));
    return row;
  }

  async function startSession(userId: string): Promise<SessionGrant> {
    const at = now();
    const sessionToken = newToken();
    const absoluteExpiresAt = at + absoluteMs;
    await db.batch([
      // Housekeeping on the way: sessions past their end are gone for good.
      db.delete(sessions).where(lte(sessions.expiresAt, at)),
      db.insert(sessions).values({
        tokenHash: tokenHash(sessionToken),
        userId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: Math.min(at + idleMs, absoluteExpiresAt),
        absoluteExpiresAt,
      }),
    ]);
    return { sessionToken, expiresAt: new Date(absoluteExpiresAt) };
  }

  /** A reset row that can still be used, by token hash. */
  const usableReset = (hash: string, at: number) =>
    and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at));

  return {
    async signIn(email, password) {
      const user = password.length > PASSWORD_MAX_LENGTH ? undefined : await userByEmail(email);
      if (!user) {
        await verifyPassword(password, await dummyHash());
        return null;
      }
      if (!(await verifyPassword(password, user.passwordHash))) return null;
      if (needsRehash(user.passwordHash, params)) {
        await db.update(users).set({ passwordHash: await hashPassword(password, params) }).where(eq(users.id, user.id));
      }
      return { ...(await startSession(user.id)), user: toAdminUser(user) };
    },

    async verifySession(token) {
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
      const hash = tokenHash(token);
      const [row] = await db
        .select({ session: sessions, user: { id: users.id, email: users.email, createdAt: users.createdAt } })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hash));
      if (!row) return null;
      const at = now();
      if (at >= row.session.expiresAt) {
        await db.delete(sessions).where(eq(sessions.tokenHash, hash));
        return null;
      }
      if (at - row.session.lastSeenAt >= refreshMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: at, expiresAt: Math.min(at + idleMs, row.session.absoluteExpiresAt) })
          .where(eq(sessions.tokenHash, hash));
      }
      return toAdminUser(row.user);
    },

    async signOut(token) {
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return;
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
    },

    async changePassword(userId, newPassword, changeOptions = {}) {
      assertPasswordLength(newPassword);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new AuthError('not_found', messageKey('adminNotFound'));
      const passwordHash = await hashPassword(newPassword, params);
      const at = now();

      const keep = changeOptions.keepSession;
      const [kept] =
        keep !== undefined && TOKEN_PATTERN.test(keep)
          ? await db
              .select({ tokenHash: sessions.tokenHash, absoluteExpiresAt: sessions.absoluteExpiresAt })
              .from(sessions)
              .where(and(eq(sessions.tokenHash, tokenHash(keep)), eq(sessions.userId, userId), gt(sessions.expiresAt, at)))
          : [];

      await db.batch([
        db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId)),
        kept
          ? db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, kept.tokenHash)))
          : db.delete(sessions).where(eq(sessions.userId, userId)),
        db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
      ]);
      return kept && keep !== undefined ? { sessionToken: keep, expiresAt: new Date(kept.absoluteExpiresAt) } : null;
    },

    async createPasswordReset(email) {
      const user = await userByEmail(email);
      if (!user) return null;
      const token = newToken();
      const at = now();
      const expiresAt = at + resetTtlMs;
      await db.batch([
        // Only the newest link of an admin works; expired links of anyone are cleared on the way.
        db.delete(passwordResets).where(or(eq(passwordResets.userId, user.id), lte(passwordResets.expiresAt, at))),
        db.insert(passwordResets).values({ tokenHash: tokenHash(token), userId: user.id, createdAt: at, expiresAt }),
      ]);
      return { sentBy: 'caller', token, expiresAt: new Date(expiresAt), email: user.email };
    },

    async resetPassword(token, newPassword) {
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
      assertPasswordLength(newPassword);
      const hash = tokenHash(token);
      const at = now();
      // Look before hashing: a guessed token must not cost us a 128 MiB scrypt run.
      const [pending] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usableReset(hash, at));
      if (!pending) return false;
      const passwordHash = await hashPassword(newPassword, params);

      // One transaction, every statement conditional on the link still being unused: two
      // requests racing with the same link change the password once.
      const owner = db.select({ userId: passwordResets.userId }).from(passwordResets).where(usableReset(hash, at));
      const [, , , claimed] = await db.batch([
        db.update(users).set({ passwordHash, passwordChangedAt: at }).where(inArray(users.id, owner)),
        db.delete(sessions).where(inArray(sessions.userId, owner)),
        db.delete(passwordResets).where(and(inArray(passwordResets.userId, owner), ne(passwordResets.tokenHash, hash))),
        db.update(passwordResets).set({ usedAt: at }).where(usableReset(hash, at)).returning({ userId: passwordResets.userId }),
      ]);
      return claimed.length > 0;
    },

    async createAdmin(email, password) {
      const normalized = normalizeEmail(email);
      if (normalized.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(normalized)) {
        throw new AuthError('invalid_email', messageKey('emailInvalid'));
      }
      if (password !== undefined) assertPasswordLength(password);
      if (await userByEmail(normalized)) throw new AuthError('email_taken', messageKey('adminExists'));

      const generatedPassword = password === undefined ? generatePassword() : undefined;
      const passwordHash = await hashPassword(password ?? (generatedPassword as string), params);
      const at = creationTime();
      const [row] = await db
        .insert(users)
        .values({ id: newId(), email: normalized, passwordHash, createdAt: at, passwordChangedAt: at })
        .onConflictDoNothing({ target: users.email })
        .returning();
      // Lost a race with another insert of the same address.
      if (!row) throw new AuthError('email_taken', messageKey('adminExists'));
      return { user: toAdminUser(row), ...(generatedPassword ? { generatedPassword } : {}) };
    },

    async listAdmins() {
      const rows = await db
        .select({ id: users.id, email: users.email, createdAt: users.createdAt })
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map(toAdminUser);
    },

    async removeAdmin(id) {
      // One statement: the count and the delete cannot be split by another removal.
      const deleted = await db
        .delete(users)
        .where(and(eq(users.id, id), sql`(SELECT count(*) FROM ${users}) > 1`))
        .returning({ id: users.id });
      if (deleted.length > 0) {
        // Cascades already did this where foreign keys are on; harmless otherwise.
        await db.batch([db.delete(sessions).where(eq(sessions.userId, id)), db.delete(passwordResets).where(eq(passwordResets.userId, id))]);
        return true;
      }
      const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (exists) throw new AuthError('last_admin', messageKey('lastAdmin'));
      return false;
    },

    async countAdmins() {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },
  };
}

/**
 * Opens its own connection to the SQLite file (migrations are applied, harmlessly, if the store
 * has not yet) and returns the adapter with a close function for shutdown.
 */
export async function openLocalAuth(
  options: Omit<LocalAuthOptions, 'db'> & { file: string; migrationsFolder?: string },
): Promise<{ auth: Auth; close: () => Promise<void> }> {
  const { file, migrationsFolder, ...authOptions } = options;
  const { client, db } = await openDatabase({ file, ...(migrationsFolder ? { migrationsFolder } : {}) });
  let closed = false;
  return {
    auth: createLocalAuth({ ...authOptions, db }),
    close: async () => {
      if (closed) return;
      closed = true;
      client.close();
    },
  };
}
