import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { COLLECTIONS, STATS_DOC_ID } from '../adapters/store/firestore/collections';
import { createFirestoreStore } from '../adapters/store/firestore/firestore-store';
import { silentLogger } from '../ports/logger';
import { openLocalAuth } from '../adapters/auth/local-auth';
import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { outboxMails } from '../testing/auth';
import { TEST_SCRYPT } from '../testing/test-server';
import { ORPHAN_GRACE_MS } from '../jobs/cleanup-orphan-images';
import { PROCESSED_EVENT_RETENTION_MS, STATS_RECONCILED_KEY } from '../jobs/reconcile-counters';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { addDays, siteDay } from '../core/dates';
import { emptyStatusCounts } from '../core/plot-status';
import { aBlog, aPlot, aVenture } from '../testing/builders';
import { startFirestoreEmulator, type FirestoreEmulator } from '../local-run/firestore-emulator';
import { REGION } from '../triggers/function-options';
import { IMAGE_CLEANUP_SCHEDULE, nightlyImageCleanupSchedule } from './nightly-image-cleanup';
import { LEAD_DIGEST_SCHEDULE, morningLeadDigestSchedule } from './morning-lead-digest';
import { nightlyReconcileSchedule, RECONCILE_SCHEDULE } from './nightly-reconcile';
import { purgeBinSchedule } from './purge-bin';
import { releaseReservationsSchedule } from './release-reservations';
import { ALERT_DRAIN_SCHEDULE, alertOutboxDrainSchedule } from './drain-alert-outbox';
import { alertDueAt } from '../features/alerts/alert-due';
import type { AlertDrainDeps } from '../features/alerts/drain-alert-outbox';
import { createSmtpMailer } from '../adapters/mailer/smtp-mailer';
import { SMTP_TEST_PASS, SMTP_TEST_USER, startSmtp } from '../testing/local-smtp';
import { parseMail } from '../testing/parse-mail';

/** The nightly schedules as Cloud Scheduler runs them, over the Firestore store on the in-process emulator. */

const DAY = 24 * 60 * 60 * 1000;

let emulator: FirestoreEmulator;
let firestore: Firestore;
let store: Store;
let dir: string;
let imagesDir: string;
let images: Images;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
});
afterAll(async () => {
  await emulator.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  firestore = emulator.newFirestore();
  store = await createFirestoreStore({ firestore });
  dir = await mkdtemp(join(tmpdir(), 'schedules-'));
  imagesDir = join(dir, 'images');
  images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: '/images' });
  return async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  };
});

/**
 * Calls a scheduled function the way Cloud Scheduler does: an HTTP request carrying the job's
 * headers, answered 200 when the run succeeded and 500 when it failed (Cloud Scheduler then retries
 * per the function's retryConfig). firebase-functions-test wraps v2 schedules as v1 functions, so
 * the exported function is called directly here.
 */
async function asCloudScheduler(fn: (req: never, res: never) => unknown): Promise<number> {
  const headers: Record<string, string> = {
    'x-cloudscheduler-jobname': 'firebase-schedule-test',
    'x-cloudscheduler-scheduletime': new Date().toISOString(),
  };
  const req = { headers, header: (name: string) => headers[name.toLowerCase()] };
  let status = 0;
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    send() {
      return res;
    },
  };
  await fn(req as never, res as never);
  return status;
}

async function storedCounters() {
  const data = (await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).get()).data() ?? {};
  return { leads: data.leads, newLeads: data.newLeads, blogs: data.blogs, plots: data.plots };
}

/** An image stored `ageMs` ago (its files' times moved back), as the cleanup judges age. */
async function anImageAged(ageMs: number): Promise<string> {
  const { publicId } = await images.put(await pngOfSize(40, 30));
  const then = new Date(Date.now() - ageMs);
  for (const name of (await readdir(imagesDir)).filter((file) => file.startsWith(publicId))) {
    await utimes(join(imagesDir, name), then, then);
  }
  return publicId;
}

