import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { silentLogger, type Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { NewDomainEvent } from '../ports/events';
import type { Store } from '../ports/store';
import { reconcileExitCode, reconcileReport } from '../scripts/reconcile-report';
import { emptyStatusCounts } from '../core/plot-status';
import { siteDay } from '../core/dates';
import { NO_INTEREST } from '../core/interest';
import { aBlog, aPlot, aVenture } from '../testing/builders';
import { cleanupOrphanImages, ORPHAN_GRACE_MS } from './cleanup-orphan-images';
import { PROCESSED_EVENT_RETENTION_MS, reconcileCounters, reconcileCountersIfNeverRun, STATS_RECONCILED_KEY } from './reconcile-counters';
import { releaseExpiredReservations } from './release-expired-reservations';
import { runMaintenance } from './run-maintenance';

const DAY = 24 * 60 * 60 * 1000;

describe('jobs', () => {
  let dir: string;
  let imagesDir: string;
  let store: Store;
  let images: Images;
  let warnings: string[];
  let log: Logger;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jobs-'));
    imagesDir = join(dir, 'images');
    store = await createSqliteStore({ file: join(dir, 'store.db') });
    images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: '/images' });
    warnings = [];
    log = { ...silentLogger, warn: (event) => warnings.push(event), error: (event) => warnings.push(event) };
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function someData() {
    for (const status of ['new', 'new', 'in_progress', 'resolved', 'archived']) {
      const lead = await store.leads.create({ name: 'Lead', phone: '9876543210', email: 'l@example.com', source: 'contact' });
      if (status !== 'new') await store.leads.update(lead.id, { status }, []);
    }
    for (let n = 0; n < 3; n += 1) await store.plots.create(aPlot());
    for (let n = 0; n < 2; n += 1) await store.blogs.create(aBlog());
  }

  /** Makes an image look `ageMs` old (both renditions). */
  async function age(publicId: string, ageMs: number) {
    const then = new Date(Date.now() - ageMs);
    for (const width of [480, 960]) await utimes(join(imagesDir, `${publicId}-${width}.webp`), then, then);
  }

  const idsOnDisk = async () => [...new Set((await readdir(imagesDir).catch(() => [] as string[])).map((name) => name.replace(/-\d+\.webp$/, '')))].sort();

  describe('reconcileCounters', () => {
    it('puts tampered counters right from real counts, reports what it corrected, and remembers it ran', async () => {
      await someData();
      await store.stats.set({ leads: 99, newLeads: -4, blogs: 2, plots: 0 });
      const result = await reconcileCounters({ store, log }, { now: () => new Date('2025-06-01T02:00:00Z') });
      const real = { leads: 5, newLeads: 2, blogs: 2, plots: 3 };
      expect(result).toMatchObject({ before: { leads: 99, newLeads: -4, blogs: 2, plots: 0 }, after: real, corrected: ['leads', 'newLeads', 'plots'] });
      expect(await store.stats.get()).toEqual(real);
      expect(await store.meta.get(STATS_RECONCILED_KEY)).toBe('2025-06-01T02:00:00.000Z');
      expect(warnings).toEqual(['counters_corrected']);
    });

    it('changes nothing when the counters are right, and is safe to run again and again', async () => {
      await someData();
      await reconcileCounters({ store, log });
      warnings.length = 0;
      const again = await reconcileCounters({ store, log });
      expect(again.corrected).toEqual([]);
      expect(await reconcileCounters({ store, log })).toMatchObject({ corrected: [], after: { leads: 5, newLeads: 2, blogs: 2, plots: 3 } });
      expect(warnings).toEqual([]);
    });

    it('forgets applied event ids older than the retention, keeping recent ones', async () => {
      await store.stats.apply('old-event', { leads: 1 });
      await store.stats.apply('recent-event', { leads: 1 });
      const result = await reconcileCounters({ store, log }, { now: () => new Date(Date.now() + PROCESSED_EVENT_RETENTION_MS + DAY) });
      expect(result.prunedEvents).toBe(2);
      const soon = await reconcileCounters({ store, log });
      expect(soon.prunedEvents).toBe(0);
    });

    it('runs at start only when the counters were never computed', async () => {
      await someData();
      expect(await reconcileCountersIfNeverRun({ store, log })).toMatchObject({ after: { leads: 5, plots: 3 } });
      await store.stats.set({ leads: 1, newLeads: 1, blogs: 1, plots: 1 });
      expect(await reconcileCountersIfNeverRun({ store, log })).toBeNull();
      expect(await store.stats.get()).toEqual({ leads: 1, newLeads: 1, blogs: 1, plots: 1 });
    });
  });

  describe("reconcileCounters and the ventures' counts", () => {
    it("recomputes every venture's counts by status from its plots, reporting the ventures that were wrong", async () => {
      const [right, wrong] = [await store.ventures.create(aVenture({ name: 'Right Acres' })), await store.ventures.create(aVenture({ name: 'Wrong Acres' }))];
      await store.plots.create(aPlot({ ventureId: right.id, plotNumber: '1' }));
      await store.plots.create(aPlot({ ventureId: wrong.id, plotNumber: '1', status: 'sold' }));
      await store.plots.create(aPlot({ ventureId: wrong.id, plotNumber: '2', status: 'booked' }));
      await store.stats.setVentureCounts(right.id, { ...emptyStatusCounts(), available: 1 });
      await store.stats.setVentureCounts(wrong.id, { ...emptyStatusCounts(), available: 5, sold: -1 });

      const result = await reconcileCounters({ store, log });
      expect(result.correctedVentures).toEqual([wrong.id]);
      expect(await store.stats.ventureCounts([right.id, wrong.id])).toEqual({
        [right.id]: { ...emptyStatusCounts(), available: 1 },
        [wrong.id]: { ...emptyStatusCounts(), sold: 1, booked: 1 },
      });
      expect(warnings).toContain('venture_counts_corrected');
      expect((await reconcileCounters({ store, log })).correctedVentures).toEqual([]);
    });
  });

  describe("reconcileCounters and the plots' enquiries", () => {
    it('recomputes the enquiries of the last 30 days from the leads that name plots, leaving views alone', async () => {
      const lead = await store.leads.create({ name: 'Lead', phone: '9876543210', email: '', source: 'plot-enquiry', details: { plotId: 'p1', plotIds: ['p2'] } });
      await store.leads.create({ name: 'Lead', phone: '9876543210', email: '', source: 'plot-enquiry', details: { plotId: 'p1' } });
      const today = siteDay(new Date(lead.createdAt));
      // Counted wrong (a failed handler, a lead written around the bus), and views counted.
      await store.interest.apply('wrong', [{ plotId: 'p1', day: today, enquiries: 5, views: 9 }, { plotId: 'p3', day: today, enquiries: 1 }]);
      await reconcileCounters({ store, log }, { now: () => new Date(lead.createdAt) });
      const totals = await store.interest.totals(['p1', 'p2', 'p3'], today);
      expect([totals.p1, totals.p2?.enquiries30, totals.p3?.enquiries30]).toEqual([{ ...NO_INTEREST, views7: 9, views30: 9, enquiries30: 2 }, 1, 0]);
    });
  });

  describe('releaseExpiredReservations', () => {
    /** 17:30 in India on 10 March 2026. */
    const now = () => new Date('2026-03-10T12:00:00Z');
    let published: NewDomainEvent[];
    const events = { publish: async (event: NewDomainEvent) => void published.push(event) };
    beforeEach(() => {
      published = [];
    });

    it('returns to available each reserved plot whose last day has passed, by the system, with a plot.updated each; once', async () => {
      const expired = await store.plots.create(aPlot({ title: 'Expired', status: 'reserved', reservedUntil: '2026-03-09' }));
      const lastDay = await store.plots.create(aPlot({ title: 'Last day today', status: 'reserved', reservedUntil: '2026-03-10' }));
      const later = await store.plots.create(aPlot({ title: 'Later', status: 'reserved', reservedUntil: '2026-04-01' }));

      const result = await releaseExpiredReservations({ store, events, log }, { now });
      expect(result).toEqual({ day: '2026-03-10', released: [expired.id] });
      expect(await store.plots.get(expired.id)).toMatchObject({ status: 'available', reservedUntil: '' });
      for (const kept of [lastDay, later]) expect((await store.plots.get(kept.id))?.status).toBe('reserved');
      expect((await store.plots.statusHistory(expired.id)).at(-1)).toMatchObject({ by: null, from: 'reserved', to: 'available', reservedUntil: '' });
      expect(published).toEqual([
        expect.objectContaining({ type: 'plot.updated', before: expect.objectContaining({ id: expired.id, status: 'reserved' }), after: expect.objectContaining({ status: 'available' }) }),
      ]);

      // The same day again: nothing left to release, nothing reported, no history added.
      expect(await releaseExpiredReservations({ store, events, log }, { now })).toEqual({ day: '2026-03-10', released: [] });
      expect(published).toHaveLength(1);
      expect(await store.plots.statusHistory(expired.id)).toHaveLength(1);
    });

    it("judges by India's day: a reservation to 9 March runs out at midnight in India, not in UTC", async () => {
      const plot = await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-03-09' }));
      // 23:30 on 9 March in India.
      expect((await releaseExpiredReservations({ store, events, log }, { now: () => new Date('2026-03-09T18:00:00Z') })).released).toEqual([]);
      // 00:30 on 10 March in India, still 9 March in UTC.
      expect((await releaseExpiredReservations({ store, events, log }, { now: () => new Date('2026-03-09T19:00:00Z') })).released).toEqual([plot.id]);
    });

    it('keeps a plot an admin changed after the store listed it', async () => {
      const expired = await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-03-01' }));
      const sold = await store.plots.create(aPlot({ status: 'sold' }));
      // As if the plot was sold between the store's list and the release.
      const listedEarlier: Store = { ...store, plots: { ...store.plots, expiredReservations: async () => [sold.id, expired.id] } };
      expect((await releaseExpiredReservations({ store: listedEarlier, events, log }, { now })).released).toEqual([expired.id]);
      expect(await store.plots.get(sold.id)).toMatchObject({ status: 'sold' });
      expect(await store.plots.statusHistory(sold.id)).toEqual([]);
    });
  });

  describe('cleanupOrphanImages', () => {
    it('removes an old image no plot references and keeps the referenced ones', async () => {
      const used = await images.put(await pngOfSize(100, 100));
      const orphan = await images.put(await pngOfSize(100, 100));
      await store.plots.create(aPlot({ imagePublicId: used.publicId, imageUrl: used.url }));
      await age(used.publicId, 2 * DAY);
      await age(orphan.publicId, 2 * DAY);

      const result = await cleanupOrphanImages({ store, images, log });
      expect(result).toEqual({ checked: 2, inUse: 1, deleted: [orphan.publicId], failed: [] });
      expect(await idsOnDisk()).toEqual([used.publicId]);
    });

    it('never touches an image younger than the grace period (an open plot form)', async () => {
      const fresh = await images.put(await pngOfSize(100, 100));
      await age(fresh.publicId, ORPHAN_GRACE_MS - 60_000);
      expect(await cleanupOrphanImages({ store, images, log })).toMatchObject({ checked: 0, deleted: [] });
      expect(await idsOnDisk()).toEqual([fresh.publicId]);
      // With no grace (a test's choice), it would go.
      expect((await cleanupOrphanImages({ store, images, log }, { graceMs: 0, now: () => new Date(Date.now() + 1000) })).deleted).toEqual([fresh.publicId]);
    });

    it('goes on past an image it cannot delete, and reports it', async () => {
      const stuck = await images.put(await pngOfSize(100, 100));
      const gone = await images.put(await pngOfSize(100, 100));
      await age(stuck.publicId, 2 * DAY);
      await age(gone.publicId, 2 * DAY);
      const flaky: Images = {
        ...images,
        delete: async (publicId) => {
          if (publicId === stuck.publicId) throw new Error('locked');
          return images.delete(publicId);
        },
      };
      const result = await cleanupOrphanImages({ store, images: flaky, log });
      expect(result).toMatchObject({ deleted: [gone.publicId], failed: [stuck.publicId] });
      expect(warnings).toEqual(['orphan_image_delete_failed']);
    });
  });

  describe('runMaintenance and its report', () => {
    it('runs both jobs and prints what each did', async () => {
      await someData();
      const orphan = await images.put(await pngOfSize(100, 100));
      await age(orphan.publicId, 2 * DAY);
      await store.stats.set({ leads: 0, newLeads: 0, blogs: 2, plots: 3 });
      const result = await runMaintenance({ store, images, log });
      const report = reconcileReport(result);
      expect(report[0]).toBe('Counters: leads 0 → 5, newLeads 0 → 2, blogs 2, plots 3 (corrected leads, newLeads).');
      expect(report[2]).toBe(`Images: 1 older than 24 h checked, 0 in use, 1 orphan(s) deleted: ${orphan.publicId}.`);
      expect(reconcileExitCode(result)).toBe(0);
    });

    it('still cleans the images when the counters job fails, and says so', async () => {
      const broken = { ...store, leads: { ...store.leads, count: () => Promise.reject(new Error('database is locked')) } };
      const result = await runMaintenance({ store: broken, images, log });
      expect(result.counters).toEqual({ error: 'database is locked' });
      expect(result.images).toMatchObject({ checked: 0 });
      expect(reconcileReport(result)[0]).toBe('Counters: FAILED (database is locked)');
      expect(reconcileExitCode(result)).toBe(1);
      expect(warnings).toContain('maintenance_job_failed');
    });
  });
});
