import { addDays, siteDay } from '../core/dates';
import { availableParallelism } from 'node:os';
import { SQ_FT_PER_SQ_YD } from '../core/constants';
import type { Images, StoredImage, StoredPlan } from '../ports/images';
import type { PlotImage } from '../core/schemas/plot';
import { pricesOf } from '../core/region-prices';
import { ventureInputSchema, type LayoutShape, type Venture } from '../core/schemas/venture';
import type { PlotRecord, Store, VenturePlotRecord } from '../ports/store';
import { insertOneByOne, type InsertPlots } from './bulk-plots';
import { DEMO_BLOGS } from './demo-blogs';
import { DEMO_LEADS, demoVentureLeads, type DemoLead } from './demo-leads';
import { buildDemoPlots, type DemoPlot } from './demo-plots';
import { demoPriceHistory } from './demo-price-history';
import { DEMO_REGIONS, toRegionInput } from './demo-regions';
import { DEMO_SETTINGS } from './demo-settings';
import { buildVenturePlots, ventureLocation, ventureRate } from './demo-venture-plots';
import { DEMO_VENTURES, type DemoVenture } from './demo-ventures';
import { buildLayoutPlan, type LayoutPlan } from './layout-plan';
import { renderLayoutPlan } from './layout-plan-image';
import { generatePlotImage } from './plot-image';

/** Meta key holding when the demo was seeded: once set, the demo is never seeded again. */
export const DEMO_SEEDED_KEY = 'demoSeededAt';

/** A plain line logger, or the app's named-event logger (the Logger port fits). */
export type SeedLog = ((message: string) => void) | { info(event: string, data?: Record<string, unknown>): void };

export interface SeedDeps {
  store: Store;
  images: Images;
  log?: SeedLog;
  /**
   * How the ventures' plots (a few hundred) reach the store: one at a time through the port by
   * default (every adapter); standalone, SQLite's batch insert (composition's `insertPlots`), a
   * second of the seed's budget saved.
   */
  insertPlots?: InsertPlots | undefined;
}

export interface SeedResult {
  seeded: boolean;
  reason?: string;
}

/**
 * Fills an empty database with the demo (docs/product.md §11: a fresh clone shows realistic data). Seeds only
 * when the marker is absent AND there are no regions, plots, ventures, blog posts or leads, so real data is
 * never mixed with demo data and a demo an admin has cleared out does not come back.
 */
export async function seedDemoIfEmpty(deps: SeedDeps): Promise<SeedResult> {
  const { store, images } = deps;
  const log = toLog(deps.log);

  if (await store.meta.get(DEMO_SEEDED_KEY)) {
    await seedSettingsIfMissing(store, deps.log);
    return { seeded: false, reason: 'demo already seeded once' };
  }
  if (!(await isEmpty(store))) {
    await seedSettingsIfMissing(store, deps.log);
    return { seeded: false, reason: 'database already holds data' };
  }

  const started = Date.now();
  const plots = buildDemoPlots();
  const layouts = DEMO_VENTURES.map((demo) => buildLayoutPlan(demo.layout));
  // Pictures and plans first: if drawing or storing one fails, no row has been written yet and the
  // next start tries again on a still-empty database (stray image files are the cleanup job's business).
  // Each plan is drawn once; the plans go beside the plot pictures, one at a time.
  const [pictures, plans] = await Promise.all([
    mapBounded(plots, imageConcurrency(), (plot) => storePictures(images, plot)),
    mapBounded([...DEMO_VENTURES.keys()], 1, (index) => storePlan(images, DEMO_VENTURES[index]!, layouts[index]!)),
  ]);

  await seedSettingsIfMissing(store, deps.log);
  const regionIds = new Map<string, string>();
  for (const region of DEMO_REGIONS) regionIds.set(region.region, (await store.regions.create(toRegionInput(region))).id);
  const today = siteDay(new Date());
  // Every village's last three years, month by month, ending at its prices today: in one write.
  await store.regions.addPriceEntries(DEMO_REGIONS.flatMap((region) => demoPriceHistory(regionIds.get(region.region)!, region.region, pricesOf(region), today)));
  // The ventures' plots before the listings' own: the store stamps creation times, and the
  // listings' pictured plots are the newest, the first a visitor sees.
  const ventures: SeededVenture[] = [];
  for (const [index, demo] of DEMO_VENTURES.entries()) {
    ventures.push(await seedVenture(store, deps.insertPlots ?? insertOneByOne, { demo, layout: layouts[index]!, plan: plans[index]!, regionIds, today }));
  }
  // One at a time, in list order: the store stamps creation times, so the order is the "newest" order.
  for (const [index, plot] of plots.entries()) {
    await store.plots.create({ ...plot.record, images: pictures[index]! });
  }
  for (const blog of DEMO_BLOGS) await store.blogs.create(blog);
  const leads = [...DEMO_LEADS, ...demoVentureLeads(ventures)];
  for (const lead of leads) await seedLead(store, lead, today);
  await store.meta.set(DEMO_SEEDED_KEY, new Date().toISOString());

  log('demo_seeded', {
    regions: DEMO_REGIONS.length,
    plots: plots.length + ventures.reduce((sum, venture) => sum + venture.plots.length, 0),
    ventures: ventures.length,
    blogs: DEMO_BLOGS.length,
    leads: leads.length,
    ms: Date.now() - started,
  });
  return { seeded: true };
}

