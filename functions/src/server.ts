import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRequestListener, mailLinkOrigin } from './app';
import { createConsoleLogger } from './adapters/logger/console-logger';
import { createDeps } from './composition/compose';
import { loadPageRenderer } from './composition/page-renderer';
import { EnvError, loadEnv, type Env } from './config/env';
import { ensureFirstAdmin, firstAdminBanner } from './features/auth/first-admin';
import type { Logger } from './ports/logger';
import { reconcileCounters, reconcileCountersIfNeverRun } from './jobs/reconcile-counters';
import { startDailyTimer } from './jobs/daily-timer';
import { runMaintenance } from './jobs/run-maintenance';
import { PURGE_BIN_TIME, purgeExpiredBin } from './jobs/purge-bin';
import { pruneOldActivity } from './jobs/prune-activity';
import { askSubscribersToConfirm } from './jobs/ask-subscribers-to-confirm';
import { keptSignedLinks } from './features/subscriptions/subscriptions.service';
import { LEAD_DIGEST_TIME, sendLeadDigest } from './jobs/send-lead-digest';
import { RELEASE_RESERVATIONS_TIME, releaseExpiredReservations } from './jobs/release-expired-reservations';
import type { Auth } from './ports/auth';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { NIGHTLY_BACKUP_TIME } from './features/backups/backups.service';

/**
 * Standalone entry: one Node process serving the API and the built SPA over an embedded SQLite
 * file (BACKEND=local, the default) or over Firestore, Firebase Auth and Cloudinary
 * (BACKEND=firebase: the same app as the Cloud Function, here with the in-process event bus).
 * `npm start` builds and runs this; the e2e harness starts it on a free port.
 */

