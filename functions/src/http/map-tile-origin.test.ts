import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL } from '../core/constants';
import type { SiteSettings } from '../core/schemas/settings';
import { silentLogger } from '../ports/logger';
import type { Store } from '../ports/store';
import { someSettings } from '../testing/builders';
import { createMapTileOrigin } from './map-tile-origin';

/** A store whose settings are whatever the test last put, counting reads. */
function settingsStore(initial: SiteSettings | null) {
  let settings = initial;
  let reads = 0;
  const store = { settings: { get: async () => (reads++, settings) } } as unknown as Store;
  return { store, put: (next: SiteSettings) => (settings = next), reads: () => reads };
}

describe('createMapTileOrigin', () => {
  it('starts from the default tiles and follows the stored settings after a refresh', async () => {
    const fake = settingsStore(null);
    const origin = createMapTileOrigin({ store: fake.store, log: silentLogger, now: () => 0 });
    expect(origin.current()).toBe(new URL(DEFAULT_MAP_TILE_URL).origin);
    fake.put(someSettings({ mapTileUrl: 'https://tiles.example.com:8443/{z}/{x}/{y}.png' }));
    await origin.refresh();
    expect(origin.current()).toBe('https://tiles.example.com:8443');
  });

  it('reads again in the background only once what it read is older than its maximum age', async () => {
    let clock = 0;
    const fake = settingsStore(someSettings({ mapTileUrl: 'https://a.example/{z}/{x}/{y}.png' }));
    const origin = createMapTileOrigin({ store: fake.store, log: silentLogger, now: () => clock, maxAgeMs: 1000 });
    await origin.refresh();
    expect(fake.reads()).toBe(1);
    fake.put(someSettings({ mapTileUrl: 'https://b.example/{z}/{x}/{y}.png' }));
    clock = 1000;
    expect(origin.current()).toBe('https://a.example');
    expect(fake.reads()).toBe(1);
    clock = 1001;
    expect(origin.current()).toBe('https://a.example');
    await expect.poll(() => fake.reads()).toBe(2);
    expect(origin.current()).toBe('https://b.example');
    expect(fake.reads()).toBe(2);
    await origin.refresh();
    expect(origin.current()).toBe('https://b.example');
  });
});
