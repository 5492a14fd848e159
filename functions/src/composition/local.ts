import { join } from 'node:path';
import { openLocalAuth, type LocalAuthOptions } from '../adapters/auth/local-auth';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createMemoryPublicCache } from '../adapters/public-cache/memory-public-cache';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { mailLinkOrigin, type AppConfig, type AppDeps } from '../app';
import type { Env } from '../config/env';
import { createLocalEventBus } from '../events/local-event-bus';
import type { Images } from '../ports/images';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import { createConsoleLogger } from '../adapters/logger/console-logger';
import { createLeadNotices, type LeadNotices } from '../events/lead-notices';
import { createInterestCounting, INTEREST_FLUSH_MS } from '../features/interest/interest-counting';
import { createAlertSender, type AlertSender } from '../features/alerts/alert-sender';
import { subscriberAlertDrainDeps } from '../features/alerts/alert-recipients';
import { keepDeliverableAlerts } from '../features/alerts/kept-deliverable-alerts';
import { createBackups, type Backups } from '../features/backups/backups.service';
import { findMigrationsFolder } from '../adapters/store/sqlite/open-database';
import { markDataFolderInUse } from '../features/backups/data-folder-in-use';
import { createMailer, localOrigin } from './mail-and-origin';

/** URL path the local images are served under (server.ts mounts the folder there). */
const LOCAL_IMAGES_PATH = '/images';

/** What the app needs (buildApp's deps minus the standalone-only parts; `events` is the in-process bus), plus the local paths. */
export interface LocalDeps extends Omit<AppDeps, 'staticSite' | 'isReady'> {
  paths: {
    /** DATA_DIR/amaravati.db */
    dbFile: string;
    /** DATA_DIR/images, served at /images */
    imagesDir: string;
    /** DATA_DIR/outbox: mail when no SMTP_URL is set */
    outboxDir: string;
  };
  /** The new-lead mails under way (tests wait for them with `idle()`). */
  leadNotices: LeadNotices;
  /** The subscribers' alert mails: drained after a plot event enqueued some, and once started (the server), at start and every minute (tests wait with `idle()`). */
  alertSender: AlertSender;
  /** The backups of DATA_DIR into BACKUP_DIR (server.ts runs them nightly; Settings → Backups on demand). */
  backups: Backups;
  /** Closes everything opened here (store, auth connection, SMTP transport). Idempotent. */
  close: () => Promise<void>;
}

/** Where the standalone data lives in DATA_DIR (also what `npm run backup` copies). */
export function localDataPaths(env: Pick<Env, 'dataDir'>): LocalDeps['paths'] {
  return { dbFile: join(env.dataDir, 'amaravati.db'), imagesDir: join(env.dataDir, 'images'), outboxDir: join(env.dataDir, 'outbox') };
}

/**
 * What a caller may change in the standalone composition. The server and the scripts pass only
 * a logger; the API tests' server (testing/test-server.ts) uses the rest, so that it runs these
 * very adapters, wired here, rather than a second copy of the wiring.
 */
export interface LocalDepsOptions {
  log?: Logger;
  /** Local auth tuning: a cheaper scrypt, a clock the caller moves. Production takes the defaults. */
  auth?: Pick<LocalAuthOptions, 'scrypt' | 'now'>;
  /** Wraps the images the app and its background work use (e.g. a delete that fails). */
  wrapImages?: (images: Images) => Images;
  /** How long a failed new-lead mail waits before each retry (tests make it short). */
  leadNoticeRetryDelaysMs?: readonly number[];
  /** Wraps the app's mailer (e.g. a slow one). */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** App settings laid over those the environment gives (appConfigFromEnv). */
  config?: Partial<AppConfig>;
  /**
   * Keep public answers in the server's cache (the default). Off only for tests that write to the
   * store behind the app's back, which no event reports.
   */
  publicCache?: boolean;
}

/**
 * The only place the standalone adapters are constructed: SQLite at DATA_DIR/amaravati.db
 * (migrations applied on open), local auth in the same file through its own connection, images
 * on disk at DATA_DIR/images, mail over SMTP_URL or else into DATA_DIR/outbox and the log, and
 * the cache of public answers in memory, which the in-process event bus drops from. The folder is
 * marked in use by this process (DATA_DIR/.in-use/<pid>) until `close()`, which the caller calls.
 */
export async function createLocalDeps(env: Env, options: LocalDepsOptions = {}): Promise<LocalDeps> {
  const log = options.log ?? createConsoleLogger();
  const { dbFile, imagesDir, outboxDir } = localDataPaths(env);
  // While this process has the store open, a restore refuses to swap the folder under it.
  const unmarkInUse = await markDataFolderInUse(env.dataDir);
  const store = await createSqliteStore({ file: dbFile });
  // Who a new plot matches is found in memory: every write to alerts and subscribers goes through this process.
  keepDeliverableAlerts(store);
  const { auth, close: closeAuth } = await openLocalAuth({ file: dbFile, ...options.auth });
  const diskImages = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: LOCAL_IMAGES_PATH });
  const images = options.wrapImages ? options.wrapImages(diskImages) : diskImages;
  const { mailer, close: closeMailer } = createMailer(env, { outboxDir, log });
  // This process makes every write, so its event bus can drop exactly what each write changes.
  const publicCache = options.publicCache === false ? undefined : createMemoryPublicCache();
  const appMailer = options.wrapMailer ? options.wrapMailer(mailer) : mailer;
  const config = { ...appConfigFromEnv(env), ...options.config };
  // Every new lead is mailed to the admins beside the request that stored it.
  const leadNotices = createLeadNotices({ store, auth, mailer: appMailer, log, origin: mailLinkOrigin(config) }, options.leadNoticeRetryDelaysMs ? { retryDelaysMs: options.leadNoticeRetryDelaysMs } : {});
  const interest = createInterestCounting({ store, log }, { flushEveryMs: INTEREST_FLUSH_MS.standalone });
  // The alert outbox drains beside the server (server.ts starts it: at start, every minute) and
  // when the event bus kicks it; a script that builds this composition starts no drain and no timer.
  const alertSender = createAlertSender(await subscriberAlertDrainDeps({ store, mailer: appMailer, log, origin: mailLinkOrigin(config) }));
  const backups = createBackups({
    config: { dbFile, imagesDir, backupDir: env.backup.dir, appVersion: env.appVersion, migrationsFolder: findMigrationsFolder(), s3: env.backup.s3 },
    log,
  });
  let closed = false;
  return {
    store,
    images,
    auth,
    mailer: appMailer,
    log,
    events: createLocalEventBus({ store, images, log, leadNotices, alertSender, ...(publicCache ? { publicCache } : {}) }),
    ...(publicCache ? { publicCache } : {}),
    config,
    interest,
    leadNotices,
    alertSender,
    paths: { dbFile, imagesDir, outboxDir },
    backups,
    close: async () => {
      if (closed) return;
      closed = true;
      // A backup under way finishes (its own process copies the database) before the store closes.
      await backups.idle();
      await leadNotices.close();
      await interest.tally.close();
      // A drain under way finishes before its mailer and store close.
      await alertSender.close();
      closeMailer();
      await closeAuth();
      await store.close();
      await unmarkInUse();
    },
  };
}

function appConfigFromEnv(env: Env): AppConfig {
  return {
    trustProxy: env.trustProxy,
    publicOrigin: env.publicOrigin,
    rateLimitPublicWritesPerMinute: env.rateLimitPublicWritesPerMinute,
    secureCookies: env.nodeEnv === 'production',
    mailLinkOrigin: localOrigin(env),
  };
}
