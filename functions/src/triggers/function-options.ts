import type { SecretParam } from 'firebase-functions/params';

/**
 * Options shared by every Cloud Function (api, Firestore triggers, schedules). Each function
 * spells out its own options instead of relying on setGlobalOptions, so a function built in a
 * test has exactly the options it has when deployed.
 */

/** Mumbai: next to the customers (Andhra Pradesh). Firestore triggers must run in the database's region, so the database is in asia-south1 too. */
export const REGION = 'asia-south1';

/** Schedules are written in Indian time. */
export const TIME_ZONE = 'Asia/Kolkata';

/**
 * maxInstances on every function (docs/security.md): a flood of requests or events costs at most this
 * many instances. The API serves up to 80 requests at once per instance, so 5 instances is far above
 * this site's traffic; triggers all touch the one counters document, where more parallel
 * transactions only mean more contention; schedules never overlap themselves.
 */
export const MAX_INSTANCES = { api: 5, trigger: 3, schedule: 1 } as const;

/** The most instances any function may have; deploy-check and index.test.ts hold every export to it. */
export const MAX_INSTANCES_CAP = 10;

/**
 * Firestore triggers are delivered at least once; with `retry` a failed run (Firestore briefly
 * unavailable, a transaction that kept conflicting) is delivered again, with backoff, for up to 7 days.
 * That is safe because every handler is idempotent by event id (StatsRepository.apply) or
 * naturally (deleting an image twice). A run that cannot succeed is not retried for a week: events
 * older than this are dropped with a log line, and the nightly reconciliation and orphan-image
 * cleanup put right whatever they would have done.
 */
const TRIGGER_RETRY = true;
export const MAX_EVENT_AGE_MS = 2 * 60 * 60 * 1000;

/** What every trigger file takes: how to reach the handlers' dependencies, and the secrets they need. */
export interface TriggerContext<Deps> {
  /** Built lazily on the first event (index.ts), or given directly by a test. */
  getDeps: () => Promise<Deps>;
  /** Secrets the dependencies read (CLOUDINARY_URL on Cloud Functions). */
  secrets?: SecretParam[];
}

/** Options of every Firestore trigger. */
export function triggerOptions(secrets: SecretParam[] = []) {
  return {
    region: REGION,
    maxInstances: MAX_INSTANCES.trigger,
    memory: '256MiB',
    timeoutSeconds: 60,
    retry: TRIGGER_RETRY,
    ...(secrets.length > 0 ? { secrets } : {}),
  } as const;
}
