import { createHash } from 'node:crypto';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskImages } from '../adapters/images/local-disk';
import { bulkInsertPlots } from '../adapters/store/sqlite/bulk-insert-plots';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { PLOT_CATEGORIES, PLOTS_PAGE_SIZE_MAX, ROAD_FACINGS } from '../core/constants';
import { blogParagraphs } from '../core/blog-text';
import { hasLocation } from '../core/plot-links';
import { plotInputSchema, type Plot } from '../core/schemas/plot';
import { plotSearchQuerySchema } from '../core/schemas/plot-search';
import { pricesOf } from '../core/region-prices';
import { regionInputSchema } from '../core/schemas/region';
import { siteSettingsSchema } from '../core/schemas/settings';
import { priceBand, priceUnitFor, totalPriceRupees } from '../core/price';
import { standingEntries } from '../core/price-history';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { aBlog, aRegion, aVenture } from '../testing/builders';
import { DEMO_SEEDED_KEY, seedDemoIfEmpty, seedSettingsIfMissing } from './seed-demo';
import { DEMO_HISTORY_MONTHS } from './demo-price-history';
import { DEMO_SETTINGS } from './demo-settings';

let root: string;
let store: Store;
let images: Images;
let imagesDir: string;

/** A new empty database and pictures folder. */
async function openEmpty(): Promise<void> {
  root = await mkdtemp(join(tmpdir(), 'seed-demo-'));
  imagesDir = join(root, 'images');
  store = await createSqliteStore({ file: join(root, 'site.db') });
  images = createLocalDiskImages({ dir: imagesDir, publicBaseUrl: '/images' });
}
async function closeAndRemove(): Promise<void> {
  await store.close();
  await rm(root, { recursive: true, force: true });
}

/** Every plot, page by page as the listing reads them. */
async function everyPlot(): Promise<Plot[]> {
  const plots: Plot[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: PLOTS_PAGE_SIZE_MAX, page }));
    plots.push(...items);
    if (items.length === 0 || plots.length >= total) return plots;
  }
}

/** The demo's listings: every plot but the ventures' (seed-demo-ventures.test.ts has theirs). */
async function listings(): Promise<Plot[]> {
  return (await everyPlot()).filter((plot) => plot.ventureId === '');
}

/** The whole demo, pictures and plans, seeded in a test: seconds alone, more on a busy two-core machine (its time is `npm run bench`'s to print). */
const WHOLE_DEMO = { timeout: 60_000 };

