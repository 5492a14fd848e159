import { rateLimit } from 'express-rate-limit';
import { tooManyRequests } from '../errors';

/**
 * One limiter shared by all public writes (contact, sell enquiry, subscription): a bot filling
 * one form cannot switch to another to get a fresh quota. Keyed by client IP (`trust proxy` must
 * be right, see config/env.ts). Memory store: one process standalone; on Cloud Functions each
 * instance counts on its own, which still caps a single noisy client.
 */
export function publicWriteLimiter(options: { perMinute: number }) {
  return rateLimit({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests()),
  });
}

/**
 * The interest beacons' own limit per IP (kept apart from the forms', which a visitor reading many
 * plots must not use up). Past it a beacon is answered like any other, 204, and counts nothing:
 * a flood learns nothing and costs a map lookup.
 */
export function beaconLimiter(options: { perMinute: number }) {
  return rateLimit({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: false,
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(204).end();
    },
  });
}
