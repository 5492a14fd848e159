import type { CookieOptions, Request, Response } from 'express';
import type { SessionGrant } from '../ports/auth';

/**
 * The one cookie of the site (docs/security.md, docs/decisions/003): `__session`, because Firebase
 * Hosting forwards no other cookie to the function. HttpOnly, SameSite=Strict, Path=/, Secure
 * in production or whenever the request came over https, and Max-Age = the session's absolute
 * end. No Domain attribute: the cookie stays on the exact host that set it.
 */

export const SESSION_COOKIE = '__session';

/** Longest value we bother to look at: ours are 43 characters, Firebase session cookies ~1 kB. */
const MAX_VALUE_LENGTH = 4096;

/**
 * The `__session` value of a Cookie header, parsed by hand (no cookie-parser). Null when absent,
 * empty, oversized, or present more than once with different values: we only ever set one, so
 * two means another host of the same site planted one (cookie tossing), and neither is trusted.
 */
export function readSessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  const values = new Set<string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    values.add(value);
  }
  if (values.size !== 1) return null;
  const [value] = values as unknown as [string];
  return value.length > 0 && value.length <= MAX_VALUE_LENGTH ? value : null;
}

function baseOptions(req: Request, secureCookies: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: secureCookies || req.secure };
}

export function setSessionCookie(req: Request, res: Response, grant: SessionGrant, secureCookies: boolean): void {
  const maxAge = Math.max(0, grant.expiresAt.getTime() - Date.now());
  res.cookie(SESSION_COOKIE, grant.sessionToken, { ...baseOptions(req, secureCookies), maxAge });
}

export function clearSessionCookie(req: Request, res: Response, secureCookies: boolean): void {
  res.clearCookie(SESSION_COOKIE, baseOptions(req, secureCookies));
}
