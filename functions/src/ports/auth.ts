import type { AdminUser } from '../core/schemas/auth';
import type { MessageRef } from '../core/message-key';
import { englishMessage } from '../core/messages';

export type { AdminUser };

/**
 * The Auth port: who the admins are and whether a session cookie's value belongs to one of them.
 *
 * Two adapters: local (standalone: scrypt hashes and hashed random session tokens in SQLite) and
 * Firebase (cloud: Identity Toolkit sign-in, createSessionCookie / verifySessionCookie with
 * revocation checked, the `admin` custom claim, revokeRefreshTokens). Both pass
 * adapters/auth/auth.contract.ts. The shape follows what both can honour:
 * - a session is an opaque string the server puts in the `__session` cookie and gets back;
 * - emails are compared case-insensitively (stored lowercased);
 * - a failed sign-in says nothing about why (null for a wrong password and an unknown email alike);
 * - throttling is not the adapter's job: the auth feature does it in front of either adapter.
 */

/** A session to hand to the browser. `expiresAt` is the absolute end: the cookie's Max-Age. */
export interface SessionGrant {
  sessionToken: string;
  expiresAt: Date;
}

export interface SignInResult extends SessionGrant {
  user: AdminUser;
}

/**
 * A password reset under way, and who mails the link:
 * - 'caller': the adapter made a token and the caller mails the link (local: the auth service
 *   sends `/admin/reset-password?token=…` through the Mailer);
 * - 'provider': the identity provider has mailed its own link already (Firebase: sendOobCode
 *   mails the action URL set in the console, `/admin/reset-password?mode=resetPassword&oobCode=…`),
 *   so there is nothing for the caller to send and no secret for it to see.
 * The token the reset page sends back goes to resetPassword either way.
 */
export type PasswordResetStart =
  | {
      sentBy: 'caller';
      /** The secret for the link. Only its hash is stored; it is never logged. */
      token: string;
      expiresAt: Date;
      /** Where to send the link (the stored address). */
      email: string;
    }
  | {
      sentBy: 'provider';
      /** Where the provider sent it (the stored address). */
      email: string;
    };

export type AuthErrorCode =
  /** removeAdmin would leave no admin. */
  | 'last_admin'
  /** createAdmin with an email that already has an admin (any case). */
  | 'email_taken'
  /** changePassword for a user that no longer exists. */
  | 'not_found'
  /** A password outside 6–128 characters reached the adapter (the edge should have refused it). */
  | 'invalid_password'
  /** An email that cannot be an address reached the adapter. */
  | 'invalid_email';

/** The typed refusals of the port. Anything else thrown by an adapter is a failure (500). */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    /** What to tell the admin, by key (core/message-key.ts). */
    readonly key: MessageRef,
  ) {
    super(englishMessage(key));
    this.name = 'AuthError';
  }
}

export interface Auth {
  /**
   * A new session (a new token every time: never reuses one) for the right email and password;
   * null for every failure. Costs the same time whether or not the email exists.
   */
  signIn(email: string, password: string): Promise<SignInResult | null>;

  /** The admin a session token belongs to, or null (unknown, signed out, expired, user removed, malformed). */
  verifySession(token: string): Promise<AdminUser | null>;

  /** Ends that session. Unknown or malformed tokens are ignored. An adapter may end the user's other sessions too (Firebase revokes per user). */
  signOut(token: string): Promise<void>;

  /**
   * Sets a new password (6–128 characters, else AuthError 'invalid_password') and ends every
   * session of the user, and every pending reset link where the adapter can (local; Firebase
   * cannot cancel the codes it has mailed). With `keepSession` (the caller's own,
   * still valid session), returns the session the caller goes on with: the same one where the
   * adapter can spare it, a fresh one where it cannot (Firebase revokes all). Null without it.
   * AuthError 'not_found' when the user does not exist.
   */
  changePassword(userId: string, newPassword: string, options?: { keepSession?: string }): Promise<SessionGrant | null>;

  /**
   * Starts a reset: a single-use token valid for one hour, handed to the caller to mail or mailed
   * by the provider (PasswordResetStart), or null when no admin has that email. The caller must
   * answer the same either way. Where the adapter can (local), earlier unused tokens of the same
   * admin stop working; Firebase keeps each code valid until it is used or expires.
   */
  createPasswordReset(email: string): Promise<PasswordResetStart | null>;

  /**
   * Consumes a reset token (the provider's code where it mailed the link) and sets the password
   * (6–128 characters, else AuthError 'invalid_password', leaving the token unused). False when
   * the token is unknown, used or expired. Ends every session of that admin.
   */
  resetPassword(token: string, newPassword: string): Promise<boolean>;

  /**
   * Adds an admin. Without a password one is generated and returned once (`generatedPassword`).
   * AuthError 'email_taken' for an existing email (any case), 'invalid_email', 'invalid_password'.
   */
  createAdmin(email: string, password?: string): Promise<{ user: AdminUser; generatedPassword?: string }>;

  /** Oldest first. */
  listAdmins(): Promise<AdminUser[]>;

  /**
   * Removes an admin and ends their sessions. False for an unknown id. AuthError 'last_admin'
   * when they are the only one: there is always at least one admin once there has been one.
   */
  removeAdmin(id: string): Promise<boolean>;

  countAdmins(): Promise<number>;
}