/** A venture as seeded: the stored venture and its plots (for the leads that name them). */
interface SeededVenture {
  venture: Venture;
  plots: VenturePlotRecord[];
}

/**
 * One demo venture: the venture (its village, place, extent and plot defaults from its layout),
 * its plan, its plots inserted at once, then its layout with every plot shape linked to its plot.
 */
async function seedVenture(
  store: Store,
  insert: InsertPlots,
  { demo, layout, plan, regionIds, today }: { demo: DemoVenture; layout: LayoutPlan; plan: StoredPlan; regionIds: ReadonlyMap<string, string>; today: string },
): Promise<SeededVenture> {
  const region = DEMO_REGIONS.find((candidate) => candidate.region === demo.village);
  const regionId = regionIds.get(demo.village);
  if (!region || !regionId) throw new Error(`the demo venture ${demo.venture.name} lies in ${demo.village}, not a village of the demo`);
  const rate = ventureRate(demo, region);
  const venture = await store.ventures.create(
    ventureInputSchema.parse({
      ...demo.venture,
      regionId,
      coordinates: ventureLocation(demo, region),
      totalExtentAcres: Math.round((layout.areas.total / 43_560) * 100) / 100,
      plotDefaults: {
        ...demo.venture.plotDefaults,
        pricePerSqYard: rate,
        areaSqYd: Math.round(layout.areas.plots / layout.plots.length / SQ_FT_PER_SQ_YD),
      },
    }),
  );
  const withPlan = await store.ventures.setLayoutImage(venture.id, { url: plan.url, publicId: plan.publicId, width: plan.width, height: plan.height });
  await insert(store, buildVenturePlots(demo, layout, region, venture.id, today));
  const stored = await store.plots.byVenture(venture.id);
  const idOfNumber = new Map(stored.map((plot) => [plot.plotNumber, plot.id]));
  const shapes: LayoutShape[] = layout.shapes.map((shape) => (shape.kind === 'plot' ? { ...shape, plotId: idOfNumber.get(shape.label) ?? null } : shape));
  const saved = withPlan && (await store.ventures.saveLayout(venture.id, withPlan.version, shapes));
  if (!saved || saved === 'stale') throw new Error(`the layout of the demo venture ${demo.venture.name} could not be saved (${String(saved)})`);
  return { venture, plots: stored };
}

