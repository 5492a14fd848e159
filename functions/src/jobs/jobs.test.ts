import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { silentLogger, type Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { reconcileExitCode, reconcileReport } from '../scripts/reconcile-report';
import { aBlog, aPlot } from '../testing/builders';
import { cleanupOrphanImages, ORPHAN_GRACE_MS } from './cleanup-orphan-images';
import { PROCESSED_EVENT_RETENTION_MS, reconcileCounters, reconcileCountersIfNeverRun, STATS_RECONCILED_KEY } from './reconcile-counters';
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
