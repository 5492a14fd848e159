import type { NextFunction, Request, Response } from 'express';
import { messageKey } from '../../core/message-key';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * CSRF guard for every write, public ones included (docs/security.md):
 * - `Sec-Fetch-Site: cross-site` → 403. `same-origin` and `none` (typed by the user) pass.
 *   `same-site` (a sibling subdomain) is not trusted blindly: it falls through to the Origin check.
 * - Without Sec-Fetch-Site (older browsers), `Origin`, else `Referer`, must be our own origin.
 *   An opaque `Origin: null` (sandboxed frame, data: URL) is refused.
 * - Neither header at all: not a browser-driven cross-site request (browsers send Origin on
 *   every cross-origin POST), so it passes; the JSON content-type rule still applies.
 * Own origin = PUBLIC_ORIGIN when configured, else the scheme and Host of this request (with
 * `trust proxy`, from X-Forwarded-Proto / X-Forwarded-Host).
 */
export function csrfGuard(options: { publicOrigin?: string | undefined }) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();

    const fetchSite = req.get('sec-fetch-site')?.toLowerCase();
    if (fetchSite === 'same-origin' || fetchSite === 'none') return next();
    if (fetchSite === 'cross-site') return next(forbidden(messageKey('crossSite')));

    const ownOrigin = options.publicOrigin ?? `${req.protocol}://${req.host}`;
    const origin = req.get('origin');
    if (origin !== undefined) {
      return originOf(origin) === ownOrigin ? next() : next(forbidden(messageKey('crossSite')));
    }
    const referer = req.get('referer');
    if (referer !== undefined) {
      return originOf(referer) === ownOrigin ? next() : next(forbidden(messageKey('crossSite')));
    }
    if (fetchSite === 'same-site') return next(forbidden(messageKey('crossSite')));
    return next();
  };
}

/** The header the SPA's api-client sends with every call (web/src/lib/api-client.ts). */
const CUSTOM_HEADER = 'X-Requested-With';

/**
 * The second half of the CSRF defence for cookie-authenticated writes (/api/admin, /api/auth,
 * login included): a custom header. A cross-site <form> cannot send one at all, and a
 * cross-site fetch that adds one needs a CORS preflight, which this API never grants. Its
 * value does not matter, only that it is there. Reads pass (they change nothing).
 */
export function requireCustomHeader() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const value = req.get(CUSTOM_HEADER);
    if (value === undefined || value.trim() === '') {
      return next(forbidden(messageKey('headerMissing', { header: CUSTOM_HEADER })));
    }
    return next();
  };
}
