import type { NextFunction, Request, Response } from 'express';

/**
 * Cache policies of the public API (docs/architecture.md: public reads are cacheable by browsers and
 * the CDN, with an ETag so an unchanged poll costs a 304). max-age is the browser, s-maxage the
 * CDN, stale-while-revalidate lets either answer at once while it refreshes in the background.
 */
export const CACHE_POLICIES = {
  /** Regional prices are shown as "live" (SWR polls every 30 s): keep every layer short. */
  live: 'public, max-age=30, s-maxage=30, stale-while-revalidate=60',
  /** Plot lists and single plots: status changes (sold) should show within a minute or two. */
  listings: 'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
  /**
   * A venture's plots' statuses, which its open page asks for every 30 s (VENTURE_POLL_SECONDS): the
   * CDN keeps them 10 s at most, so a status changed in the back office shows there within 40 s; a
   * poll that finds nothing new is a 304.
   */
  availability: 'public, max-age=0, s-maxage=10',
  /** Blog posts change rarely and are read a lot. */
  articles: 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
  /** Business details (phone, address) — edited maybe once a year. */
  settings: 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400',
  /**
   * Rendered pages: the browser revalidates every time (ETag → 304), the CDN keeps a copy for 30 s
   * and may serve it 30 s more while it refreshes, so a price change is on every page within a minute.
   */
  page: 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  /** The sitemap and robots.txt: crawlers come rarely; the CDN keeps them five minutes. */
  sitemap: 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
  /**
   * A plot's link-preview picture: its address carries the cover's id (core/site-paths.ts), so a
   * new cover is a new address and the picture at one address never changes.
   */
  linkPreview: 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400',
  /** The same for everyone but never kept stale anywhere (the admin area's page). */
  revalidate: 'no-cache',
  /** Writes, health and anything personal. */
  none: 'no-store',
  /** Anything with a session (/api/admin, /api/auth): no cache anywhere, shared or not (docs/security.md). */
  session: 'private, no-store',
  /**
   * A session resource polled often (the lead board, every 5 s): the browser alone may keep a
   * copy but must revalidate it every time, so an unchanged answer is a 304 (ETag) instead of
   * the whole list. Never stored by a shared cache.
   */
  sessionRevalidate: 'private, no-cache',
} as const;
export type CachePolicy = keyof typeof CACHE_POLICIES;

/** Sets the Cache-Control of a route. Errors are switched back to no-store by the error handler. */
export function cacheControl(policy: CachePolicy) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', CACHE_POLICIES[policy]);
    next();
  };
}