describe('reconcileCountersNightly', () => {
  it('recomputes the counters from real counts and forgets event ids past their retention', async () => {
    const lead = await store.leads.create({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', source: 'contact' });
    await store.leads.create({ name: 'Sita Devi', phone: '9876543211', email: 'sita@example.com', source: 'sell' });
    await store.leads.update(lead.id, { status: 'in_progress' }, []);
    await store.plots.create(aPlot());
    await store.blogs.create(aBlog());
    await store.blogs.create(aBlog({ title: 'Second post' }));
    await firestore.collection(COLLECTIONS.stats).doc(STATS_DOC_ID).set({ leads: 40, newLeads: -3, blogs: 0, plots: 7 });
    await store.stats.apply('recent-event', {});
    const old = Timestamp.fromMillis(Date.now() - PROCESSED_EVENT_RETENTION_MS - DAY);
    await firestore.collection(COLLECTIONS.processedEvents).doc('old-event').set({ id: 'old-event', eventId: 'old-event', processedAt: old });

    expect(await asCloudScheduler(nightlyReconcileSchedule({ getDeps: async () => ({ store, log: silentLogger }) }))).toBe(200);

    expect(await storedCounters()).toEqual({ leads: 2, newLeads: 1, blogs: 2, plots: 1 });
    expect(await store.meta.get(STATS_RECONCILED_KEY)).toEqual(expect.any(String));
    const remaining = (await firestore.collection(COLLECTIONS.processedEvents).get()).docs.map((doc) => doc.get('eventId'));
    expect(remaining).toEqual(['recent-event']);
  });

  it("recomputes each venture's counts by status from its plots", async () => {
    const venture = await store.ventures.create(aVenture());
    await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1', status: 'sold' }));
    await store.stats.setVentureCounts(venture.id, { ...emptyStatusCounts(), available: 3 });
    expect(await asCloudScheduler(nightlyReconcileSchedule({ getDeps: async () => ({ store, log: silentLogger }) }))).toBe(200);
    expect((await firestore.collection(COLLECTIONS.ventureCounts).doc(venture.id).get()).data()).toMatchObject({ available: 0, sold: 1 });
  });

  it('a failed run answers 500, so Cloud Scheduler retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: Store = { ...store, leads: { ...store.leads, count: () => Promise.reject(new Error('unavailable')) } };
    const schedule = nightlyReconcileSchedule({ getDeps: async () => ({ store: broken, log: silentLogger }) });
    await expect(schedule.run({ scheduleTime: new Date().toISOString() })).rejects.toThrow('unavailable');
    expect(await asCloudScheduler(schedule)).toBe(500);
  });
});

describe('releaseReservationsNightly', () => {
  it('returns the plots whose reservation ran out yesterday to available, by the system, once however often it runs', async () => {
    const today = siteDay(new Date());
    const expired = await store.plots.create(aPlot({ title: 'Expired', status: 'reserved', reservedUntil: addDays(today, -1) }));
    const current = await store.plots.create(aPlot({ title: 'Current', status: 'reserved', reservedUntil: today }));
    const published: string[] = [];
    const schedule = releaseReservationsSchedule({ getDeps: async () => ({ store, log: silentLogger, events: { publish: async (event) => void published.push(event.type) } }) });

    expect(await asCloudScheduler(schedule)).toBe(200);
    expect(await asCloudScheduler(schedule)).toBe(200);
    expect(await store.plots.get(expired.id)).toMatchObject({ status: 'available', reservedUntil: '' });
    expect(await store.plots.get(current.id)).toMatchObject({ status: 'reserved', reservedUntil: today });
    expect(await store.plots.statusHistory(expired.id)).toEqual([expect.objectContaining({ by: null, from: 'reserved', to: 'available' })]);
    expect(published).toEqual(['plot.updated']);
  });

  it('a failed run answers 500, so Cloud Scheduler retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: Store = { ...store, plots: { ...store.plots, expiredReservations: () => Promise.reject(new Error('unavailable')) } };
    expect(await asCloudScheduler(releaseReservationsSchedule({ getDeps: async () => ({ store: broken, log: silentLogger, events: { publish: async () => {} } }) }))).toBe(500);
  });
});

