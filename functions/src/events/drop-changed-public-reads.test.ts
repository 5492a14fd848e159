import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createMemoryPublicCache } from '../adapters/public-cache/memory-public-cache';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import type { Lead } from '../core/schemas/lead';
import { ventureInputSchema, type Venture } from '../core/schemas/venture';
import type { DomainEvent } from '../ports/events';
import { silentLogger } from '../ports/logger';
import { PUBLIC_TOPICS, type CachedAnswer, type PublicCache, type PublicTopic } from '../ports/public-cache';
import type { Store } from '../ports/store';
import { aBlog, aPlot, aRegion, someSettings } from '../testing/builders';
import type { EventDeps } from './event-deps';
import { createLocalEventBus, dispatchEvent } from './local-event-bus';

const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null };
const lead: Lead = { id: 'l1', name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', status: 'new', source: 'contact', details: null, origin: null, followUpDate: null, assignedTo: null, firstResponseAt: null, ...stamps };
const plot = { ...aPlot(), id: 'p1', ...stamps };
const blog = { ...aBlog(), id: 'b1', ...stamps };
const region = { ...aRegion(), id: 'r1', ...stamps };
const venture: Venture = { ...ventureInputSchema.parse({ name: 'Green Meadows', regionId: 'r1' }), id: 'v1', layout: { image: null, version: 0 }, ...stamps };

/** Every kind of event, and the cached answers it must drop (a page shows every topic). */
const CASES: [DomainEvent, PublicTopic[]][] = [
  [{ id: 'e', type: 'lead.created', lead }, []],
  [{ id: 'e', type: 'lead.statusChanged', before: lead, after: { ...lead, status: 'resolved' } }, []],
  [{ id: 'e', type: 'lead.deleted', lead }, []],
  // A venture's page shows its plots and their counts.
  [{ id: 'e', type: 'plot.created', plot }, ['plots', 'ventures']],
  [{ id: 'e', type: 'plot.updated', before: plot, after: { ...plot, status: 'sold' } }, ['plots', 'ventures']],
  [{ id: 'e', type: 'plot.deleted', plot }, ['plots', 'ventures']],
  // A plot's page shows its venture; a venture deleted unlinks its plots, one restored links them again.
  [{ id: 'e', type: 'venture.created', venture }, ['ventures', 'plots']],
  [{ id: 'e', type: 'venture.updated', before: venture, after: { ...venture, name: 'Renamed' } }, ['ventures', 'plots']],
  [{ id: 'e', type: 'venture.deleted', venture }, ['ventures', 'plots']],
  [{ id: 'e', type: 'blog.created', blog }, ['blogs']],
  [{ id: 'e', type: 'blog.updated', blog }, ['blogs']],
  [{ id: 'e', type: 'blog.deleted', blog }, ['blogs']],
  [{ id: 'e', type: 'region.created', region }, ['regions']],
  [{ id: 'e', type: 'region.updated', region }, ['regions']],
  [{ id: 'e', type: 'region.deleted', region }, ['regions']],
  [{ id: 'e', type: 'settings.updated', settings: someSettings() }, ['settings']],
];

const PAGE = 'http://localhost/';

function fill(cache: PublicCache): void {
  const answer = (topics: readonly PublicTopic[]): CachedAnswer => ({ body: Buffer.from('[]'), etag: 'W/"2-x"', contentType: 'application/json', cacheControl: 'public', topics });
  for (const topic of PUBLIC_TOPICS) cache.put(`/api/${topic}`, answer([topic]), cache.ticket());
  cache.put(PAGE, answer(PUBLIC_TOPICS), cache.ticket());
}

function kept(cache: PublicCache): string[] {
  return [...PUBLIC_TOPICS.map((topic) => `/api/${topic}`), PAGE].filter((key) => cache.get(key));
}

describe('cached public answers and the events', () => {
  let dir: string;
  let store: Store;
  let deps: EventDeps & { publicCache: PublicCache };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'events-cache-'));
    store = await createSqliteStore({ file: join(dir, 'store.db') });
    deps = { store, images: createLocalDiskImages({ dir: join(dir, 'images'), publicBaseUrl: '/images' }), log: silentLogger, publicCache: createMemoryPublicCache() };
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(CASES.map(([event, topics]) => [event.type, topics.join(' and ') || 'nothing', topics, event] as const))(
    '%s drops the answers of %s (and every page, if any)',
    async (_type, _names, topics, event) => {
      fill(deps.publicCache);
      await dispatchEvent(deps, event);
      const all = [...PUBLIC_TOPICS.map((one) => `/api/${one}`), PAGE];
      expect(kept(deps.publicCache)).toEqual(topics.length === 0 ? all : all.filter((key) => !topics.some((topic) => key === `/api/${topic}`) && key !== PAGE));
    },
  );

  it('drops before the handler runs, so a failing handler leaves nothing stale', async () => {
    const failing: EventDeps & { publicCache: PublicCache } = {
      ...deps,
      store: { ...store, stats: { ...store.stats, apply: async () => Promise.reject(new Error('the database is down')) } },
    };
    fill(failing.publicCache);
    await expect(dispatchEvent(failing, { id: 'e', type: 'plot.deleted', plot })).rejects.toThrow('the database is down');
    expect(kept(failing.publicCache)).not.toContain('/api/plots');
    expect(kept(failing.publicCache)).not.toContain(PAGE);
    // The bus logs the failure and resolves all the same (the write happened).
    fill(failing.publicCache);
    await createLocalEventBus(failing).publish({ type: 'plot.created', plot });
    expect(kept(failing.publicCache)).not.toContain('/api/plots');
    expect(kept(failing.publicCache)).not.toContain(PAGE);
  });

  it('do nothing to a cache where there is none (Firebase: the triggers call the handlers with no cache)', async () => {
    const { publicCache: _none, ...withoutCache } = deps;
    await expect(dispatchEvent(withoutCache, { id: 'e', type: 'region.updated', region })).resolves.toBeUndefined();
  });
});
