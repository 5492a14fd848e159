import { fileURLToPath } from 'node:url';
import { defineSecret, defineString } from 'firebase-functions/params';
import { createFirebaseLogger } from './adapters/logger/firebase-logger';
import { buildApp, mailLinkOrigin } from './app';
import { createFirebaseDeps, type FirebaseDeps } from './composition/firebase';
import { loadPageRenderer } from './composition/page-renderer';
import type { PageRenderer } from './core/page-render';
import { loadEnv } from './config/env';
import { nightlyImageCleanupSchedule } from './schedules/nightly-image-cleanup';
import { alertOutboxDrainSchedule } from './schedules/drain-alert-outbox';
import { morningLeadDigestSchedule } from './schedules/morning-lead-digest';
import { subscriberAlertDrainDeps } from './features/alerts/alert-recipients';
import { nightlyReconcileSchedule } from './schedules/nightly-reconcile';
import { purgeBinSchedule } from './schedules/purge-bin';
import { releaseReservationsSchedule } from './schedules/release-reservations';
import { apiFunction, HOSTING_TRUST_PROXY, type RequestListener } from './triggers/api';
import { binPurgedTrigger } from './triggers/bin-purged';
import { blogCreatedTrigger } from './triggers/blog-created';
import { blogDeletedTrigger } from './triggers/blog-deleted';
import { leadCreatedTrigger } from './triggers/lead-created';
import { leadDeletedTrigger } from './triggers/lead-deleted';
import { leadNoticeTrigger } from './triggers/lead-notice';
import { leadUpdatedTrigger } from './triggers/lead-updated';
import { plotCreatedTrigger } from './triggers/plot-created';
import { plotDeletedTrigger } from './triggers/plot-deleted';
import { plotUpdatedTrigger } from './triggers/plot-updated';

/**
 * Cloud Functions entry: the API and the server-rendered pages (one app, the `api` function, behind
 * Hosting's rewrites; docs/decisions/005), the Firestore triggers and the nightly schedules.
 * Nothing is built or read at module load: the Firebase CLI loads this module at deploy time to
 * discover the functions, without secrets and without a reason to reach Firestore. The Firebase
 * adapters and the page renderer are loaded on the first invocation of an instance and shared by
 * whatever runs in it.
 */

/** Cloudinary's `cloudinary://key:secret@cloud`, from Secret Manager (`firebase functions:secrets:set CLOUDINARY_URL`). */
const cloudinaryUrl = defineSecret('CLOUDINARY_URL');
// Plain parameters: `firebase deploy` asks for a missing value once and keeps it in functions/.env.<project>.
// Each function gets them as environment variables. FIREBASE_* names are reserved there (the CLI
// refuses them), hence WEB_API_KEY, handed to loadEnv as FIREBASE_WEB_API_KEY below.
defineString('WEB_API_KEY', {
  description: 'Web API key of the Firebase project (Project settings → General). Used server-side for sign-in; not a secret.',
});
// Required, no default: the pages carry it in their canonical and Open Graph links, and Hosting's
// CDN keeps them. Without it they would name the Host the function was called on, which behind
// Hosting is the function's own run.app address, not the site.
defineString('PUBLIC_ORIGIN', {
  description: 'Origin of the site, e.g. https://amaravatiplots.in: the links of the rendered pages and the same-origin check of writes.',
});

/** Every function reads CLOUDINARY_URL while building its dependencies (loadEnv requires it in Firebase mode). */
const secrets = [cloudinaryUrl];
/**
 * The mail server, `smtps://user:password@host:465` (`firebase functions:secrets:set SMTP_URL`).
 * Given to the functions that mail: onLeadNotice, the morning digest, the alert drain, and the API,
 * which mails the subscribers' confirmation links (Firebase Auth mails the password resets itself).
 * Without it there, those mails would go to the instance's temp folder, and nobody could confirm.
 */
const smtpUrl = defineSecret('SMTP_URL');

let deps: Promise<FirebaseDeps> | undefined;