describe('purgeBinDaily', () => {
  it('takes out of the bin for good what was deleted more than 30 days ago, once however often it runs', async () => {
    const plot = await store.plots.create(aPlot({ title: 'Binned' }));
    await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
    const published: string[] = [];
    const at = (days: number) =>
      purgeBinSchedule({ getDeps: async () => ({ store, log: silentLogger, events: { publish: async (event) => void published.push(event.type) }, now: () => new Date(Date.now() + days * DAY) }) });

    expect(await asCloudScheduler(at(29))).toBe(200);
    expect((await store.bin.list()).map((entry) => entry.id)).toEqual([plot.id]);
    expect(await asCloudScheduler(at(31))).toBe(200);
    expect(await asCloudScheduler(at(31))).toBe(200);
    expect(await store.bin.list()).toEqual([]);
    expect(published).toEqual(['bin.purged']);
  });

  it('prunes the activity trail of what is older than two years, keeping the rest', async () => {
    const written = await store.activity.record({ actor: { id: 'a1', email: 'asha@example.com' }, ip: '', kind: 'plot', itemId: 'p1', itemTitle: 'Plot', action: 'created', changes: [] });
    const at = (days: number) => purgeBinSchedule({ getDeps: async () => ({ store, log: silentLogger, events: { publish: async () => {} }, now: () => new Date(Date.now() + days * DAY) }) });

    expect(await asCloudScheduler(at(365 * 2 - 2))).toBe(200);
    expect(await store.activity.list({ limit: 5 })).toEqual([written]);
    expect(await asCloudScheduler(at(365 * 2 + 2))).toBe(200);
    expect(await store.activity.list({ limit: 5 })).toEqual([]);
  });
});

describe('cleanupOrphanImagesNightly', () => {
  it('deletes old images no plot shows, keeps shown ones, those of binned plots and recent uploads', async () => {
    const shown = await anImageAged(3 * DAY);
    const binned = await anImageAged(3 * DAY);
    const orphan = await anImageAged(3 * DAY);
    const recent = await anImageAged(ORPHAN_GRACE_MS / 2);
    await store.plots.create(aPlot({ imagePublicId: shown, imageUrl: images.urlFor(shown, 960) }));
    const deleted = await store.plots.create(aPlot({ imagePublicId: binned, imageUrl: images.urlFor(binned, 960) }));
    await store.bin.binPlot(deleted.id, null, { layoutShapeIds: [] });

    expect(await asCloudScheduler(nightlyImageCleanupSchedule({ getDeps: async () => ({ store, images, log: silentLogger }) }))).toBe(200);

    expect((await images.list()).sort()).toEqual([shown, binned, recent].sort());
    expect(await images.list()).not.toContain(orphan);
  });
});

describe('leadDigestMorning', () => {
  it('mails the morning digest from the Firestore store once, however often Cloud Scheduler runs it; a failed send answers 500', async () => {
    const dir2 = await mkdtemp(join(tmpdir(), 'digest-'));
    const outbox = join(dir2, 'outbox');
    const { auth, close } = await openLocalAuth({ file: join(dir2, 'auth.db'), scrypt: TEST_SCRYPT });
    try {
      await auth.createAdmin('office@example.com', 'a-long-password');
      await store.leads.create({ name: 'Ravi Kumar', phone: '9848012345', email: 'ravi@example.com', source: 'contact' });
      const deps = { store, auth, log: silentLogger, origin: 'https://plots.example.in', mailer: createOutboxMailer({ dir: outbox, from: 'Plots <no-reply@plots.example.in>', log: silentLogger }) };
      expect(LEAD_DIGEST_SCHEDULE).toBe('0 9 * * *');

      vi.spyOn(console, 'error').mockImplementation(() => {});
      const down = morningLeadDigestSchedule({ getDeps: async () => ({ ...deps, mailer: { send: () => Promise.reject(new Error('SMTP down')) } }) });
      expect(await asCloudScheduler(down)).toBe(500);

      const schedule = morningLeadDigestSchedule({ getDeps: async () => deps });
      expect(await asCloudScheduler(schedule)).toBe(200);
      expect(await asCloudScheduler(schedule)).toBe(200);
      const mails = await outboxMails(outbox);
      expect(mails.map((mail) => mail.to)).toEqual(['office@example.com']);
      expect(mails[0]?.text).toContain('- Ravi Kumar · 9848012345 · Contact form');
    } finally {
      await close();
      await rm(dir2, { recursive: true, force: true });
    }
  });
});

