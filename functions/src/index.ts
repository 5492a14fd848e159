import { defineSecret, defineString } from 'firebase-functions/params';
import { createFirebaseLogger } from './adapters/logger/firebase-logger';
import { buildApp } from './app';
import { createFirebaseDeps, type FirebaseDeps } from './composition/firebase';
import { loadEnv } from './config/env';
import { nightlyImageCleanupSchedule } from './schedules/nightly-image-cleanup';
import { nightlyReconcileSchedule } from './schedules/nightly-reconcile';
import { apiFunction, HOSTING_TRUST_PROXY, type RequestListener } from './triggers/api';
import { blogCreatedTrigger } from './triggers/blog-created';
import { blogDeletedTrigger } from './triggers/blog-deleted';
import { leadCreatedTrigger } from './triggers/lead-created';
import { leadDeletedTrigger } from './triggers/lead-deleted';
import { leadUpdatedTrigger } from './triggers/lead-updated';
import { plotCreatedTrigger } from './triggers/plot-created';
import { plotDeletedTrigger } from './triggers/plot-deleted';
import { plotUpdatedTrigger } from './triggers/plot-updated';

/**
 * Cloud Functions entry: the API, the Firestore triggers and the nightly schedules. Nothing is
 * built at module load: the Firebase CLI loads this module at deploy time to discover the
 * functions, without secrets and without a reason to reach Firestore. The Firebase adapters are
 * built on the first invocation of an instance and shared by whatever runs in it.
 */

/** Cloudinary's `cloudinary://key:secret@cloud`, from Secret Manager (`firebase functions:secrets:set CLOUDINARY_URL`). */
const cloudinaryUrl = defineSecret('CLOUDINARY_URL');
// Plain parameters: `firebase deploy` asks for a missing value once and keeps it in functions/.env.<project>.
// Each function gets them as environment variables. FIREBASE_* names are reserved there (the CLI
// refuses them), hence WEB_API_KEY, handed to loadEnv as FIREBASE_WEB_API_KEY below.
defineString('WEB_API_KEY', {
  description: 'Web API key of the Firebase project (Project settings → General). Used server-side for sign-in; not a secret.',
});
defineString('PUBLIC_ORIGIN', {
  description: 'Origin of the site, e.g. https://amaravatiplots.in (empty: each request\'s own origin, as Hosting forwards it).',
  default: '',
});

/** Every function reads CLOUDINARY_URL while building its dependencies (loadEnv requires it in Firebase mode). */
const secrets = [cloudinaryUrl];

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
      return createFirebaseDeps(env, { events: 'triggers', log: createFirebaseLogger() });
    })();
    deps = attempt;
    attempt.catch(() => {
      if (deps === attempt) deps = undefined;
    });
  }
  return deps;
}

let app: Promise<RequestListener> | undefined;

function apiApp(): Promise<RequestListener> {
  if (!app) {
    const attempt = cloudDeps().then((built) => buildApp(built));
    app = attempt;
    attempt.catch(() => {
      if (app === attempt) app = undefined;
    });
  }
  return app;
}

const context = { getDeps: cloudDeps, secrets };

export const api = apiFunction(apiApp, { secrets });

export const onLeadCreated = leadCreatedTrigger(context);
export const onLeadUpdated = leadUpdatedTrigger(context);
export const onLeadDeleted = leadDeletedTrigger(context);
export const onPlotCreated = plotCreatedTrigger(context);
export const onPlotUpdated = plotUpdatedTrigger(context);
export const onPlotDeleted = plotDeletedTrigger(context);
export const onBlogCreated = blogCreatedTrigger(context);
export const onBlogDeleted = blogDeletedTrigger(context);

export const reconcileCountersNightly = nightlyReconcileSchedule(context);
export const cleanupOrphanImagesNightly = nightlyImageCleanupSchedule(context);
