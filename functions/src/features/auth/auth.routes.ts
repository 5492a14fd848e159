import express, { type Request, type Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { messageKey } from '../../core/message-key';
import { keyedErrors } from '../../core/schemas/message-keys';
import { MESSAGES } from '../../core/messages';
import {
  adminUserCreateSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../core/schemas/auth';
import { badRequest, conflict, HttpError, notFound, unauthenticated, validationError, zodFields } from '../../http/errors';
import type { Logger } from '../../ports/logger';
import { adminLocals } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { jsonObjectBody, parseBody } from '../../http/validate';
import { AuthError, type Auth } from '../../ports/auth';
import type { AuthService } from './auth.service';
import type { Store } from '../../ports/store';
import { secretChange } from '../activity/activity-changes';
import { createActivityRecorder } from '../activity/activity-recorder';

/**
 * Public auth endpoints, mounted at /api/auth (app.ts puts `private, no-store` and the custom
 * header check in front of them):
 *   POST /login            { email, password } → 200 { user } + Set-Cookie __session
 *                          | 401 'Invalid email or password' (every failure) | 422 fields missing | 429
 *   POST /logout           → 204, session ended, cookie cleared (also without a session)
 *   GET  /session          → 200 { user } | 401
 *   POST /forgot-password  { email } → 202 { message } whether or not the email exists | 422 | 429
 *   POST /reset-password   { token, password, confirmPassword } → 204 | 400 invalid link | 422 | 429
 * There is no sign-up: admins are added by an admin (/api/admin/users) or `npm run admin:create`.
 */

export interface AuthRoutesDeps {
  auth: Auth;
  authService: AuthService;
  log: Logger;
  /** Secure cookies even over plain http (production behind a TLS-terminating proxy). */
  secureCookies: boolean;
  /** Origin of the links in reset mails; never taken from the request's Host header. */
  linkOrigin: string;
  /**
   * Finish the reset-mail work before answering (Cloud Functions may freeze an instance once
   * its response is sent). Standalone the mail goes out after the answer.
   */
  awaitBackgroundWork?: boolean;
}

/** The rate-limit key of a client: its address, IPv6 by /56 so one host cannot hop through its prefix. */
function clientKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? 'unknown', 56);
}

export function authRoutes(deps: AuthRoutesDeps): Router {
  const router = express.Router();
  const { auth, authService } = deps;

  router.post('/login', async (req, res) => {
    const client = clientKey(req);
    authService.countLoginAttempt(client);
    const { email, password } = parseBody(loginSchema, req);
    const result = await authService.signIn(email, password, client);
    // A new value at every sign-in; a session the browser still held ends here.
    const previous = readSessionCookie(req.headers.cookie);
    if (previous) await auth.signOut(previous);
    setSessionCookie(req, res, result, deps.secureCookies);
    res.status(200).json({ user: result.user });
  });

  router.post('/logout', async (req, res) => {
    const token = readSessionCookie(req.headers.cookie);
    if (token) await auth.signOut(token);
    clearSessionCookie(req, res, deps.secureCookies);
    res.status(204).end();
  });

  router.get('/session', async (req, res) => {
    const token = readSessionCookie(req.headers.cookie);
    const user = token ? await auth.verifySession(token) : null;
    if (!user) {
      if (req.headers.cookie?.includes('__session')) clearSessionCookie(req, res, deps.secureCookies);
      throw unauthenticated();
    }
    res.status(200).json({ user });
  });

  router.post('/forgot-password', async (req, res) => {
    authService.countResetRequest(clientKey(req));
    const { email } = parseBody(forgotPasswordSchema, req);
    authService.requestPasswordReset(email, deps.linkOrigin);
    if (deps.awaitBackgroundWork) await authService.settled();
    res.status(202).json({ message: MESSAGES.resetEmailSent, key: messageKey('resetEmailSent') });
  });

  router.post('/reset-password', async (req, res) => {
    authService.countResetRequest(clientKey(req));
    const parsed = resetPasswordSchema.safeParse(jsonObjectBody(req), { error: keyedErrors });
    if (!parsed.success) {
      // No usable token is a broken link, not a form error the person could fix.
      if ('token' in zodFields(parsed.error)) throw badRequest(messageKey('invalidResetLink'));
      throw validationError(parsed.error, 'body');
    }
    const done = await auth.resetPassword(parsed.data.token, parsed.data.password).catch(rethrowAuthError);
    if (!done) throw badRequest(messageKey('invalidResetLink'));
    deps.log.info('password_reset_completed');
    res.status(204).end();
  });

  return router;
}

