import { join } from 'node:path';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import type { AppConfig } from '../app';
import type { Env } from '../config/env';
import type { Logger } from '../http/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { createConsoleLogger } from './console-logger';

/** URL path the local images are served under (server.ts mounts the folder there). */
export const LOCAL_IMAGES_PATH = '/images';

export interface LocalDeps {
  store: Store;
  images: Images;
  log: Logger;
  config: AppConfig;
  paths: {
    /** DATA_DIR/amaravati.db */
    dbFile: string;
    /** DATA_DIR/images, served at /images */
    imagesDir: string;
  };
}

/**
 * The only place the standalone adapters are constructed: SQLite at DATA_DIR/amaravati.db
 * (migrations applied on open) and images on disk at DATA_DIR/images. The caller closes the store.
 */
export async function createLocalDeps(env: Env, options: { log?: Logger } = {}): Promise<LocalDeps> {
  const log = options.log ?? createConsoleLogger();
  const dbFile = join(env.dataDir, 'amaravati.db');
  const imagesDir = join(env.dataDir, 'images');
  const store = await createSqliteStore({ file: dbFile });
  const images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: LOCAL_IMAGES_PATH });
  return {
    store,
    images,
    log,
    config: appConfigFromEnv(env),
    paths: { dbFile, imagesDir },
  };
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    trustProxy: env.trustProxy,
    publicOrigin: env.publicOrigin,
    rateLimitPublicWritesPerMinute: env.rateLimitPublicWritesPerMinute,
  };
}
