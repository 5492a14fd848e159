import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { LRUCache } from 'lru-cache';
import { siteDay } from '../../core/dates';
import { interestBeaconSchema } from '../../core/schemas/interest';
import { cacheControl } from '../../http/middleware/cache-control';
import { beaconLimiter } from '../../http/middleware/rate-limit';
import { readSessionCookie } from '../../http/session-cookie';
import type { Auth } from '../../ports/auth';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import type { DailyVisitors } from './daily-visitors';
import type { InterestTally } from './interest-tally';
import { isBot } from './is-bot';

/** Beacons per IP per minute: far above a person reading plots, far below a flood. */
export const BEACONS_PER_MINUTE = 120;
/** The beacon's body is a few dozen bytes; anything much larger is not one. */
const BEACON_BODY_LIMIT = '1kb';
/** How long whether a plot exists is remembered (a plot deleted meanwhile may get a minute of counts). */
const PLOT_KNOWN_MS = 60_000;

interface InterestRoutesDeps {
  store: Pick<Store, 'plots'>;
  auth: Pick<Auth, 'verifySession'>;
  log: Logger;
  tally: InterestTally;
  visitors: DailyVisitors;
  /** Cloud Functions: flush a due batch before answering (no CPU after the answer). */
  awaitBackgroundWork: boolean;
  now?: () => Date;
}

/**
 * POST /api/interest — the plot page's beacon (docs/api.md): `{ plotId, kind: 'view' | 'whatsapp' |
 * 'call' }`, sent with navigator.sendBeacon (a text/plain body) or fetch keepalive. Always 204 and
 * never an error, whatever comes: bad JSON, an unknown plot, a bot, a signed-in admin, a view
 * already counted today, a flood from one address — ignored, so a beacon never shows in a
 * visitor's console and a sender learns nothing. Mounted before the JSON-only rule (a beacon's
 * body is text); the cross-site check still applies (a forged beacon from another site is 403).
 * No cookie is set and nothing about the visitor is stored (daily-visitors.ts).
 */
export function interestRoutes(deps: InterestRoutesDeps): Router {
  const router = express.Router();
  const now = deps.now ?? (() => new Date());
  const known = new LRUCache<string, boolean>({ max: 10_000, ttl: PLOT_KNOWN_MS });

  async function plotExists(plotId: string): Promise<boolean> {
    const cached = known.get(plotId);
    if (cached !== undefined) return cached;
    const exists = (await deps.store.plots.get(plotId)) !== null;
    known.set(plotId, exists);
    return exists;
  }

  async function signedInAdmin(req: Request): Promise<boolean> {
    const token = readSessionCookie(req.headers.cookie);
    return token !== null && (await deps.auth.verifySession(token)) !== null;
  }

  async function count(req: Request): Promise<void> {
    const beacon = interestBeaconSchema.safeParse(parseJson(req.body));
    if (!beacon.success) return;
    const userAgent = req.get('user-agent');
    if (isBot(userAgent)) return;
    const { plotId, kind } = beacon.data;
    if (!(await plotExists(plotId))) return;
    if (await signedInAdmin(req)) return;
    const day = siteDay(now());
    if (kind === 'view' && !deps.visitors.firstView(day, { address: req.ip ?? '', userAgent: userAgent ?? '' }, plotId)) return;
    deps.tally.add(plotId, kind, day);
    if (deps.awaitBackgroundWork && deps.tally.due()) await deps.tally.flush();
  }

  router.post(
    '/',
    cacheControl('none'),
    beaconLimiter({ perMinute: BEACONS_PER_MINUTE }),
    express.text({ type: () => true, limit: BEACON_BODY_LIMIT }),
    async (req, res) => {
      try {
        await count(req);
      } catch (error) {
        deps.log.error('interest_beacon_failed', { error: error instanceof Error ? error.message : String(error) });
      }
      res.status(204).end();
    },
  );
  // A body too large or in an unknown encoding: a beacon all the same.
  router.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(204).end();
  });
  return router;
}

/**
 * The beacon as sent: text here (standalone); on Cloud Functions the Functions Framework has read
 * the body before the app, a JSON one into an object and a text one into a string.
 */
function parseJson(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) return body;
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
