import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthError, type Auth, type AuthErrorCode, type PasswordResetStart } from '../../ports/auth';

/**
 * The one suite every Auth adapter must pass (local now, Firebase Auth on its emulator later).
 * It knows only the port. Results are read back through a different method than the one that
 * wrote them (createAdmin → signIn / listAdmins; signIn → verifySession).
 *
 * Time: the suite owns a clock and hands it to `makeAuth`. An adapter that can run on it (local)
 * passes `{ controlsTime: true }` and the expiry cases run; one that cannot (Firebase: the
 * emulator keeps real time, session cookies last at least 5 minutes) skips them.
 *
 * Reset links: an adapter either hands the token to the caller to mail (local) or has its
 * provider mail the link itself (Firebase). For the latter the harness reads the token the way
 * the admin would find it, in the mail (`readResetToken`: the emulator's list of sent codes).
 * Other guarantees an adapter cannot give are switched off by name in AuthContractOptions, each
 * with its reason where the adapter's test passes them.
 */

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export interface AuthHarness {
  auth: Auth;
  cleanup: () => Promise<void>;
  /** The token of the newest reset link the provider mailed to that address (adapters whose provider mails it). */
  readResetToken?: (email: string) => Promise<string>;
}

export interface AuthContractOptions {
  /** The adapter runs on the suite's clock: expiry cases run. */
  controlsTime?: boolean;
  /** Who mails reset links: 'caller' (the token comes back from createPasswordReset; default) or 'provider'. */
  resetLinksSentBy?: 'caller' | 'provider';
  /** A new reset link makes the admin's earlier unused ones stop working (default true). */
  supersedesResetLinks?: boolean;
  /** A password change makes pending reset links stop working (default true). */
  resetLinksDieOnPasswordChange?: boolean;
}

const HOUR = 60 * 60 * 1000;
const PASSWORD = 'correct horse 7';
const OTHER_PASSWORD = 'battery staple 9';

