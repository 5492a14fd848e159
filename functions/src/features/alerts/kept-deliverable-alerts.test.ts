import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import type { Plot } from '../../core/schemas/plot';
import type { Store } from '../../ports/store';
import { aPlot } from '../../testing/builders';
import { searchAlertsMatching } from './enqueue-alerts';
import { keepDeliverableAlerts } from './kept-deliverable-alerts';

let folder: string;
let store: Store;
/** How often the store itself was read for deliverable alerts. */
let storeReads: number;
let plot: Plot;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kept-alerts-'));
  store = await createSqliteStore({ file: join(folder, 'store.db') });
  plot = await store.plots.create(aPlot({ location: 'Thullur', category: 'residential' }));
  storeReads = 0;
  const read = store.alerts.deliverable;
  store.alerts.deliverable = (kind) => {
    storeReads += 1;
    return read(kind);
  };
  keepDeliverableAlerts(store);
});
afterEach(async () => {
  await store.close();
  await rm(folder, { recursive: true, force: true });
});

/** Who the listed plot goes to, as the enqueue finds them: their addresses. */
const matched = async () => searchAlertsMatching(await store.alerts.deliverable('search'), plot).map((alert) => `${alert.email} ${alert.cadence}`);

describe('the deliverable alerts kept in memory', () => {
  it('are read from the store once, then answered from memory', async () => {
    const { subscriber } = await store.subscribers.add('ravi@example.com', 'en');
    await store.subscribers.confirm(subscriber.id);
    await store.alerts.add(subscriber.id, { kind: 'search', target: { location: 'thullur' } }, 'instant');
    expect(await matched()).toEqual(['ravi@example.com instant']);
    expect(await matched()).toEqual(['ravi@example.com instant']);
    expect(storeReads).toBe(1);
    // Noting a sent mail changes nothing deliverable.
    await store.subscribers.markMailed(subscriber.id);
    expect(await matched()).toEqual(['ravi@example.com instant']);
    expect(storeReads).toBe(1);
  });

  it('the next match sees every change to an alert: added, re-timed, removed', async () => {
    const { subscriber } = await store.subscribers.add('ravi@example.com', 'en');
    await store.subscribers.confirm(subscriber.id);
    expect(await matched()).toEqual([]);
    const added = await store.alerts.add(subscriber.id, { kind: 'search', target: { category: 'residential' } }, 'instant');
    expect(await matched()).toEqual(['ravi@example.com instant']);
    await store.alerts.setCadence(subscriber.id, added.alert!.id, 'daily');
    expect(await matched()).toEqual(['ravi@example.com daily']);
    await store.alerts.remove(subscriber.id, added.alert!.id);
    expect(await matched()).toEqual([]);
  });

  it('the next match sees every change to a subscriber: confirmed, bouncing, removed', async () => {
    const { subscriber } = await store.subscribers.add('sita@example.com', 'te');
    await store.alerts.add(subscriber.id, { kind: 'search', target: { location: 'thul' } }, 'instant');
    expect(await matched()).toEqual([]);
    await store.subscribers.confirm(subscriber.id);
    expect(await matched()).toEqual(['sita@example.com instant']);
    await store.subscribers.markBouncing(subscriber.id);
    expect(await matched()).toEqual([]);

    const { subscriber: other } = await store.subscribers.add('gopal@example.com', 'en');
    await store.subscribers.confirm(other.id);
    await store.alerts.add(other.id, { kind: 'search', target: {} }, 'instant');
    expect(await matched()).toEqual(['gopal@example.com instant']);
    await store.subscribers.remove(other.id);
    expect(await matched()).toEqual([]);
  });

  it('a read under way when a write ends is not kept', async () => {
    const { subscriber } = await store.subscribers.add('ravi@example.com', 'en');
    await store.alerts.add(subscriber.id, { kind: 'search', target: {} }, 'instant');
    const before = store.alerts.deliverable('search');
    await store.subscribers.confirm(subscriber.id);
    expect(await before).toEqual([]);
    expect(await matched()).toEqual(['ravi@example.com instant']);
  });

  it('each caller gets its own list', async () => {
    const { subscriber } = await store.subscribers.add('ravi@example.com', 'en');
    await store.subscribers.confirm(subscriber.id);
    await store.alerts.add(subscriber.id, { kind: 'search', target: {} }, 'instant');
    (await store.alerts.deliverable('search')).length = 0;
    expect(await matched()).toEqual(['ravi@example.com instant']);
  });
});