/**
 * The signed-in admin's own account and the admin users, mounted at /api/admin (behind
 * requireAdmin, so res.locals holds the admin):
 *   POST   /password   { newPassword, confirmPassword } → 204, other sessions ended | 422
 *   GET    /users      → 200 AdminUser[], oldest first
 *   POST   /users      { email, password? } → 201 { user, generatedPassword? } | 409 | 422
 *   DELETE /users/:id  → 204 | 404 | 409 'You cannot remove the last admin'
 */
export function adminAccountRoutes(deps: Omit<AuthRoutesDeps, 'authService' | 'linkOrigin'> & { store: Pick<Store, 'activity'> }): Router {
  const router = express.Router();
  const { auth } = deps;
  const activity = createActivityRecorder(deps);

  router.post('/password', async (req, res) => {
    const { newPassword } = parseBody(changePasswordSchema, req);
    const { admin, sessionToken } = adminLocals(res);
    const kept = await auth.changePassword(admin.id, newPassword, { keepSession: sessionToken }).catch(rethrowAuthError);
    if (kept) setSessionCookie(req, res, kept, deps.secureCookies);
    else clearSessionCookie(req, res, deps.secureCookies);
    deps.log.info('password_changed', { userId: admin.id });
    await activity.record(req, res, { kind: 'admin', itemId: admin.id, itemTitle: admin.email, action: 'updated', changes: [secretChange('password')] });
    res.status(204).end();
  });

  router.get('/users', async (_req, res) => {
    res.status(200).json(await auth.listAdmins());
  });

  router.post('/users', async (req, res) => {
    const { email, password } = parseBody(adminUserCreateSchema, req);
    const { admin } = adminLocals(res);
    const created = await auth.createAdmin(email, password).catch(rethrowAuthError);
    deps.log.info('admin_created', { userId: created.user.id, by: admin.id });
    await activity.record(req, res, { kind: 'admin', itemId: created.user.id, itemTitle: created.user.email, action: 'created' });
    res.status(201).json(created);
  });

  router.delete('/users/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('adminNotFound'));
    const { admin } = adminLocals(res);
    const email = (await auth.listAdmins()).find((user) => user.id === id)?.email ?? '';
    const removed = await auth.removeAdmin(id).catch(rethrowAuthError);
    if (!removed) throw notFound(messageKey('adminNotFound'));
    await activity.record(req, res, { kind: 'admin', itemId: id, itemTitle: email, action: 'deleted' });
    deps.log.info('admin_removed', { userId: id, by: admin.id });
    if (id === admin.id) clearSessionCookie(req, res, deps.secureCookies);
    res.status(204).end();
  });

  return router;
}

/** The port's typed refusals in the API's error shape; anything else stays a failure (500). */
function rethrowAuthError(error: unknown): never {
  if (!(error instanceof AuthError)) throw error;
  const byCode: Record<AuthError['code'], HttpError> = {
    last_admin: conflict(messageKey('lastAdmin')),
    email_taken: conflict(messageKey('adminExists'), { email: messageKey('adminExists') }),
    not_found: notFound(messageKey('adminNotFound')),
    invalid_password: new HttpError(422, 'validation_failed', messageKey('fixFormErrors'), { password: error.key }),
    invalid_email: new HttpError(422, 'validation_failed', messageKey('fixFormErrors'), { email: messageKey('emailInvalid') }),
  };
  throw byCode[error.code];
}