/** The Firebase adapters; a failed build (a missing setting) is forgotten, so the next invocation tries again. */
function cloudDeps(): Promise<FirebaseDeps> {
  if (!deps) {
    const attempt = (async () => {
      // The cloud entry's defaults; a variable set on the function still wins. BACKEND is not negotiable here.
      const env = loadEnv({
        NODE_ENV: 'production',
        TRUST_PROXY: String(HOSTING_TRUST_PROXY),
        FIREBASE_WEB_API_KEY: process.env.WEB_API_KEY,
        ...process.env,
        BACKEND: 'firebase',
      });
      // Structured entries with a severity, as Cloud Logging reads them.
      const built = await createFirebaseDeps(env, { events: 'triggers', log: createFirebaseLogger() });
      // Cloud Run sends SIGTERM before it stops an instance: the beacons' counts still in memory
      // are written then (docs/decisions/018).
      process.once('SIGTERM', () => void built.interest.tally.close());
      return built;
    })();
    deps = attempt;
    attempt.catch(() => {
      if (deps === attempt) deps = undefined;
    });
  }
  return deps;
}

/**
 * The web app's page renderer, which functions/build.mjs copies to dist/ssr beside this bundle
 * (Firebase uploads functions/ alone: web/ is not there). Without it, or when it fails to load, the
 * API still serves and every page answers 503; the log says why (deploy:check catches a missing one first).
 */
async function bundledPageRenderer(): Promise<PageRenderer | undefined> {
  const dir = fileURLToPath(new URL('./ssr/', import.meta.url));
  try {
    const renderer = await loadPageRenderer(dir);
    if (!renderer) createFirebaseLogger().error('page_renderer_missing', { dir });
    return renderer;
  } catch (error) {
    createFirebaseLogger().error('page_renderer_failed', { dir, error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

let app: Promise<RequestListener> | undefined;

function apiApp(): Promise<RequestListener> {
  if (!app) {
    const attempt = Promise.all([cloudDeps(), bundledPageRenderer()]).then(([built, pages]) => buildApp({ ...built, ...(pages ? { pages } : {}) }));
    app = attempt;
    attempt.catch(() => {
      if (app === attempt) app = undefined;
    });
  }
  return app;
}

const context = { getDeps: cloudDeps, secrets };

export const api = apiFunction(apiApp, { secrets: [...secrets, smtpUrl] });

export const onLeadCreated = leadCreatedTrigger(context);
export const onLeadUpdated = leadUpdatedTrigger(context);
export const onLeadDeleted = leadDeletedTrigger(context);
/** What the lead mails need: the Firebase adapters and the site's address for their links. */
const mailContext = { getDeps: () => cloudDeps().then((built) => ({ ...built, origin: mailLinkOrigin(built.config) })), secrets: [...secrets, smtpUrl] };
export const onLeadNotice = leadNoticeTrigger(mailContext);
export const onPlotCreated = plotCreatedTrigger(context);
export const onPlotUpdated = plotUpdatedTrigger(context);
export const onPlotDeleted = plotDeletedTrigger(context);
export const onBinPurged = binPurgedTrigger(context);
export const onBlogCreated = blogCreatedTrigger(context);
export const onBlogDeleted = blogDeletedTrigger(context);

export const reconcileCountersNightly = nightlyReconcileSchedule(context);
export const cleanupOrphanImagesNightly = nightlyImageCleanupSchedule(context);
export const leadDigestMorning = morningLeadDigestSchedule(mailContext);
export const releaseReservationsNightly = releaseReservationsSchedule(context);
/** Items in the bin for more than 30 days leave it for good, with their images (docs/decisions/020). */
export const purgeBinDaily = purgeBinSchedule(context);
/** The subscribers' alert mails: the triggers enqueue, this drains every five minutes (docs/decisions/017). */
export const drainAlertOutbox = alertOutboxDrainSchedule({ getDeps: () => mailContext.getDeps().then(subscriberAlertDrainDeps), secrets: mailContext.secrets });
