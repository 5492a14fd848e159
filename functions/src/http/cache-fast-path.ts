import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublicCache } from '../ports/public-cache';
import { sendCachedAnswer } from './cached-answer';
import { cacheKeyOf } from './public-cache-keys';
import { requestOrigin, type TrustProxyFn } from './request-origin';
import { SESSION_COOKIE } from './session-cookie';

/** A middleware that only sets headers (helmet's): the same instance type the app mounts first. */
type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface CacheFastPathDeps {
  cache: PublicCache;
  /** The security headers the app sets on every response (http/middleware/security-headers.ts, same options). */
  securityHeaders: HeaderMiddleware;
  publicOrigin?: string | undefined;
  trust: TrustProxyFn;
}

/**
 * Answers a GET or HEAD whose public answer is cached, without Express: walking the app's whole
 * stack (routing, every middleware, the JSON and compression on each request) is what held cached
 * reads to a few per cent of what node:http can do. The answer and its headers are the ones the
 * Express path sends for it (the same security headers, then sendCachedAnswer), which
 * cache-fast-path.routes.test.ts compares header by header. Returns false, touching nothing, when
 * the request is not for it: another method, a miss, or a session cookie (an admin's requests
 * take the app's way, as they always did). Misses fill the cache on the Express path.
 */
export function createCacheFastPath(deps: CacheFastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const originOf = (req: IncomingMessage) => () => requestOrigin(req, { publicOrigin: deps.publicOrigin, trust: deps.trust });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url;
    if (!url || req.headers.cookie?.includes(SESSION_COOKIE)) return false;
    const answer = deps.cache.get(cacheKeyOf(url, originOf(req)));
    if (!answer) return false;
    deps.securityHeaders(req, res, (error) => {
      // helmet only sets headers and passes no error; were it ever to, the client gets a bare 500, never a half-dressed answer.
      if (error) {
        res.statusCode = 500;
        res.end();
        return;
      }
      sendCachedAnswer(req, res, answer);
    });
    return true;
  };
}
