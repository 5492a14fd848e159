import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { buildApp, type AppConfig } from '../app';
import { silentLogger, type Logger } from '../http/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';

export interface TestServerOptions extends Partial<AppConfig> {
  /** Serve this folder as the built SPA (and the images folder at /images). */
  webDist?: string;
  log?: Logger;
}

export interface TestServer {
  /** http://127.0.0.1:<random port>, no trailing slash. */
  url: string;
  /** The same store the app uses: tests read results back through it, not through the API. */
  store: Store;
  images: Images;
  imagesDir: string;
  close: () => Promise<void>;
}

/**
 * The real app (buildApp with the real SQLite store and local-disk images) on a random loopback
 * port, over a fresh temporary folder. Each test file starts its own, so files never share data.
 * Public writes are limited generously unless a test lowers the limit.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'amaravati-api-'));
  const imagesDir = join(dir, 'images');
  const store = await createSqliteStore({ file: join(dir, 'test.db') });
  const images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: '/images' });
  const app = buildApp({
    store,
    images,
    log: options.log ?? silentLogger,
    config: {
      trustProxy: options.trustProxy ?? 'loopback',
      publicOrigin: options.publicOrigin,
      rateLimitPublicWritesPerMinute: options.rateLimitPublicWritesPerMinute ?? 10_000,
      ...(options.jsonBodyLimit ? { jsonBodyLimit: options.jsonBodyLimit } : {}),
    },
    ...(options.webDist ? { staticSite: { webDist: options.webDist, imagesDir } } : {}),
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    images,
    imagesDir,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
