import { LRUCache } from 'lru-cache';
import { PUBLIC_TOPICS, type CachedAnswer, type CacheTicket, type PublicCache, type PublicTopic } from '../../ports/public-cache';

/**
 * What the cache may hold at most. Keys carry the query and the Host, which any client chooses, so
 * the cache is bounded by size and forgets the least recently used answers first. The site's real
 * answers (a few dozen pages and reads, a few tens of KB each in three encodings) fit many times over.
 */
const DEFAULT_PUBLIC_CACHE_BYTES = 32 * 1024 * 1024;

/** Rough cost of an entry besides its bytes (headers, the key's object), so a flood of tiny answers is bounded too. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The standalone server's cache of public answers, in its own memory. Every write goes through this
 * process, and the events layer drops what a write changes before the write's response goes out.
 */
export function createMemoryPublicCache(options: { maxBytes?: number } = {}): PublicCache {
  const versions = Object.fromEntries(PUBLIC_TOPICS.map((topic) => [topic, 0])) as Record<PublicTopic, number>;
  const entries = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes ?? DEFAULT_PUBLIC_CACHE_BYTES,
    sizeCalculation: (answer, key) =>
      ENTRY_OVERHEAD_BYTES + key.length + answer.body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0),
  });

  return {
    get: (key) => entries.get(key),

    ticket: (): CacheTicket => ({ versions: { ...versions } }),

    put(key, answer, ticket) {
      if (answer.topics.some((topic) => ticket.versions[topic] !== versions[topic])) return;
      entries.set(key, answer);
    },

    drop(topics) {
      if (topics.length === 0) return;
      for (const topic of topics) versions[topic] += 1;
      const stale: string[] = [];
      for (const [key, answer] of entries.entries()) {
        if (answer.topics.some((topic) => topics.includes(topic))) stale.push(key);
      }
      for (const key of stale) entries.delete(key);
    },
  };
}
