import { join } from 'node:path';
import { openLocalAuth } from '../adapters/auth/local-auth';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { createSmtpMailer } from '../adapters/mailer/smtp-mailer';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import type { AppConfig, AppDeps } from '../app';
import type { Env } from '../config/env';
import { createLocalEventBus } from '../events/local-event-bus';
import type { Logger } from '../ports/logger';
import { createConsoleLogger } from '../adapters/logger/console-logger';
import { defaultMailFrom, localOrigin } from './mail-and-origin';

/** URL path the local images are served under (server.ts mounts the folder there). */
export const LOCAL_IMAGES_PATH = '/images';

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
  /** Closes everything opened here (store, auth connection, SMTP transport). Idempotent. */
  close: () => Promise<void>;
}

/**
 * The only place the standalone adapters are constructed: SQLite at DATA_DIR/amaravati.db
 * (migrations applied on open), local auth in the same file through its own connection, images
 * on disk at DATA_DIR/images, mail over SMTP_URL or else into DATA_DIR/outbox and the log.
 * The caller closes with `close()`.
 */
export async function createLocalDeps(env: Env, options: { log?: Logger } = {}): Promise<LocalDeps> {
  const log = options.log ?? createConsoleLogger();
  const dbFile = join(env.dataDir, 'amaravati.db');
  const imagesDir = join(env.dataDir, 'images');
  const outboxDir = join(env.dataDir, 'outbox');
  const store = await createSqliteStore({ file: dbFile });
  const { auth, close: closeAuth } = await openLocalAuth({ file: dbFile });
  const images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: LOCAL_IMAGES_PATH });
  const from = env.mailFrom ?? defaultMailFrom(env.smtpUrl);
  const smtp = env.smtpUrl ? createSmtpMailer({ url: env.smtpUrl, from, log }) : null;
  const mailer = smtp ?? createOutboxMailer({ dir: outboxDir, from, log });
  let closed = false;
  return {
    store,
    images,
    auth,
    mailer,
    log,
    events: createLocalEventBus({ store, images, log }),
    config: appConfigFromEnv(env),
    paths: { dbFile, imagesDir, outboxDir },
    close: async () => {
      if (closed) return;
      closed = true;
      smtp?.close();
      await closeAuth();
      await store.close();
    },
  };
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    trustProxy: env.trustProxy,
    publicOrigin: env.publicOrigin,
    rateLimitPublicWritesPerMinute: env.rateLimitPublicWritesPerMinute,
    secureCookies: env.nodeEnv === 'production',
    mailLinkOrigin: localOrigin(env),
  };
}
