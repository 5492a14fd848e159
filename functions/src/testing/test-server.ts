import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { openLocalAuth } from '../adapters/auth/local-auth';
import type { ScryptParams } from '../adapters/auth/scrypt-password';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { buildApp, type AppConfig } from '../app';
import { createLocalEventBus } from '../events/local-event-bus';
import { silentLogger, type Logger } from '../ports/logger';
import type { Auth } from '../ports/auth';
import type { Images } from '../ports/images';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/store';

export interface TestServerOptions extends Partial<AppConfig> {
  /** Serve this folder as the built SPA (and the images folder at /images). */
  webDist?: string;
  log?: Logger;
  /** The auth adapter's clock (ms): tests move it to expire sessions and reset links. */
  now?: () => number;
  /** Wraps the images the app uses (e.g. a delete that fails); `images` on the TestServer stays the real adapter. */
  wrapImages?: (images: Images) => Images;
  /** Wraps the app's mailer (e.g. a slow one); mail still lands in `outboxDir`. */
  wrapMailer?: (mailer: Mailer) => Mailer;
}

/** Cheap hashes for tests; production keeps N=2^17 (adapters/auth/local-auth.test.ts proves it works). */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export interface TestServer {
  /** http://127.0.0.1:<random port>, no trailing slash. */
  url: string;
  /** The same store the app uses: tests read results back through it, not through the API. */
  store: Store;
  images: Images;
  imagesDir: string;
  /** The same Auth the app uses (local adapter on the same database file). */
  auth: Auth;
  /** Where the app's mail goes (one .eml per message). */
  outboxDir: string;
  /** The SQLite file, for tests that compare raw tables. */
  dbFile: string;
  /** The Express app itself, for tests that walk its routes. */
  app: Express;
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
  const dbFile = join(dir, 'test.db');
  const outboxDir = join(dir, 'outbox');
  const log = options.log ?? silentLogger;
  const store = await createSqliteStore({ file: dbFile });
  const { auth, close: closeAuth } = await openLocalAuth({ file: dbFile, scrypt: TEST_SCRYPT, ...(options.now ? { now: options.now } : {}) });
  const images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: '/images' });
  const appImages = options.wrapImages ? options.wrapImages(images) : images;
  const outbox = createOutboxMailer({ dir: outboxDir, from: 'Amaravati Plots <no-reply@localhost>', log });
  const mailer = options.wrapMailer ? options.wrapMailer(outbox) : outbox;
  const app = buildApp({
    store,
    images: appImages,
    auth,
    mailer,
    log,
    events: createLocalEventBus({ store, images: appImages, log }),
    config: {
      trustProxy: options.trustProxy ?? 'loopback',
      publicOrigin: options.publicOrigin,
      rateLimitPublicWritesPerMinute: options.rateLimitPublicWritesPerMinute ?? 10_000,
      ...(options.jsonBodyLimit ? { jsonBodyLimit: options.jsonBodyLimit } : {}),
      secureCookies: options.secureCookies ?? false,
      ...(options.mailLinkOrigin ? { mailLinkOrigin: options.mailLinkOrigin } : {}),
      ...(options.imageOrigins ? { imageOrigins: options.imageOrigins } : {}),
      ...(options.awaitBackgroundWork ? { awaitBackgroundWork: true } : {}),
      // Generous unless a test lowers them: API tests sign in many times from one address.
      authThrottle: { loginAttemptsPerIp: 10_000, loginFailuresPerAccount: 10_000, resetRequestsPerIp: 10_000, resetMailsPerAccount: 10_000, ...options.authThrottle },
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
    auth,
    outboxDir,
    dbFile,
    app,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeAuth();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
