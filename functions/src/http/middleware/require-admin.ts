import type { NextFunction, Request, Response } from 'express';
import type { HistoryActor } from '../../core/schemas/lead-history';
import type { AdminUser, Auth } from '../../ports/auth';
import { unauthenticated } from '../errors';
import { clearSessionCookie, readSessionCookie } from '../session-cookie';

/**
 * Every /api/admin request, present and future (app.ts mounts this before any admin route):
 * the `__session` cookie must verify through the Auth port, else 401 in the JSON error shape
 * (and a stale cookie is cleared). The admin and the session value go to `res.locals`.
 */

export interface AdminLocals {
  admin: AdminUser;
  sessionToken: string;
}

export function requireAdmin(options: { auth: Auth; secureCookies: boolean }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = readSessionCookie(req.headers.cookie);
    const admin = token ? await options.auth.verifySession(token) : null;
    if (!admin || !token) {
      if (req.headers.cookie?.includes('__session')) clearSessionCookie(req, res, options.secureCookies);
      return next(unauthenticated());
    }
    res.locals.admin = admin;
    res.locals.sessionToken = token;
    return next();
  };
}

/** The signed-in admin of a request that passed requireAdmin. */
export function adminLocals(res: Response): AdminLocals {
  const { admin, sessionToken } = res.locals as Partial<AdminLocals>;
  // Reaching here without them means a route was mounted outside /api/admin: fail closed.
  if (!admin || !sessionToken) throw unauthenticated();
  return { admin, sessionToken };
}

/** The signed-in admin as a history names them (a lead's, a plot's status changes): id and email. */
export function adminActor(res: Response): HistoryActor {
  const { admin } = adminLocals(res);
  return { id: admin.id, email: admin.email };
}
