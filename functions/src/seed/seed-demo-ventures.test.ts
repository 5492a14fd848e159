import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCloudinaryImages } from '../adapters/images/cloudinary';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { createFirestoreStore } from '../adapters/store/firestore/firestore-store';
import { bulkInsertPlots } from '../adapters/store/sqlite/bulk-insert-plots';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { PLOT_STATUSES } from '../core/constants';
import { PLOT_NUMBER_PATTERN } from '../core/venture-constants';
import { siteDay } from '../core/dates';
import { shapeOnPlan } from '../core/layout-geometry';
import { plotInputSchema } from '../core/schemas/plot';
import type { Venture } from '../core/schemas/venture';
import { startCloudinaryServer } from '../local-run/cloudinary-server';
import { startFirestoreEmulator } from '../local-run/firestore-emulator';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import type { InsertPlots } from './bulk-plots';
import { DEMO_VENTURES } from './demo-ventures';
import { seedDemoIfEmpty } from './seed-demo';

/** A store and an images port of one mode, and how big the stored plan behind a public id is. */
interface Backend {
  store: Store;
  images: Images;
  /** How the mode's server seeds the ventures' plots (composition's `insertPlots`). */
  insertPlots: InsertPlots | undefined;
  planSize(publicId: string): Promise<{ width: number; height: number } | null>;
  close(): Promise<void>;
}

const CLOUDINARY = { cloudName: 'seed-test', apiKey: '873158436219764', apiSecret: 'seed-test-secret' };