export function describeAuthContract(
  adapterName: string,
  makeAuth: (clock: TestClock) => Promise<AuthHarness>,
  options: AuthContractOptions = {},
): void {
  describe(`Auth contract: ${adapterName}`, () => {
    let auth: Auth;
    let harness: AuthHarness;
    let clock: TestClock;

    beforeEach(async () => {
      let time = Date.now();
      clock = { now: () => time, advance: (ms) => void (time += ms) };
      harness = await makeAuth(clock);
      auth = harness.auth;
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    const timed = options.controlsTime ? it : it.skip;
    const sentBy = options.resetLinksSentBy ?? 'caller';
    const callerMailsResetLinks = sentBy === 'caller' ? it : it.skip;
    const supersedingResetLinks = (options.supersedesResetLinks ?? true) ? it : it.skip;
    const resetLinksDieOnPasswordChange = (options.resetLinksDieOnPasswordChange ?? true) ? it : it.skip;

    async function expectAuthError(promise: Promise<unknown>, code: AuthErrorCode): Promise<void> {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AuthError);
      expect((error as AuthError).code).toBe(code);
    }

    async function signedIn(email: string, password = PASSWORD): Promise<string> {
      const result = await auth.signIn(email, password);
      if (!result) throw new Error(`could not sign in as ${email}`);
      return result.sessionToken;
    }

    /** The token the reset page would get: from the result, or from the mail the provider sent. */
    async function resetTokenOf(start: PasswordResetStart | null): Promise<string> {
      if (!start) throw new Error('no reset was started');
      expect(start.sentBy).toBe(sentBy);
      if (start.sentBy === 'caller') return start.token;
      if (!harness.readResetToken) throw new Error('an adapter whose provider mails reset links needs readResetToken in its harness');
      return harness.readResetToken(start.email);
    }

    async function resetToken(email: string): Promise<string> {
      return resetTokenOf(await auth.createPasswordReset(email));
    }

    describe('admins', () => {
      it('creates an admin with a lowercased email and lists it', async () => {
        const before = Date.now();
        const { user, generatedPassword } = await auth.createAdmin('  Priya@Example.COM ', PASSWORD);
        expect(generatedPassword).toBeUndefined();
        expect(user).toEqual({ id: expect.any(String), email: 'priya@example.com', createdAt: expect.any(String) });
        expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
        expect(Date.parse(user.createdAt)).toBeGreaterThanOrEqual(before - 60_000);
        expect(await auth.listAdmins()).toEqual([user]);
        expect(await auth.countAdmins()).toBe(1);
      });

      it('generates a password when none is given, and it signs in', async () => {
        const { user, generatedPassword } = await auth.createAdmin('ravi@example.com');
        expect(generatedPassword).toEqual(expect.any(String));
        expect(generatedPassword!.length).toBeGreaterThanOrEqual(16);
        expect((await auth.signIn('ravi@example.com', generatedPassword!))?.user).toEqual(user);
        const second = await auth.createAdmin('sita@example.com');
        expect(second.generatedPassword).not.toBe(generatedPassword);
      });

      it('refuses a second admin with the same email in any case', async () => {
        await auth.createAdmin('priya@example.com', PASSWORD);
        await expectAuthError(auth.createAdmin('PRIYA@example.com ', OTHER_PASSWORD), 'email_taken');
        await expectAuthError(auth.createAdmin('priya@example.com'), 'email_taken');
        expect(await auth.countAdmins()).toBe(1);
        // The first one's password is untouched.
        expect(await auth.signIn('priya@example.com', PASSWORD)).not.toBeNull();
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).toBeNull();
      });

      it('refuses passwords shorter than 6 or longer than 128 characters, and accepts both limits', async () => {
        await expectAuthError(auth.createAdmin('a@example.com', '12345'), 'invalid_password');
        await expectAuthError(auth.createAdmin('a@example.com', 'x'.repeat(129)), 'invalid_password');
        expect(await auth.countAdmins()).toBe(0);
        await auth.createAdmin('six@example.com', '123456');
        await auth.createAdmin('long@example.com', 'y'.repeat(128));
        expect(await auth.signIn('six@example.com', '123456')).not.toBeNull();
        expect(await auth.signIn('long@example.com', 'y'.repeat(128))).not.toBeNull();
      });

      it('refuses an email that cannot be an address', async () => {
        await expectAuthError(auth.createAdmin('not an email', PASSWORD), 'invalid_email');
        await expectAuthError(auth.createAdmin('', PASSWORD), 'invalid_email');
        expect(await auth.countAdmins()).toBe(0);
      });

      it('lists admins oldest first', async () => {
        const emails = ['c@example.com', 'a@example.com', 'b@example.com'];
        for (const email of emails) {
          await auth.createAdmin(email, PASSWORD);
          clock.advance(1000);
        }
        expect((await auth.listAdmins()).map((admin) => admin.email)).toEqual(emails);
        expect(await auth.countAdmins()).toBe(3);
      });

      it('never removes the last admin', async () => {
        const { user } = await auth.createAdmin('only@example.com', PASSWORD);
        await expectAuthError(auth.removeAdmin(user.id), 'last_admin');
        expect(await auth.listAdmins()).toEqual([user]);
        expect(await auth.signIn('only@example.com', PASSWORD)).not.toBeNull();
      });

      it('removes an admin, ends their sessions and refuses their sign-in; then the other is the last', async () => {
        const { user: first } = await auth.createAdmin('first@example.com', PASSWORD);
        const { user: second } = await auth.createAdmin('second@example.com', PASSWORD);
        const session = await signedIn('second@example.com');
        expect(await auth.removeAdmin(second.id)).toBe(true);
        expect(await auth.verifySession(session)).toBeNull();
        expect(await auth.signIn('second@example.com', PASSWORD)).toBeNull();
        expect(await auth.listAdmins()).toEqual([first]);
        expect(await auth.removeAdmin(second.id)).toBe(false);
        await expectAuthError(auth.removeAdmin(first.id), 'last_admin');
      });

      it('answers false for an unknown id', async () => {
        await auth.createAdmin('one@example.com', PASSWORD);
        await auth.createAdmin('two@example.com', PASSWORD);
        expect(await auth.removeAdmin('no-such-admin')).toBe(false);
        expect(await auth.countAdmins()).toBe(2);
      });
    });

    describe('sign-in and sessions', () => {
      beforeEach(async () => {
        await auth.createAdmin('priya@example.com', PASSWORD);
      });

      it('signs in with the right password: a session that verifies to the admin', async () => {
        const result = await auth.signIn('priya@example.com', PASSWORD);
        expect(result).not.toBeNull();
        expect(result!.user.email).toBe('priya@example.com');
        expect(result!.sessionToken.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
        expect(result!.expiresAt.getTime()).toBeGreaterThan(clock.now() + HOUR);
        expect(await auth.verifySession(result!.sessionToken)).toEqual(result!.user);
        expect((await auth.listAdmins())[0]).toEqual(result!.user);
      });

      it('ignores the case and surrounding spaces of the email', async () => {
        expect(await auth.signIn('  PRIYA@Example.Com ', PASSWORD)).not.toBeNull();
      });

      it.each([
        ['a wrong password', 'priya@example.com', 'wrong password'],
        ['the password in another case', 'priya@example.com', PASSWORD.toUpperCase()],
        ['an empty password', 'priya@example.com', ''],
        ['a password over 128 characters that starts right', 'priya@example.com', PASSWORD + 'x'.repeat(200)],
        ['an unknown email', 'nobody@example.com', PASSWORD],
        ['a malformed email', 'priya', PASSWORD],
        ['an empty email', '', PASSWORD],
      ])('answers null for %s', async (_label, email, password) => {
        expect(await auth.signIn(email, password)).toBeNull();
      });

      it('gives a new session value at every sign-in; each verifies on its own', async () => {
        const first = await signedIn('priya@example.com');
        const second = await signedIn('priya@example.com');
        expect(second).not.toBe(first);
        expect(await auth.verifySession(first)).not.toBeNull();
        expect(await auth.verifySession(second)).not.toBeNull();
      });

      it.each([
        ['an empty string', ''],
        ['garbage', 'not-a-session'],
        ['a very long string', 'A'.repeat(5000)],
      ])('does not verify %s', async (_label, token) => {
        expect(await auth.verifySession(token)).toBeNull();
      });

      it('does not verify a session value with one character changed', async () => {
        const token = await signedIn('priya@example.com');
        const last = token.at(-1) === 'A' ? 'B' : 'A';
        expect(await auth.verifySession(token.slice(0, -1) + last)).toBeNull();
        expect(await auth.verifySession(token)).not.toBeNull();
      });

      it('signs out: the session no longer verifies, and signing out again is harmless', async () => {
        const token = await signedIn('priya@example.com');
        await auth.signOut(token);
        expect(await auth.verifySession(token)).toBeNull();
        await auth.signOut(token);
        await auth.signOut('garbage');
        await auth.signOut('');
        expect(await auth.signIn('priya@example.com', PASSWORD)).not.toBeNull();
      });

      timed('ends a session at its expiry, and activity does not bring it back', async () => {
        const result = (await auth.signIn('priya@example.com', PASSWORD))!;
        expect(await auth.verifySession(result.sessionToken)).not.toBeNull();
        clock.advance(result.expiresAt.getTime() - clock.now());
        expect(await auth.verifySession(result.sessionToken)).toBeNull();
        clock.advance(-HOUR);
        expect(await auth.verifySession(result.sessionToken)).toBeNull();
      });
    });

    describe('change password', () => {
      let userId: string;
      beforeEach(async () => {
        userId = (await auth.createAdmin('priya@example.com', PASSWORD)).user.id;
      });

      it('sets the new password: the old one stops working', async () => {
        await auth.changePassword(userId, OTHER_PASSWORD);
        expect(await auth.signIn('priya@example.com', PASSWORD)).toBeNull();
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).not.toBeNull();
      });

      it('ends the other sessions and hands back a session to keep using', async () => {
        const mine = await signedIn('priya@example.com');
        const phone = await signedIn('priya@example.com');
        const laptop = await signedIn('priya@example.com');
        const kept = await auth.changePassword(userId, OTHER_PASSWORD, { keepSession: mine });
        expect(kept).not.toBeNull();
        expect(kept!.expiresAt.getTime()).toBeGreaterThan(clock.now());
        expect((await auth.verifySession(kept!.sessionToken))?.id).toBe(userId);
        expect(await auth.verifySession(phone)).toBeNull();
        expect(await auth.verifySession(laptop)).toBeNull();
      });

      it('ends every session when no session is to be kept', async () => {
        const session = await signedIn('priya@example.com');
        expect(await auth.changePassword(userId, OTHER_PASSWORD)).toBeNull();
        expect(await auth.verifySession(session)).toBeNull();
      });

      it('does not keep a session of another admin', async () => {
        const other = (await auth.createAdmin('ravi@example.com', PASSWORD)).user;
        const ravis = await signedIn('ravi@example.com');
        const kept = await auth.changePassword(userId, OTHER_PASSWORD, { keepSession: ravis });
        expect(kept).toBeNull();
        // Ravi's own session is none of this change's business.
        expect((await auth.verifySession(ravis))?.id).toBe(other.id);
      });

      it('refuses a password out of range and changes nothing', async () => {
        const session = await signedIn('priya@example.com');
        await expectAuthError(auth.changePassword(userId, '12345'), 'invalid_password');
        await expectAuthError(auth.changePassword(userId, 'z'.repeat(129)), 'invalid_password');
        expect(await auth.signIn('priya@example.com', PASSWORD)).not.toBeNull();
        expect(await auth.verifySession(session)).not.toBeNull();
      });

      it('answers not_found for an unknown admin', async () => {
        await expectAuthError(auth.changePassword('no-such-admin', OTHER_PASSWORD), 'not_found');
      });

      resetLinksDieOnPasswordChange('makes pending reset links useless', async () => {
        const token = await resetToken('priya@example.com');
        await auth.changePassword(userId, OTHER_PASSWORD);
        expect(await auth.resetPassword(token, 'third password')).toBe(false);
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).not.toBeNull();
      });
    });

    describe('password reset', () => {
      beforeEach(async () => {
        await auth.createAdmin('priya@example.com', PASSWORD);
      });

      it('answers null for an email without an admin', async () => {
        expect(await auth.createPasswordReset('nobody@example.com')).toBeNull();
        expect(await auth.createPasswordReset('')).toBeNull();
      });

      it('starts a reset for the stored address, in any case, with a token of at least 128 bits', async () => {
        const reset = await auth.createPasswordReset('  PRIYA@example.com');
        expect(reset).not.toBeNull();
        expect(reset!.email).toBe('priya@example.com');
        expect((await resetTokenOf(reset)).length).toBeGreaterThanOrEqual(22);
      });

      callerMailsResetLinks('hands the caller a link that lasts one hour', async () => {
        const reset = await auth.createPasswordReset('priya@example.com');
        expect(reset?.sentBy).toBe('caller');
        const ttl = (reset as Extract<PasswordResetStart, { sentBy: 'caller' }>).expiresAt.getTime() - clock.now();
        expect(ttl).toBeGreaterThan(HOUR - 60_000);
        expect(ttl).toBeLessThanOrEqual(HOUR);
      });

      it('resets the password once, and ends every session', async () => {
        const session = await signedIn('priya@example.com');
        const token = await resetToken('priya@example.com');
        expect(await auth.resetPassword(token, OTHER_PASSWORD)).toBe(true);
        expect(await auth.verifySession(session)).toBeNull();
        expect(await auth.signIn('priya@example.com', PASSWORD)).toBeNull();
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).not.toBeNull();

        expect(await auth.resetPassword(token, 'a third password')).toBe(false);
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).not.toBeNull();
      });

      it('answers false for a made-up or altered token', async () => {
        const token = await resetToken('priya@example.com');
        const altered = token.slice(0, -1) + (token.at(-1) === 'A' ? 'B' : 'A');
        expect(await auth.resetPassword(altered, OTHER_PASSWORD)).toBe(false);
        expect(await auth.resetPassword('made-up', OTHER_PASSWORD)).toBe(false);
        expect(await auth.resetPassword('', OTHER_PASSWORD)).toBe(false);
        expect(await auth.signIn('priya@example.com', PASSWORD)).not.toBeNull();
      });

      it('makes a new token at every request; the newest works', async () => {
        const older = await resetToken('priya@example.com');
        const newer = await resetToken('priya@example.com');
        expect(newer).not.toBe(older);
        expect(await auth.resetPassword(newer, OTHER_PASSWORD)).toBe(true);
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).not.toBeNull();
      });

      supersedingResetLinks('keeps only the newest link of an admin working', async () => {
        const older = await resetToken('priya@example.com');
        const newer = await resetToken('priya@example.com');
        expect(await auth.resetPassword(older, OTHER_PASSWORD)).toBe(false);
        expect(await auth.resetPassword(newer, OTHER_PASSWORD)).toBe(true);
      });

      it('refuses a password out of range without using up the link', async () => {
        const token = await resetToken('priya@example.com');
        await expectAuthError(auth.resetPassword(token, '12345'), 'invalid_password');
        await expectAuthError(auth.resetPassword(token, 'z'.repeat(129)), 'invalid_password');
        expect(await auth.resetPassword(token, OTHER_PASSWORD)).toBe(true);
      });

      timed('works until one hour has passed, not after', async () => {
        const early = await resetToken('priya@example.com');
        clock.advance(HOUR - 60_000);
        expect(await auth.resetPassword(early, OTHER_PASSWORD)).toBe(true);

        const late = await resetToken('priya@example.com');
        clock.advance(HOUR + 1);
        expect(await auth.resetPassword(late, 'a third password')).toBe(false);
        expect(await auth.signIn('priya@example.com', OTHER_PASSWORD)).not.toBeNull();
      });
    });
  });
}