describe('seedDemoIfEmpty on an empty database', WHOLE_DEMO, () => {
  // One seed, read by both tests: the whole demo takes seconds (npm test runs on two cores).
  const lines: string[] = [];
  let result: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
  beforeAll(async () => {
    await openEmpty();
    result = await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots, log: (line) => lines.push(line) });
  }, WHOLE_DEMO.timeout);
  afterAll(closeAndRemove);

  it('seeds the variety the site needs and sets the marker', async () => {
    expect(result).toEqual({ seeded: true });
    // Its time (≤ 5 s) is printed by `npm run bench`, not asserted here.
    expect(lines.join('\n')).toMatch(/demo_seeded/);
    expect(await store.meta.get(DEMO_SEEDED_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const regions = await store.regions.list();
    expect(regions.length).toBeGreaterThanOrEqual(15);
    for (const region of regions) {
      expect(regionInputSchema.parse(region)).toBeTruthy();
      expect(region.CommercialPriceMin).toBeGreaterThan(region.ResidentialPriceMin);
      expect(region.CommercialPriceMax).toBeGreaterThan(region.ResidentialPriceMax);
      // Three years of monthly prices, the last of them today's.
      const history = await store.regions.priceHistory(region.id);
      expect(history).toHaveLength(DEMO_HISTORY_MONTHS);
      expect(standingEntries(history).at(-1)!.prices).toEqual(pricesOf(region));
    }
    const bands = new Set(regions.map((r) => priceBand(r.ResidentialPriceMin, r.ResidentialPriceMax)));
    expect(bands).toEqual(new Set(['low', 'medium', 'high']));

    const plots = await listings();
    expect(plots.length).toBeGreaterThanOrEqual(40);
    // The three ventures' plots, and no others.
    const ventures = await store.ventures.list();
    expect(ventures).toHaveLength(3);
    const venturePlots = (await Promise.all(ventures.map((venture) => store.plots.byVenture(venture.id)))).flat();
    expect(await store.plots.count()).toBe(plots.length + venturePlots.length);
    // The listings' pictured plots are the newest: the listing's first page is theirs.
    const firstPage = (await store.plots.search(plotSearchQuerySchema.parse({ sort: 'newest' }))).items;
    expect(firstPage.filter((plot) => plot.ventureId !== '')).toEqual([]);
    expect(new Set(plots.map((p) => p.category))).toEqual(new Set(PLOT_CATEGORIES));
    expect(new Set(plots.map((p) => p.status))).toEqual(new Set(['available', 'sold']));
    expect(plots.filter((p) => p.status === 'available').length).toBeGreaterThan(plots.length / 2);
    expect(new Set(plots.map((p) => p.roadFacing))).toEqual(new Set(ROAD_FACINGS));
    const featured = plots.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(12);
    const withoutLocation = plots.filter((p) => !hasLocation(p.coordinates));
    expect(withoutLocation.length).toBeGreaterThanOrEqual(1);
    expect(withoutLocation.length).toBeLessThanOrEqual(3);
    const regionNames = new Set(regions.map((r) => r.region));
    for (const plot of plots) {
      expect(plotInputSchema.safeParse(plot).success, plot.title).toBe(true);
      expect(regionNames.has(plot.location), plot.location).toBe(true);
      expect(plot.price).toBe(totalPriceRupees(plot.area, plot.pricePerSqYard));
      expect(plot.priceUnit).toBe(priceUnitFor(plot.price));
      if (plot.category === 'agricultural') {
        expect(plot).toMatchObject({ layoutPermitNumber: '', reraNumber: '', ventureName: '' });
      } else {
        expect(plot.layoutPermitNumber).toMatch(/^\d{1,3}\/20\d{2}$/);
        expect(plot.reraNumber).toMatch(/^P0606012\d{4}$/);
        expect(plot.ventureName).not.toBe('');
        expect(plot.description).toContain(`${plot.layoutAuthority} LP No. ${plot.layoutPermitNumber}; AP RERA No. ${plot.reraNumber}`);
      }
      expect(plot.surveyNumbers.length).toBeGreaterThan(0);
      expect(plot.description).toContain(`Sy. No. ${plot.surveyNumbers.join(', ')}.`);
      expect(plot.features.length).toBeGreaterThan(0);
      if (hasLocation(plot.coordinates)) {
        expect(plot.coordinates.latitude).toBeGreaterThan(16.44);
        expect(plot.coordinates.latitude).toBeLessThan(16.56);
        expect(plot.coordinates.longitude).toBeGreaterThan(80.44);
        expect(plot.coordinates.longitude).toBeLessThan(80.62);
      }
    }
    // Both authorities, and charges and premiums on some plots only.
    expect(new Set(plots.map((p) => p.layoutAuthority))).toEqual(new Set(['APCRDA', 'DTCP']));
    expect(plots.filter((p) => p.developmentChargesPerSqYard > 0).length).toBeGreaterThan(2);
    expect(plots.filter((p) => p.premiumPerSqYard > 0).length).toBeGreaterThan(2);
    expect(plots.filter((p) => p.developmentChargesPerSqYard === 0 && p.premiumPerSqYard === 0).length).toBeGreaterThan(plots.length / 2);
    // Both units appear, so the Cr and L formats are both on show.
    expect(new Set(plots.map((p) => p.priceUnit))).toEqual(new Set(['lakhs', 'crores']));

    const blogs = await store.blogs.list();
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    for (const blog of blogs) expect(blogParagraphs(blog.content).length).toBeGreaterThanOrEqual(2);

    const leads = await store.leads.list();
    expect(leads.length).toBeGreaterThanOrEqual(3);
    expect(leads.some((lead) => lead.source === 'sell' && lead.details?.location)).toBe(true);

    expect(siteSettingsSchema.parse(await store.settings.get())).toEqual(DEMO_SETTINGS);
    // The Telugu texts arrive too (what they say: demo-telugu.test.ts).
    expect(regions.every((region) => region.regionTe !== '')).toBe(true);
    expect(plots.filter((plot) => plot.titleTe !== '' && plot.descriptionTe !== '').length).toBeGreaterThanOrEqual(8);
    expect(blogs.filter((blog) => blog.titleTe !== '' && blog.contentTe !== '').length).toBeGreaterThanOrEqual(3);
  });

  it('gives every plot 2 to 4 pictures of its own, cover first, as WebP files on disk', async () => {
    const plots = await listings();
    const photos = plots.flatMap((plot) => plot.images);
    expect(new Set(plots.map((plot) => plot.images.length))).toEqual(new Set([2, 3, 4]));
    expect(new Set(photos.map((photo) => photo.publicId)).size).toBe(photos.length);
    expect((await store.plots.imagePublicIds()).length).toBe(photos.length);
    for (const plot of plots) {
      expect(plot.imagePublicId).toBe(plot.images[0]!.publicId);
      expect(plot.imageUrl).toBe(images.urlFor(plot.imagePublicId, 960));
      for (const photo of plot.images) {
        expect(photo.alt).toMatch(new RegExp(`^${plot.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
        for (const width of [480, 960]) await expect(access(join(imagesDir, `${photo.publicId}-${width}.webp`))).resolves.toBeUndefined();
      }
    }
    const sample = await readFile(join(imagesDir, `${plots[0]!.imagePublicId}-960.webp`));
    expect(await sharp(sample).metadata()).toMatchObject({ format: 'webp', width: 960 });
    // Distinct pictures, not one picture stored many times (nor one per plot).
    const hashes = await Promise.all(
      photos.map(async (photo) => createHash('sha256').update(await readFile(join(imagesDir, `${photo.publicId}-480.webp`))).digest('hex')),
    );
    expect(new Set(hashes).size).toBe(photos.length);
  });
});

describe('seedDemoIfEmpty never seeds twice or over real data', WHOLE_DEMO, () => {
  beforeEach(openEmpty);
  afterEach(closeAndRemove);

  it('never overwrites settings an admin has saved and reports to a structured logger; does nothing on the second call, nor after an admin has deleted everything', async () => {
    const ours = { ...DEMO_SETTINGS, businessName: 'Our Own Realty', phone: '+91 90000 00000' };
    await store.settings.put(ours);
    expect(await seedSettingsIfMissing(store)).toBe(false);
    const events: string[] = [];
    expect((await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots, log: { info: (event) => events.push(event) } })).seeded).toBe(true);
    expect(await store.settings.get()).toEqual(ours);
    expect(events).toEqual(['demo_seeded']);
    const plots = await store.plots.count();
    const regions = (await store.regions.list()).length;

    const again = await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots });
    expect(again.seeded).toBe(false);
    expect(again.reason).toMatch(/already/);
    expect(await store.plots.count()).toBe(plots);
    expect((await store.regions.list()).length).toBe(regions);

    // An emptied database keeps its marker: the demo does not come back.
    for (const region of await store.regions.list()) await store.regions.delete(region.id);
    for (const plot of await everyPlot()) await store.plots.delete(plot.id);
    for (const venture of await store.ventures.list()) await store.ventures.delete(venture.id);
    for (const blog of await store.blogs.list()) await store.blogs.delete(blog.id);
    for (const lead of await store.leads.list()) await store.leads.delete(lead.id);
    expect((await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots })).seeded).toBe(false);
    expect(await store.plots.count()).toBe(0);
    expect((await store.regions.list()).length).toBe(0);
  });

  it('leaves a database with one real region alone, but gives it default settings', async () => {
    await store.regions.create(aRegion({ region: 'Our Village' }));
    const result = await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots });

    expect(result.seeded).toBe(false);
    expect(result.reason).toMatch(/data/);
    expect((await store.regions.list()).map((r) => r.region)).toEqual(['Our Village']);
    expect(await store.plots.count()).toBe(0);
    expect(await store.ventures.list()).toEqual([]);
    expect(await store.blogs.count()).toBe(0);
    expect(await store.leads.count()).toBe(0);
    expect(await store.meta.get(DEMO_SEEDED_KEY)).toBeNull();
    await expect(access(imagesDir)).rejects.toThrow();
    expect(await store.settings.get()).toEqual(DEMO_SETTINGS);
  });

  it.each([
    ['a lead', (s: Store) => s.leads.create({ name: 'Real Person', phone: '9876543210', email: 'r@example.com', source: 'contact' })],
    ['a blog post', (s: Store) => s.blogs.create(aBlog({ title: 'Ours' }))],
    ['a venture', (s: Store) => s.ventures.create(aVenture({ name: 'Our Own Layout' }))],
  ])('leaves a database holding only %s alone', async (_what, addRealData) => {
    await addRealData(store);
    expect((await seedDemoIfEmpty({ store, images, insertPlots: bulkInsertPlots })).seeded).toBe(false);
    expect((await store.regions.list()).length).toBe(0);
  });
});
