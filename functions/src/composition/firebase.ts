import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createFirebaseAuth, identityToolkitOrigin } from '../adapters/auth/firebase-auth';
import { createCloudinaryImages, parseCloudinaryUrl } from '../adapters/images/cloudinary';
import { createFirestoreStore } from '../adapters/store/firestore/firestore-store';
import { mailLinkOrigin, type AppConfig, type AppDeps } from '../app';
import { EnvError, type Env, type FirebaseEnv } from '../config/env';
import { createLeadNotices } from '../events/lead-notices';
import { createLocalEventBus } from '../events/local-event-bus';
import type { Logger } from '../ports/logger';
import type { Auth } from '../ports/auth';
import type { EventPublisher } from '../ports/events';
import { createConsoleLogger } from '../adapters/logger/console-logger';
import { createInterestCounting, INTEREST_FLUSH_MS } from '../features/interest/interest-counting';
import { createAlertSender, type AlertSender } from '../features/alerts/alert-sender';
import { subscriberAlertDrainDeps } from '../features/alerts/alert-recipients';
import { createMailer, localOrigin } from './mail-and-origin';

/** What the app needs (buildApp's deps minus the standalone-only parts), and how to close it. */
export interface FirebaseDeps extends Omit<AppDeps, 'staticSite' | 'isReady'> {
  /**
   * In-process events only (the Express server on Firestore): the alert outbox's drainer, kicked
   * by the bus after a plot event and started by server.ts, as standalone. On Cloud Functions a
   * schedule drains (schedules/drain-alert-outbox.ts).
   */
  alertSender?: AlertSender;
  /** Closes what was opened here (the firebase-admin app, the SMTP transport). Idempotent. */
  close: () => Promise<void>;
}

export interface FirebaseDepsOptions {
  /**
   * 'triggers' on Cloud Functions: services publish nothing, the Firestore triggers see every
   * write and run the events/ handlers (at least once, deduplicated by event id).
   * 'in-process' when the Express server runs on Firestore outside Cloud Functions (the local
   * Firebase mode, end-to-end tests): no trigger runtime exists there, so the in-process bus
   * runs the same handlers right after each write.
   */
  events?: 'triggers' | 'in-process';
  log?: Logger;
}

/** On Cloud Functions the services publish nothing: the Firestore triggers react to the writes. */
const triggersDoTheWork: EventPublisher = { publish: async () => {} };

let appCounter = 0;

/**
 * The only place the Firebase adapters are constructed: Firestore (or its emulator), Firebase
 * Auth (or its emulator) and Cloudinary (or a server speaking its API). Each call makes its own
 * firebase-admin app, so tests and scripts can hold several; the caller closes with `close()`.
 */
