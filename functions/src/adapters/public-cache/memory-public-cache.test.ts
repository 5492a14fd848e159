import { describe, expect, it } from 'vitest';
import type { CachedAnswer, PublicTopic } from '../../ports/public-cache';
import { createMemoryPublicCache } from './memory-public-cache';

function anAnswer(topics: readonly PublicTopic[], bytes = 10): CachedAnswer {
  return { body: Buffer.alloc(bytes, 'x'), etag: 'W/"a-b"', contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=30', topics };
}

describe('the in-memory public cache', () => {
  it('keeps answers by key and drops those made of a changed topic, and only those', () => {
    const cache = createMemoryPublicCache();
    const regions = anAnswer(['regions']);
    const page = anAnswer(['regions', 'plots', 'blogs', 'settings']);
    const settings = anAnswer(['settings']);
    cache.put('/api/regions', regions, cache.ticket());
    cache.put('http://localhost/', page, cache.ticket());
    cache.put('/api/settings', settings, cache.ticket());
    expect(cache.get('/api/regions')).toBe(regions);
    expect(cache.get('/api/regions?x=1')).toBeUndefined();

    cache.drop(['regions']);
    expect(cache.get('/api/regions')).toBeUndefined();
    expect(cache.get('http://localhost/')).toBeUndefined();
    expect(cache.get('/api/settings')).toBe(settings);
    cache.drop([]);
    expect(cache.get('/api/settings')).toBe(settings);
  });

  it('refuses an answer read before a change to its topics (a read that ran alongside a write)', () => {
    const cache = createMemoryPublicCache();
    const before = cache.ticket();
    cache.drop(['plots']);
    cache.put('/api/plots', anAnswer(['plots']), before);
    expect(cache.get('/api/plots')).toBeUndefined();
    cache.put('http://localhost/', anAnswer(['regions', 'plots']), before);
    expect(cache.get('http://localhost/')).toBeUndefined();
    // A change to another topic does not concern it.
    cache.put('/api/regions', anAnswer(['regions']), before);
    expect(cache.get('/api/regions')).toBeDefined();
    // Read after the change: kept.
    cache.put('/api/plots', anAnswer(['plots']), cache.ticket());
    expect(cache.get('/api/plots')).toBeDefined();
  });

  it('stays within its size, forgetting the least recently used first', () => {
    const cache = createMemoryPublicCache({ maxBytes: 7_000 });
    // About 1.5 KB each with the key and the overhead: four fit.
    for (let i = 0; i < 4; i++) cache.put(`/api/plots?page=${i}`, anAnswer(['plots'], 1_000), cache.ticket());
    expect(cache.get('/api/plots?page=0')).toBeDefined();
    // Over the bound: page=1 is now the least recently used.
    cache.put('/api/plots?page=4', anAnswer(['plots'], 1_000), cache.ticket());
    expect(cache.get('/api/plots?page=1')).toBeUndefined();
    expect(cache.get('/api/plots?page=0')).toBeDefined();
    expect(cache.get('/api/plots?page=4')).toBeDefined();
    // An answer larger than the whole cache is not kept at all.
    cache.put('/huge', anAnswer(['plots'], 10_000), cache.ticket());
    expect(cache.get('/huge')).toBeUndefined();
  });
});