/** A demo venture's plan: drawn from its layout, stored whole through the Images port. */
async function storePlan(images: Images, demo: DemoVenture, layout: LayoutPlan): Promise<StoredPlan> {
  const { venture } = demo;
  const bytes = await renderLayoutPlan(layout, {
    ...demo.plan,
    feetPerPlanUnit: demo.layout.feetPerPlanUnit,
    title: venture.name,
    village: demo.village,
    surveyNumbers: demo.surveyNumbers,
    developer: venture.developer ?? '',
    approvals: [`${venture.layoutAuthority ?? 'APCRDA'} LP No. ${venture.layoutPermitNumber ?? ''}`, `AP RERA No. ${venture.reraNumber ?? ''}`],
  });
  return images.putPlan(bytes);
}

/** A lead as an enquirer sent it, then moved where the demo has it (a status, a follow-up, a visit: days from `today`). */
async function seedLead(store: Store, { status, followUpInDays, visit, ...lead }: DemoLead, today: string): Promise<void> {
  const created = await store.leads.create(lead);
  const change = {
    ...(status ? { status } : {}),
    ...(followUpInDays === undefined ? {} : { followUpDate: addDays(today, followUpInDays) }),
    ...(visit ? { visit: { date: addDays(today, visit.inDays), slot: visit.slot } } : {}),
  };
  if (Object.keys(change).length > 0) await store.leads.update(created.id, change, []);
}

/**
 * Writes the default business details when there are none. Runs even when the demo is not seeded:
 * a database with real data but no settings row (e.g. created before settings existed) would leave
 * the public site without a phone number, address or WhatsApp link. The defaults are placeholders
 * that an admin replaces under Settings; existing settings are never touched.
 */
export async function seedSettingsIfMissing(store: Store, log?: SeedLog): Promise<boolean> {
  if (await store.settings.get()) return false;
  await store.settings.put(DEMO_SETTINGS);
  toLog(log)('default_settings_written', { businessName: DEMO_SETTINGS.businessName });
  return true;
}

async function isEmpty(store: Store): Promise<boolean> {
  const [regions, plots, ventures, blogs, leads] = await Promise.all([
    store.regions.list(),
    store.plots.count(),
    store.ventures.list(),
    store.blogs.count(),
    store.leads.count(),
  ]);
  return regions.length === 0 && plots === 0 && ventures.length === 0 && blogs === 0 && leads === 0;
}

/** Where each shot is taken from (plot-image.ts: another spot, another time of day), for its alt text. */
const SHOT_VIEWS = ['seen from the road', 'from the far corner', 'with the houses around it', 'from across the road'];

/** The plot's pictures, one after another (the pool already keeps the cores busy), cover first. */
async function storePictures(images: Images, plot: DemoPlot): Promise<PlotImage[]> {
  const { record } = plot;
  const stored: PlotImage[] = [];
  for (let shot = 0; shot < plot.pictures; shot += 1) {
    const bytes = await generatePlotImage({
      seed: plot.imageSeed,
      shot,
      category: record.category,
      title: record.title,
      location: record.location,
      caption: sizeCaption(record),
    });
    const image: StoredImage = await images.put(bytes);
    stored.push({ url: image.url, publicId: image.publicId, alt: `${record.title}, ${SHOT_VIEWS[shot % SHOT_VIEWS.length]}` });
  }
  return stored;
}

/** How the listing's size is spoken of: flats in sq ft, farm land in acres, plots in sq yd. */
function sizeCaption(record: PlotRecord): string {
  if (record.category === 'apartments') return `${record.area.toLocaleString('en-IN')} sq ft`;
  if (record.category === 'agricultural') return `${Math.round((record.area / 43_560) * 100) / 100} acres`;
  return `${Math.round(record.area / 9)} sq yd`;
}

/** Sharp already spreads one image over the cores; a couple at once keeps both busy without thrashing. */
function imageConcurrency(): number {
  return Math.max(2, Math.min(4, availableParallelism()));
}

/** Maps with at most `limit` calls in flight; results keep the input order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type LogEvent = (event: string, data: Record<string, unknown>) => void;

function toLog(log: SeedLog | undefined): LogEvent {
  if (!log) return () => {};
  if (typeof log === 'function') {
    return (event, data) => log(`${event} ${JSON.stringify(data)}`);
  }
  return (event, data) => log.info(event, data);
}