export async function createFirebaseDeps(env: Env, options: FirebaseDepsOptions = {}): Promise<FirebaseDeps> {
  const firebase = requireFirebaseEnv(env);
  if (!firebase.cloudinary) {
    throw new EnvError(['CLOUDINARY_URL: required when BACKEND=firebase (cloudinary://<api_key>:<api_secret>@<cloud_name>)']);
  }
  const log = options.log ?? createConsoleLogger();
  const app = firebaseApp(firebase);
  const firestore = getFirestore(app);
  firestore.settings({
    ignoreUndefinedProperties: true,
    ...(firebase.firestoreEmulatorHost ? { host: firebase.firestoreEmulatorHost, ssl: false } : {}),
  });
  const store = await createFirestoreStore({ firestore });
  const auth = firebaseAuthOn(app, firebase, log);
  const cloudinarySettings = firebase.cloudinary;
  const cloudinary = parseCloudinaryUrl(cloudinarySettings.url);
  const images = createCloudinaryImages({
    ...cloudinary,
    ...(cloudinarySettings.folder ? { folder: cloudinarySettings.folder } : {}),
    ...(cloudinarySettings.apiOrigin ? { apiOrigin: cloudinarySettings.apiOrigin } : {}),
    ...(cloudinarySettings.deliveryOrigin ? { deliveryOrigin: cloudinarySettings.deliveryOrigin } : {}),
    log,
  });
  // Firebase sends reset mails itself (sendOobCode); the mailer is there for anything else and
  // for SMTP users. Without SMTP_URL, mails land in the temp folder and the log.
  const { mailer, close: closeMailer } = createMailer(env, { outboxDir: join(tmpdir(), 'amaravati-outbox'), log });
  const config = firebaseAppConfig(env, firebase, options.events ?? 'triggers');
  // In-process events (the emulator runs): the bus mails new leads as the standalone server does;
  // on Cloud Functions the onLeadNotice trigger does.
  const leadNotices = options.events === 'in-process' ? createLeadNotices({ store, auth, mailer, log, origin: mailLinkOrigin(config) }) : undefined;
  const alertSender = options.events === 'in-process' ? createAlertSender(await subscriberAlertDrainDeps({ store, mailer, log, origin: mailLinkOrigin(config) })) : undefined;
  const events =
    options.events === 'in-process' ? createLocalEventBus({ store, images, log, ...(leadNotices ? { leadNotices } : {}), ...(alertSender ? { alertSender } : {}) }) : triggersDoTheWork;

  const interest = createInterestCounting({ store, log }, { flushEveryMs: INTEREST_FLUSH_MS.firebase });
  let closed = false;
  return {
    store,
    images,
    auth,
    mailer,
    log,
    events,
    config,
    interest,
    ...(alertSender ? { alertSender } : {}),
    close: async () => {
      if (closed) return;
      closed = true;
      await leadNotices?.close();
      await interest.tally.close();
      // A drain under way finishes before its mailer and store close.
      await alertSender?.close();
      closeMailer();
      await store.close();
      await deleteApp(app);
    },
  };
}

/**
 * Firebase Auth alone (no Firestore, no Cloudinary): for scripts that only manage admins,
 * such as `npm run admin:create` with BACKEND=firebase.
 */
export function createFirebaseAuthOnly(env: Env, options: { log?: Logger } = {}): { auth: Auth; close: () => Promise<void> } {
  const firebase = requireFirebaseEnv(env);
  const app = firebaseApp(firebase);
  let closed = false;
  return {
    auth: firebaseAuthOn(app, firebase, options.log ?? createConsoleLogger()),
    close: async () => {
      if (closed) return;
      closed = true;
      await deleteApp(app);
    },
  };
}

/** A firebase-admin app of its own (tests and scripts may hold several). On Cloud Functions the project and credentials come from the runtime. */
function firebaseApp(firebase: FirebaseEnv): App {
  if (firebase.authEmulatorHost) {
    // firebase-admin reads this variable itself (there is no option for it); env.ts validated it.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;
  }
  appCounter += 1;
  return initializeApp({ projectId: firebase.projectId }, `amaravati-${appCounter}`);
}

function firebaseAuthOn(app: App, firebase: FirebaseEnv, log: Logger): Auth {
  return createFirebaseAuth({
    auth: getAuth(app),
    apiKey: firebase.webApiKey,
    identityToolkitOrigin: identityToolkitOrigin(firebase.authEmulatorHost),
    log,
  });
}

function requireFirebaseEnv(env: Env): FirebaseEnv {
  if (!env.firebase) throw new Error('createFirebaseDeps needs BACKEND=firebase and its settings (config/env.ts)');
  return env.firebase;
}

function firebaseAppConfig(env: Env, firebase: FirebaseEnv, events: 'triggers' | 'in-process'): AppConfig {
  const onCloudFunctions = events === 'triggers';
  return {
    trustProxy: env.trustProxy,
    publicOrigin: env.publicOrigin,
    rateLimitPublicWritesPerMinute: env.rateLimitPublicWritesPerMinute,
    secureCookies: env.nodeEnv === 'production' || onCloudFunctions,
    mailLinkOrigin: localOrigin(env),
    // A test or local Cloudinary delivery host must be allowed by the CSP like res.cloudinary.com.
    ...(firebase.cloudinary?.deliveryOrigin ? { imageOrigins: [firebase.cloudinary.deliveryOrigin] } : {}),
    // Cloud Functions may freeze the instance once the response is sent: work started for a
    // request (the reset mail) is awaited before answering there.
    awaitBackgroundWork: onCloudFunctions,
  };
}