const BACKENDS: [string, () => Promise<Backend>][] = [
  [
    'standalone: SQLite and the local disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'seed-ventures-'));
      const dir = join(root, 'images');
      const store = await createSqliteStore({ file: join(root, 'site.db') });
      return {
        store,
        images: createLocalDiskImages({ dir, publicBaseUrl: '/images' }),
        insertPlots: bulkInsertPlots,
        planSize: async (publicId) => {
          const { width, height } = await sharp(join(dir, `${publicId}-plan.webp`)).metadata();
          return width && height ? { width, height } : null;
        },
        close: async () => {
          await store.close();
          await rm(root, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'Firebase: the Firestore emulator and Cloudinary (a local server speaking its API)',
    async () => {
      const emulator = await startFirestoreEmulator();
      const cloudinary = await startCloudinaryServer({ ...CLOUDINARY, tls: inject('localServerTls') });
      const store = await createFirestoreStore({ firestore: emulator.newFirestore(), ownsFirestore: true });
      return {
        store,
        images: createCloudinaryImages({ ...CLOUDINARY, apiOrigin: cloudinary.apiOrigin, deliveryOrigin: cloudinary.deliveryOrigin }),
        insertPlots: undefined,
        planSize: async (publicId) => cloudinary.uploads.get(publicId) ?? null,
        close: async () => {
          await store.close();
          await Promise.all([cloudinary.stop(), emulator.stop()]);
        },
      };
    },
  ],
];

describe.each(BACKENDS)('the demo ventures (%s)', (_mode, open) => {
  let backend: Backend;
  let store: Store;
  let ventures: Venture[];

  beforeAll(async () => {
    backend = await open();
    store = backend.store;
    expect(await seedDemoIfEmpty({ store, images: backend.images, insertPlots: backend.insertPlots })).toEqual({ seeded: true });
    ventures = await store.ventures.list();
    // The whole demo once per mode, on a busy machine (its time is `npm run bench`'s to print).
  }, 180_000);
  afterAll(async () => backend?.close());

  it('are three, in three villages of the demo, each with its approvals, place, plot defaults and plan', async () => {
    expect(ventures.map((venture) => venture.name).sort()).toEqual(DEMO_VENTURES.map((demo) => demo.venture.name).sort());
    const regions = new Map((await store.regions.list()).map((region) => [region.id, region.region]));
    expect(new Set(ventures.map((venture) => regions.get(venture.regionId))).size).toBe(3);
    for (const venture of ventures) {
      const demo = DEMO_VENTURES.find((candidate) => candidate.venture.name === venture.name)!;
      expect(regions.get(venture.regionId)).toBe(demo.village);
      expect(venture).toMatchObject({ layoutPermitNumber: demo.venture.layoutPermitNumber, reraNumber: demo.venture.reraNumber, saleStatus: 'selling' });
      expect(venture.nameTe).not.toBe('');
      expect(venture.coordinates.latitude).not.toBe(0);
      expect(venture.totalExtentAcres).toBeGreaterThan(1);
      expect(venture.plotDefaults.pricePerSqYard).toBeGreaterThan(0);
      expect(venture.feetPerPlanUnit).toBe(demo.layout.feetPerPlanUnit);
      // The plan is stored whole: its pixels are the plan's units.
      const image = venture.layout.image!;
      expect({ width: image.width, height: image.height }).toEqual({ width: demo.plan.width, height: demo.plan.height });
      expect(await backend.planSize(image.publicId)).toMatchObject({ width: demo.plan.width, height: demo.plan.height });
      expect(await store.ventures.imagePublicIds()).toContain(image.publicId);
    }
  });

  it('have 60 to 150 plots each, numbered once in their venture, in every status, as the admin would have typed them', async () => {
    const today = siteDay(new Date());
    for (const venture of ventures) {
      const plots = await store.plots.byVenture(venture.id);
      expect(plots.length, venture.name).toBeGreaterThanOrEqual(60);
      expect(plots.length, venture.name).toBeLessThanOrEqual(150);
      const numbers = plots.map((plot) => plot.plotNumber);
      expect(new Set(numbers).size, venture.name).toBe(plots.length);
      for (const number of numbers) expect(number).toMatch(PLOT_NUMBER_PATTERN);
      expect(new Set(plots.map((plot) => plot.status)), venture.name).toEqual(new Set(PLOT_STATUSES));
      for (const plot of plots) {
        if (plot.status === 'reserved') expect(plot.reservedUntil > today, plot.plotNumber).toBe(true);
        else expect(plot.reservedUntil).toBe('');
      }
      // One plot read whole: the form's schema takes it as it is, its approvals the venture's.
      const whole = (await store.plots.get(plots[0]!.id))!;
      expect(plotInputSchema.safeParse(whole).success).toBe(true);
      expect(whole).toMatchObject({ ventureId: venture.id, ventureName: venture.name, layoutPermitNumber: venture.layoutPermitNumber, reraNumber: venture.reraNumber });
    }
  });

  it('have every shape on its plan, roads and a park among them, and every plot shape linked to its plot by number', async () => {
    for (const venture of ventures) {
      const layout = (await store.ventures.layout(venture.id))!;
      expect(layout.version).toBeGreaterThan(0);
      const plan = venture.layout.image!;
      for (const shape of layout.shapes) expect(shapeOnPlan(shape.points, plan), `${venture.name} ${shape.id}`).toBe(true);
      expect(layout.shapes.filter((shape) => shape.kind === 'road').length).toBeGreaterThanOrEqual(5);
      expect(layout.shapes.filter((shape) => shape.kind === 'park')).toHaveLength(1);
      // Some plots are not rectangles: cut by a slanting road, or an L at a block's end.
      expect(layout.shapes.filter((shape) => shape.kind === 'plot' && shape.points.length !== 4).length).toBeGreaterThanOrEqual(2);

      const byId = new Map((await store.plots.byVenture(venture.id)).map((plot) => [plot.id, plot]));
      const plotShapes = layout.shapes.filter((shape) => shape.kind === 'plot');
      expect(plotShapes).toHaveLength(byId.size);
      for (const shape of plotShapes) expect(byId.get(shape.plotId ?? '')?.plotNumber, shape.id).toBe(shape.label);
      for (const shape of layout.shapes.filter((other) => other.kind !== 'plot')) expect(shape.plotId).toBeNull();
    }
  });

  it('are asked about: leads name some of their plots, one plot at a time and several from a layout', async () => {
    const leads = (await store.leads.list()).filter((lead) => lead.source === 'plot-enquiry');
    const fromLayouts = leads.filter((lead) => lead.details?.ventureId);
    expect(fromLayouts.length).toBeGreaterThanOrEqual(2);
    for (const lead of fromLayouts) {
      const plots = new Map((await store.plots.byVenture(lead.details!.ventureId!)).map((plot) => [plot.id, plot]));
      const ids = lead.details!.plotIds!;
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(ids.map((id) => plots.get(id)?.plotNumber)).toEqual(lead.details!.plotNumbers);
      expect(lead.details).toMatchObject({ plotId: ids[0], plotTitle: plots.get(ids[0]!)!.title, ventureName: ventures.find((venture) => venture.id === lead.details!.ventureId)!.name });
    }
    // Every venture is asked about; one plot twice (alone, then among others).
    const counts: Record<string, number> = {};
    for (const venture of ventures) {
      const asked = await store.leads.enquiryCounts((await store.plots.byVenture(venture.id)).map((plot) => plot.id));
      expect(Object.values(asked).some((count) => count > 0), venture.name).toBe(true);
      Object.assign(counts, asked);
    }
    expect(Object.values(counts).filter((count) => count > 0).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...Object.values(counts))).toBe(2);
  });

  it('are not seeded again: a second run adds nothing', async () => {
    const before = { plots: await store.plots.count(), leads: await store.leads.count(), layouts: await Promise.all(ventures.map((venture) => store.ventures.layout(venture.id))) };
    expect((await seedDemoIfEmpty({ store, images: backend.images, insertPlots: backend.insertPlots })).seeded).toBe(false);
    expect((await store.ventures.list()).map((venture) => venture.id)).toEqual(ventures.map((venture) => venture.id));
    expect(await store.plots.count()).toBe(before.plots);
    expect(await store.leads.count()).toBe(before.leads);
    expect(await Promise.all(ventures.map((venture) => store.ventures.layout(venture.id)))).toEqual(before.layouts);
  });
});
