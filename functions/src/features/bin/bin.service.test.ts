import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../../adapters/images/images.contract';
import { createLocalDiskImages } from '../../adapters/images/local-disk';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import { createLocalEventBus } from '../../events/local-event-bus';
import { silentLogger } from '../../ports/logger';
import type { Images } from '../../ports/images';
import type { Store } from '../../ports/store';
import { aPlot } from '../../testing/builders';
import { createBinService } from './bin.service';

const DAY = 24 * 60 * 60 * 1000;

describe('the bin service, by the clock', () => {
  let dir: string;
  let store: Store;
  let images: Images;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bin-'));
    store = await createSqliteStore({ file: join(dir, 'store.db') });
    images = createLocalDiskImages({ dir: join(dir, 'images'), publicBaseUrl: '/images' });
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The bin service as the server runs it (the in-process bus), with the clock `offset` ms ahead. */
  const binAt = (offset: number) => {
    const events = createLocalEventBus({ store, images, log: silentLogger });
    return createBinService({ store, events, log: silentLogger, now: () => new Date(Date.now() + offset) });
  };
  const files = async () => (await readdir(join(dir, 'images')).catch(() => [] as string[])).sort();

  it('counts the days left, and the daily purge takes what is older than 30 days, its photos too, once', async () => {
    const photo = await images.put(await pngOfSize(80, 60));
    const plot = await store.plots.create(aPlot({ imagePublicId: photo.publicId, imageUrl: photo.url }));
    await store.bin.binPlot(plot.id, { id: 'a1', email: 'asha@example.com' }, { layoutShapeIds: [] });

    expect((await binAt(0).list()).map((item) => item.daysLeft)).toEqual([30]);
    expect((await binAt(10 * DAY).list()).map((item) => item.daysLeft)).toEqual([20]);
    expect(await binAt(29 * DAY).purgeExpired()).toBe(0);
    expect(await files()).toHaveLength(2);

    expect(await binAt(30 * DAY + 1000).purgeExpired()).toBe(1);
    expect(await store.bin.list()).toEqual([]);
    expect(await files()).toEqual([]);
    expect(await store.plots.get(plot.id)).toBeNull();
    // Run again (a retried schedule): nothing left, nothing happens.
    expect(await binAt(30 * DAY + 1000).purgeExpired()).toBe(0);
  });
});