const SHUTDOWN_GRACE_MS = 5_000;
/** The nightly jobs (counters, orphan images) run on this timer standalone; on Firebase a schedule runs them. */
const MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function publicUrl(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/**
 * Admins exist only by invitation, so the very first start makes one (ADMIN_EMAIL /
 * ADMIN_PASSWORD, else a placeholder email and a generated password) and prints how to sign
 * in, once: later starts find an admin and print nothing. Runs after listen succeeded, so a
 * start that fails (port in use) cannot swallow the only copy of a generated password.
 */
async function firstStart(auth: Auth, env: Env, log: Logger, siteUrl: string): Promise<void> {
  const created = await ensureFirstAdmin(auth, { email: env.adminEmail, password: env.adminPassword });
  if (!created) {
    if (env.adminPassword) log.warn('admin_password_ignored', { reason: 'admins exist already; ADMIN_PASSWORD is read only on the first start' });
    return;
  }
  log.info('first_admin_created', { email: created.email, password: created.generatedPassword ? 'generated, printed once' : 'ADMIN_PASSWORD' });
  // The console, not the logger: the password must not end up in collected logs.
  console.log(firstAdminBanner(created, `${siteUrl}/admin/login`));
}

async function main(): Promise<void> {
  const env = readEnv();
  const log = createConsoleLogger();
  const deps = await createDeps(env, { log });
  log.info('store_opened', { backend: env.backend, where: deps.where });

  const seed = env.seedDemo ? await seedDemoIfEmpty({ store: deps.store, images: deps.images, log, insertPlots: deps.insertPlots }) : null;
  // The seed writes around the event bus, and a database from before the counters existed has
  // none: either way, compute them from real counts before the first request.
  if (seed?.seeded) await reconcileCounters(deps);
  else await reconcileCountersIfNeverRun(deps);

  const pages = await loadPageRenderer(env.webSsr);
  if (!pages) {
    console.warn(
      `\n  The web app is not built: ${env.webSsr} has no page renderer.\n` +
        '  Run `npm run build` (or `npm start`, which builds first). Until then only the API (/api/...) works.\n',
    );
  }

  let ready = false;
  // Standalone, cached public answers are sent before Express sees the request (app.ts).
  const { listener } = buildRequestListener({
    ...deps,
    isReady: () => ready,
    staticSite: { webDist: env.webDist, imagesDir: deps.imagesDir },
    ...(pages ? { pages } : {}),
  });
  const server = createServer(listener);
  // Slow clients cannot hold sockets open forever (defaults are generous).
  server.headersTimeout = 20_000;
  // Long enough for a 5 MB admin upload over a slow mobile link.
  server.requestTimeout = 120_000;

  try {
    await listen(server, env.port, env.host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${env.port} on ${env.host} is already in use. Stop the other process or set PORT.`
        : `Could not listen on ${env.host}:${env.port}: ${String(error)}`,
    );
    await deps.close();
    process.exit(1);
  }
  const url = publicUrl(server, env.host);
  log.info('server_listening', { url, dataDir: env.dataDir, nodeEnv: env.nodeEnv });
  await firstStart(deps.auth, env, log, env.publicOrigin ?? url);
  ready = true;
  console.log(`\n  Amaravati Plots is running at ${url}\n`);

  // The subscribers' alert mails: what a restart left, then every minute (docs/decisions/017).
  // Only this process drains on a timer: the scripts build the same composition and start none.
  deps.alertSender?.start();

  const maintenance = setInterval(() => void runMaintenance(deps), MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  // The admins' morning digest of leads, at 09:00 India time (a Cloud schedule on Firebase).
  const digest = startDailyTimer(LEAD_DIGEST_TIME, () =>
    sendLeadDigest({ ...deps, origin: mailLinkOrigin(deps.config) }).catch((error: unknown) => {
      log.error('lead_digest_run_failed', { error: error instanceof Error ? error.message : String(error) });
    }),
  );

  // Subscribers from before double opt-in are asked to confirm, once each (docs/decisions/016).
  void askSubscribersToConfirm({ ...deps, linkOrigin: mailLinkOrigin(deps.config), links: keptSignedLinks(deps.store.meta) }).catch((error: unknown) => {
    log.error('subscribers_confirm_run_failed', { error: error instanceof Error ? error.message : String(error) });
  });

  // Reservations whose last day has passed go back to available: now (the server may have been
  // down at midnight) and every day at 00:05 India time (a Cloud schedule on Firebase).
  const releaseReservations = () =>
    releaseExpiredReservations(deps).catch((error: unknown) => {
      log.error('reservations_release_failed', { error: error instanceof Error ? error.message : String(error) });
    });
  void releaseReservations();
  const reservations = startDailyTimer(RELEASE_RESERVATIONS_TIME, releaseReservations);

  // The nightly backup, standalone (docs/decisions/019): in a process of its own, joining one an
  // admin started; a bad one is logged and shown on the dashboard, and the server keeps serving.
  const { backups } = deps;
  const nightlyBackup = backups ? startDailyTimer(NIGHTLY_BACKUP_TIME, () => backups.backUpNow()) : undefined;

  // Items in the bin for more than 30 days leave it for good, with their images: now (the server
  // may have been down) and every day at 03:30 India time (a Cloud schedule on Firebase); so does
  // the activity trail's older than two years.
  const purgeBin = () =>
    Promise.all([
      purgeExpiredBin(deps).catch((error: unknown) => {
        log.error('bin_purge_failed', { error: error instanceof Error ? error.message : String(error) });
      }),
      pruneOldActivity(deps).catch((error: unknown) => {
        log.error('activity_prune_failed', { error: error instanceof Error ? error.message : String(error) });
      }),
    ]);
  void purgeBin();
  const binPurge = startDailyTimer(PURGE_BIN_TIME, purgeBin);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(maintenance);
    digest.stop();
    reservations.stop();
    nightlyBackup?.stop();
    binPurge.stop();
    log.info('server_stopping', { signal });
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void deps.close().then(
        () => {
          log.info('server_stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error('store_close_failed', { error: String(error) });
          process.exit(1);
        },
      );
    });
    // Keep-alive sockets with no request in flight would hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error);
  process.exit(1);
});
