/** What a public read depends on: a write to one of these changes its answer. */
export type PublicTopic = 'regions' | 'plots' | 'ventures' | 'blogs' | 'settings';

/** Every topic: a rendered page may show any public data (the footer alone shows the settings). */
export const PUBLIC_TOPICS: readonly PublicTopic[] = ['regions', 'plots', 'ventures', 'blogs', 'settings'];

/**
 * One public answer, ready to send as it is: the body in each encoding (compressed once, when the
 * answer was made, not at every request) and the headers that describe it. Only 200 answers are
 * kept: an error or a redirect is made afresh every time.
 */
export interface CachedAnswer {
  /** The identity body. */
  body: Buffer;
  /** The same body gzipped and brotli-compressed; absent when the body is too small to gain from it. */
  gzip?: Buffer;
  br?: Buffer;
  /** Weak ETag of the identity body, as Express computes it for res.send. */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** What the answer was made of: a change to any of these makes it stale. */
  topics: readonly PublicTopic[];
}

/** Taken before reading the data an answer is made of; see PublicCache.put. */
export interface CacheTicket {
  readonly versions: Readonly<Record<PublicTopic, number>>;
}

/**
 * The server's own cache of public answers (standalone: the process is the only writer, so it
 * knows every change through the events layer; on Firebase the CDN caches instead and there is
 * none). Keys are what the answer depends on besides the data: the path and query of an API read,
 * the origin, path and query of a page.
 */
export interface PublicCache {
  get(key: string): CachedAnswer | undefined;
  /** Marks the moment the data of an answer starts being read. */
  ticket(): CacheTicket;
  /**
   * Keeps an answer, unless one of its topics changed after `ticket` was taken: a read that ran
   * alongside a write may hold the data from before it, and must not outlive the drop that write
   * caused.
   */
  put(key: string, answer: CachedAnswer, ticket: CacheTicket): void;
  /** Forgets every answer made of any of these topics. */
  drop(topics: readonly PublicTopic[]): void;
}
