import { DEFAULT_MAP_TILE_URL } from '../core/constants';
import { mapTileOrigin } from '../core/map-tiles';
import type { Logger } from '../ports/logger';
import type { Store } from '../ports/store';

/** How long an instance trusts the tile origin it read (Firebase: another instance may have saved new settings). */
const MAP_TILE_ORIGIN_MAX_AGE_MS = 60_000;

export interface MapTileOrigin {
  /** The origin the pages' CSP allows images from, for the map tiles (docs/decisions/008). Never blocks: reads again in the background when old. */
  current(): string | null;
  /** Reads the settings now (at start, and after an admin saves them). */
  refresh(): Promise<void>;
}

/** The tile origin named by the site settings, kept in memory so the CSP header is written without a database read. */
export function createMapTileOrigin(deps: { store: Store; log: Logger; maxAgeMs?: number; now?: () => number }): MapTileOrigin {
  const now = deps.now ?? Date.now;
  const maxAge = deps.maxAgeMs ?? MAP_TILE_ORIGIN_MAX_AGE_MS;
  let origin = mapTileOrigin(DEFAULT_MAP_TILE_URL);
  let readAt = Number.NEGATIVE_INFINITY;
  // Reads may overlap (a background one, then a save's): only the latest started may set the origin.
  let started = 0;
  let background: Promise<void> | undefined;

  const read = (): Promise<void> => {
    const mine = ++started;
    return Promise.resolve()
      .then(() => deps.store.settings.get())
      .then((settings) => {
        if (mine !== started) return;
        origin = mapTileOrigin(settings?.mapTileUrl ?? DEFAULT_MAP_TILE_URL);
        readAt = now();
      })
      .catch((error: unknown) => {
        deps.log.warn('map_tile_origin_read_failed', { error: error instanceof Error ? error.message : String(error) });
      });
  };

  return {
    current() {
      if (now() - readAt > maxAge && !background) {
        background = read().finally(() => {
          background = undefined;
        });
      }
      return origin;
    },
    // A save's refresh never joins a read that started before the save.
    refresh: read,
  };
}