describe('drainAlertOutbox', () => {
  it('sends the queued alerts over SMTP with the one-click unsubscribe headers, and nothing twice when run again', async () => {
    const smtp = await startSmtp();
    const mailer = createSmtpMailer({ url: `smtp://${SMTP_TEST_USER}:${encodeURIComponent(SMTP_TEST_PASS)}@127.0.0.1:${smtp.port}`, from: 'Plots <alerts@plots.example.in>', log: silentLogger });
    try {
      const oneClickUnsubscribeUrl = 'https://plots.example.in/api/subscriptions/unsubscribe?token=o-priya';
      const deps: AlertDrainDeps = {
        store,
        mailer,
        log: silentLogger,
        origin: 'https://plots.example.in',
        recipientOf: async () => ({ email: 'priya@example.com', language: 'en', manageUrl: 'https://plots.example.in/subscriptions/manage?token=m-priya', unsubscribeUrl: 'https://plots.example.in/subscriptions/unsubscribe?token=u-priya', oneClickUnsubscribeUrl }),
        reportBounce: async () => {},
      };
      const alert = { kind: 'newPlot', plot: { id: 'p1', title: 'Corner plot', titleTe: '', village: 'Thullur', villageTe: '', price: 5_000_000, priceUnit: 'lakhs', area: 1800, imageUrl: '' } } as const;
      await store.alertOutbox.enqueue([{ dedupeKey: 'listed:p1:a1', subscriberId: 's1', alertId: 'a1', kind: 'newPlot', payload: JSON.stringify(alert), dueAt: alertDueAt(new Date(), false), daily: false }]);
      expect(ALERT_DRAIN_SCHEDULE).toBe('*/5 * * * *');

      vi.spyOn(console, 'error').mockImplementation(() => {});
      const down = alertOutboxDrainSchedule({ getDeps: () => Promise.reject(new Error('unavailable')) });
      expect(await asCloudScheduler(down)).toBe(500);

      const schedule = alertOutboxDrainSchedule({ getDeps: async () => deps });
      expect(await asCloudScheduler(schedule)).toBe(200);
      expect(await asCloudScheduler(schedule)).toBe(200);
      expect(smtp.received).toHaveLength(1);
      const mail = parseMail(smtp.received[0]!.raw);
      expect(mail.subject).toBe('New plot like your search: Corner plot');
      expect(mail.headers.get('list-unsubscribe')).toBe(`<${oneClickUnsubscribeUrl}>`);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect((await store.alertOutbox.list({ state: 'sent' })).map((item) => item.dedupeKey)).toEqual(['listed:p1:a1']);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe('schedule definitions', () => {
  const noDeps = { getDeps: () => Promise.reject(new Error('not used')) };
  it.each([
    ['reconcileCountersNightly', nightlyReconcileSchedule(noDeps).__endpoint, RECONCILE_SCHEDULE],
    ['cleanupOrphanImagesNightly', nightlyImageCleanupSchedule(noDeps).__endpoint, IMAGE_CLEANUP_SCHEDULE],
    ['leadDigestMorning', morningLeadDigestSchedule(noDeps).__endpoint, LEAD_DIGEST_SCHEDULE],
    // Five past midnight: a reservation lasts to the end of its last day.
    ['releaseReservationsNightly', releaseReservationsSchedule(noDeps).__endpoint, '5 0 * * *'],
    // After the orphan-image cleanup.
    ['purgeBinDaily', purgeBinSchedule(noDeps).__endpoint, '30 3 * * *'],
  ])('%s runs daily in Indian time, in asia-south1, one instance at a time', (_name, endpoint, schedule) => {
    expect(endpoint.region).toEqual([REGION]);
    expect(endpoint.maxInstances).toBe(1);
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule, timeZone: 'Asia/Kolkata', retryConfig: { retryCount: 2 } });
  });

  it('drainAlertOutbox runs every five minutes, in asia-south1, one instance at a time', () => {
    const endpoint = alertOutboxDrainSchedule(noDeps).__endpoint;
    expect(endpoint.region).toEqual([REGION]);
    expect(endpoint.maxInstances).toBe(1);
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: ALERT_DRAIN_SCHEDULE });
  });
});
