/**
 * The keys of the server's cache of public answers, made here alone so that the routes that fill
 * the cache and the fast path that reads it (http/cache-fast-path.ts) always agree.
 */

/** Key of an API read: its path and query as requested (an API answer does not depend on the Host). */
export function apiCacheKey(url: string): string {
  return url;
}

/** Key of a rendered page: the origin it was rendered for (its links name it), then path and query. */
export function pageCacheKey(origin: string, url: string): string {
  return `${origin}${url}`;
}

/** The key a GET of `url` would be cached under: API reads by URL, everything else as a page of `origin`. */
export function cacheKeyOf(url: string, origin: () => string): string {
  return url.startsWith('/api/') ? apiCacheKey(url) : pageCacheKey(origin(), url);
}
