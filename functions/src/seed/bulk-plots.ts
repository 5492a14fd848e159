import { PLOT_CATEGORIES, ROAD_FACINGS, type PlotCategory } from '../core/constants';
import { TITLE_DOCUMENT_KINDS, type DocumentChecks } from '../core/document-checks';
import { priceUnitFor, totalPriceRupees } from '../core/price';
import { plotPageDefaults } from '../core/schemas/plot';
import type { PlotRecord, Store } from '../ports/store';
import { DEMO_REGIONS } from './demo-regions';
import { between, pick, seededRandom } from './random';

/** How records reach the store. The default goes through the port; SQLite has a faster batch path. */
export type InsertPlots = (store: Store, records: readonly PlotRecord[]) => Promise<void>;

/** One plot at a time through the Store port: works on every adapter. */
export const insertOneByOne: InsertPlots = async (store, records) => {
  for (const record of records) await store.plots.create(record);
};

/**
 * Inserts `count` varied plots for benchmarks and load tests: every village, category, facing and
 * both statuses, realistic sizes and prices, no images. Deterministic for a given seed. Pass
 * adapters/store/sqlite/bulk-insert-plots.ts's `bulkInsertPlots` as `insert` for 10,000 in a second or two.
 */
export async function insertBulkPlots(
  store: Store,
  count: number,
  seed = 1,
  insert: InsertPlots = insertOneByOne,
): Promise<void> {
  await insert(store, buildBulkPlots(count, seed));
}

const ROAD_WIDTHS = [6, 9, 12, 15, 18, 24, 30, 40, 60];
const FEATURES = [
  'CRDA approved',
  'Gated community',
  'Black-top roads',
  'Underground drainage',
  'Street lights',
  'Corner plot',
  'Park facing',
  'Bank loan available',
  'Clear title',
  'Borewell',
  'Main road frontage',
  'Vaastu compliant',
];
/** Sq ft ranges per category: plots 100–600 sq yd, flats 900–2,400 sq ft, farms ½–5 acres. */
const AREA_RANGES: Record<PlotCategory, [number, number]> = {
  residential: [900, 5400],
  'open-plots': [900, 4500],
  commercial: [1350, 10_800],
  houses: [1350, 4500],
  apartments: [900, 2400],
  agricultural: [21_780, 217_800],
};

export function buildBulkPlots(count: number, seed = 1): PlotRecord[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const region = pick(random, DEMO_REGIONS);
    const category = pick(random, PLOT_CATEGORIES);
    const type = category === 'commercial' ? 'Commercial' : 'Residential';
    const [areaMin, areaMax] = AREA_RANGES[category];
    const area = Math.round(between(random, areaMin, areaMax) / 9) * 9;
    const [rateMin, rateMax] =
      category === 'agricultural'
        ? [3_000, 9_000]
        : type === 'Commercial'
          ? [region.CommercialPriceMin, region.CommercialPriceMax]
          : [region.ResidentialPriceMin, region.ResidentialPriceMax];
    const pricePerSqYard = Math.round(between(random, rateMin, rateMax) / 500) * 500;
    const price = totalPriceRupees(area, pricePerSqYard);
    const roadFacing = pick(random, ROAD_FACINGS);
    return {
      title: `${Math.round(area / 9)} Sq Yd ${roadFacing}-Facing ${category === 'apartments' ? 'Flat' : 'Plot'} #${index + 1}`,
      location: region.region,
      type,
      category,
      pricePerSqYard,
      area,
      roadWidth: pick(random, ROAD_WIDTHS),
      roadFacing,
      status: random() < 0.8 ? 'available' : 'sold',
      features: FEATURES.filter(() => random() < 0.3),
      description: `Listing ${index + 1} in ${region.region}. APCRDA LP No. ${10 + (index % 190)}/${2018 + (index % 7)}; AP RERA No. P06${String(100_000 + index).slice(-6)}.`,
      imageUrl: '',
      imagePublicId: '',
      coordinates: {
        latitude: jitter(region.centre.latitude, random),
        longitude: jitter(region.centre.longitude, random),
      },
      featured: random() < 0.05,
      ...plotPageDefaults(),
      // A third of the plots with their title papers checked (by their place, so the random draws stay as they were).
      ...(index % 3 === 0 ? { documents: { checked: titlePapersChecked(index), encumbranceYears: 30, note: '' } } : {}),
      price,
      priceUnit: priceUnitFor(price),
    } satisfies PlotRecord;
  });
}

/** The four title papers, checked on a day of 2026 that moves with the plot. */
function titlePapersChecked(index: number): DocumentChecks['checked'] {
  const day = `2026-${String(1 + (index % 9)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
  return Object.fromEntries(TITLE_DOCUMENT_KINDS.map((kind) => [kind, day]));
}

/** Within about a kilometre of the village centre, to six decimals. */
function jitter(value: number, random: () => number): number {
  return Math.round((value + (random() * 2 - 1) * 0.01) * 1e6) / 1e6;
}
