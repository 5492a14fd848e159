import { messageKey } from '../../core/message-key';
import { adminPaths } from '../../core/site-paths';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../ports/logger';
import type { Auth, SignInResult } from '../../ports/auth';
import type { Mailer } from '../../ports/mailer';
import { createAttemptLimiter } from './attempt-limiter';
import { resetPasswordMail } from './mails/reset-password-mail';

/**
 * Sign-in and password-reset policy in front of any Auth adapter (docs/security.md):
 * - sign-in throttled in two buckets: every attempt per client address, and failures per
 *   account. The account bucket is keyed by the email as typed (normalised), whether or not an
 *   admin has it, so a 429 says nothing about which accounts exist; the answer is the same plain
 *   429 for either bucket, and a locked account stays locked even for the right password.
 * - every sign-in failure is the same 401 'Invalid email or password'.
 * - a reset request is answered at once, the same way whether or not the email exists; the
 *   token, the lookup and the mail happen afterwards, so neither the answer nor its timing tells.
 */

export interface AuthThrottle {
  windowMs: number;
  /** Sign-in attempts per client address per window (successful ones included). */
  loginAttemptsPerIp: number;
  /** Failed sign-ins per email per window before that email is locked for the rest of it. */
  loginFailuresPerAccount: number;
  /** Forgot- and reset-password requests per client address per window. */
  resetRequestsPerIp: number;
  /** Reset mails per email per window; more requests are answered alike and send nothing. */
  resetMailsPerAccount: number;
}

const DEFAULT_AUTH_THROTTLE: AuthThrottle = {
  windowMs: 15 * 60 * 1000,
  loginAttemptsPerIp: 20,
  loginFailuresPerAccount: 5,
  resetRequestsPerIp: 10,
  resetMailsPerAccount: 3,
};

export interface AuthServiceDeps {
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  throttle?: Partial<AuthThrottle> | undefined;
  now?: () => number;
}

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'rate_limited', messageKey('tooManySignInAttempts'), undefined, { 'Retry-After': String(retryAfterSeconds) });
}

function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

export function createAuthService(deps: AuthServiceDeps) {
  const limits = { ...DEFAULT_AUTH_THROTTLE, ...deps.throttle };
  const limiter = (limit: number) => createAttemptLimiter({ limit, windowMs: limits.windowMs, ...(deps.now ? { now: deps.now } : {}) });
  const loginsByClient = limiter(limits.loginAttemptsPerIp);
  const failuresByAccount = limiter(limits.loginFailuresPerAccount);
  const resetsByClient = limiter(limits.resetRequestsPerIp);
  const mailsByAccount = limiter(limits.resetMailsPerAccount);
  const pending = new Set<Promise<void>>();

  return {
    /** Counts a sign-in attempt from a client; throws the 429 when it is over its limit. */
    countLoginAttempt(clientKey: string): void {
      if (!loginsByClient.hit(clientKey)) {
        deps.log.warn('sign_in_throttled', { bucket: 'client', client: clientKey });
        throw tooManyAttempts(loginsByClient.retryAfterSeconds(clientKey));
      }
    },

    /** The session for the right email and password; 401 for any failure, 429 while the account is locked. */
    async signIn(email: string, password: string, clientKey: string): Promise<SignInResult> {
      const key = accountKey(email);
      if (failuresByAccount.blocked(key)) {
        deps.log.warn('sign_in_throttled', { bucket: 'account', client: clientKey });
        throw tooManyAttempts(failuresByAccount.retryAfterSeconds(key));
      }
      const result = await deps.auth.signIn(email, password);
      if (!result) {
        failuresByAccount.hit(key);
        deps.log.warn('sign_in_failed', { client: clientKey });
        throw new HttpError(401, 'unauthenticated', messageKey('invalidCredentials'));
      }
      failuresByAccount.reset(key);
      deps.log.info('sign_in_succeeded', { userId: result.user.id, client: clientKey });
      return result;
    },

    /** Counts a forgot- or reset-password request from a client; throws the 429 over the limit. */
    countResetRequest(clientKey: string): void {
      if (!resetsByClient.hit(clientKey)) {
        deps.log.warn('password_reset_throttled', { bucket: 'client', client: clientKey });
        throw tooManyAttempts(resetsByClient.retryAfterSeconds(clientKey));
      }
    },

    /**
     * Starts the reset of an email's password in the background and returns at once: when an
     * admin has that email, a link `${linkOrigin}/admin/reset-password?token=…` is mailed, unless
     * the Auth adapter's provider mailed its own (Firebase). Failures are logged (never the
     * token); the caller answers the same in every case.
     */
    requestPasswordReset(email: string, linkOrigin: string): void {
      const work = (async () => {
        if (!mailsByAccount.hit(accountKey(email))) {
          deps.log.warn('password_reset_throttled', { bucket: 'account' });
          return;
        }
        const reset = await deps.auth.createPasswordReset(email);
        if (!reset) {
          deps.log.info('password_reset_no_such_admin');
          return;
        }
        if (reset.sentBy === 'provider') {
          deps.log.info('password_reset_sent_by_provider');
          return;
        }
        await deps.mailer.send({ to: reset.email, ...resetPasswordMail(reset.email, `${linkOrigin}${adminPaths.resetPassword(reset.token)}`) });
        deps.log.info('password_reset_mailed', { expiresAt: reset.expiresAt.toISOString() });
      })().catch((error: unknown) => {
        deps.log.error('password_reset_failed', { error: error instanceof Error ? error.message : String(error) });
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /** Resolves once the background reset work started so far has finished (shutdown, tests). */
    async settled(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
