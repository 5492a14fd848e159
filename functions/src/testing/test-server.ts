import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import type { ScryptParams } from '../adapters/auth/scrypt-password';
import type { PageRenderer } from '../core/page-render';
import { buildRequestListener, type AppConfig } from '../app';
import { createLocalDeps } from '../composition/local';
import { loadEnv } from '../config/env';
import { silentLogger, type Logger } from '../ports/logger';
import type { Auth } from '../ports/auth';
import type { Images } from '../ports/images';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/store';
import type { LeadNotices } from '../events/lead-notices';
import type { InterestCounting } from '../features/interest/interest-counting';

export interface TestServerOptions extends Partial<AppConfig> {
  /** Serve this folder as the built web app's files (and the images folder at /images). */
  webDist?: string;
  /** The page renderer (the API tests pass their own; e2e runs the built one). */
  pages?: PageRenderer;
  log?: Logger;
  /** The auth adapter's clock (ms): tests move it to expire sessions and reset links. */
  now?: () => number;
  /** Wraps the images the app uses (e.g. a delete that fails); `images` on the TestServer stays the real adapter. */
  wrapImages?: (images: Images) => Images;
  /** Wraps the app's mailer (e.g. a slow one); mail still lands in `outboxDir`. */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** The server's cache of public answers and its fast path, as server.ts runs them (on unless false). */
  publicCache?: boolean;
  /** How long a failed new-lead mail waits before each retry (the production waits are seconds). */
  leadNoticeRetryDelaysMs?: readonly number[];
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
  /** The new-lead mails under way: `idle()` resolves once they have gone (or been given up on). */
  leadNotices: LeadNotices;
  /** The beacons' counts waiting in memory: tests `flush()` them rather than wait for the timer. */
  interest: InterestCounting;
  close: () => Promise<void>;
}

/** Generous unless a test lowers them: API tests sign in many times from one address. */
const GENEROUS_AUTH_THROTTLE = { loginAttemptsPerIp: 10_000, loginFailuresPerAccount: 10_000, resetRequestsPerIp: 10_000, resetMailsPerAccount: 10_000 };

/**
 * The real app on a random loopback port, built by the standalone composition itself
 * (createLocalDeps: SQLite store, local auth, images on disk, outbox mail, the in-process event
 * bus) over a fresh temporary DATA_DIR, with the test's overrides. Each test file starts its own,
 * so files never share data. Public writes are limited generously unless a test lowers the limit.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { webDist, pages, log = silentLogger, now, wrapImages, wrapMailer, authThrottle, publicCache, leadNoticeRetryDelaysMs, ...config } = options;
  const dir = await mkdtemp(join(tmpdir(), 'amaravati-api-'));
  // The environment is given, not read: a developer's SMTP_URL or PUBLIC_ORIGIN never reaches a test.
  const env = loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' });
  let diskImages: Images | undefined;
  const deps = await createLocalDeps(env, {
    log,
    auth: { scrypt: TEST_SCRYPT, ...(now ? { now } : {}) },
    wrapImages: (images) => {
      diskImages = images;
      return wrapImages ? wrapImages(images) : images;
    },
    ...(wrapMailer ? { wrapMailer } : {}),
    ...(leadNoticeRetryDelaysMs ? { leadNoticeRetryDelaysMs } : {}),
    ...(publicCache === false ? { publicCache } : {}),
    config: { rateLimitPublicWritesPerMinute: 10_000, ...config, authThrottle: { ...GENEROUS_AUTH_THROTTLE, ...authThrottle } },
  });
  if (!diskImages) throw new Error('createLocalDeps made no images');
  const { imagesDir, dbFile, outboxDir } = deps.paths;
  const { app, listener } = buildRequestListener({ ...deps, ...(webDist ? { staticSite: { webDist, imagesDir } } : {}), ...(pages ? { pages } : {}) });
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store: deps.store,
    images: diskImages,
    imagesDir,
    auth: deps.auth,
    outboxDir,
    dbFile,
    app,
    leadNotices: deps.leadNotices,
    interest: deps.interest,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
