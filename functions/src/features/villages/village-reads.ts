import { siteDay } from '../../core/dates';
import { changeOver, monthlyPoints, standingToToday } from '../../core/price-history';
import { plotSearchQuerySchema } from '../../core/schemas/plot-search';
import { PRICE_RANGES, pricesOf, type PriceCategory } from '../../core/region-prices';
import type { Region } from '../../core/schemas/region';
import type { PriceChange, VillagePage, VillageSummary } from '../../core/schemas/village';
import { villageSlug } from '../../core/site-paths';
import type { Store } from '../../ports/store';
import { createVentureReads } from '../ventures/venture-reads';

/** Plots shown on a village's page; the rest are a link to the search away. */
const VILLAGE_PAGE_PLOTS = 6;
/** Nearby villages listed on a village's page. */
const VILLAGE_PAGE_NEARBY = 4;

const placed = (region: Region) => region.latitude !== 0 || region.longitude !== 0;

/** The distance between two points on the earth in km (haversine), to one decimal. */
function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function villageSummary(region: Region): VillageSummary {
  return { id: region.id, name: region.region, nameTe: region.regionTe, slug: villageSlug(region.region), prices: pricesOf(region) };
}

/** A village's page, read from its region, its price history, its plots and its ventures. */
export function createVillageReads(store: Store, now: () => Date = () => new Date()) {
  const ventures = createVentureReads(store);
  return {
    /** The page of the village whose name's slug is `slug`; null when none. */
    async page(slug: string): Promise<VillagePage | null> {
      const regions = await store.regions.list();
      const region = regions.find((candidate) => villageSlug(candidate.region) === slug);
      if (!region) return null;
      const today = siteDay(now());
      const [entries, found, summaries] = await Promise.all([
        store.regions.priceHistory(region.id),
        store.plots.search(plotSearchQuerySchema.parse({ location: region.region, status: 'available', pageSize: VILLAGE_PAGE_PLOTS })),
        ventures.summaries(),
      ]);
      const standing = standingToToday(entries, pricesOf(region), region.id, today);
      const change = (category: PriceCategory): PriceChange => ({ oneYear: changeOver(standing, category, today, 1), threeYears: changeOver(standing, category, today, 3) });
      const nearby = placed(region)
        ? regions
            .filter((other) => other.id !== region.id && placed(other))
            .map((other) => ({ ...villageSummary(other), km: kmBetween(region, other) }))
            .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name))
            .slice(0, VILLAGE_PAGE_NEARBY)
        : [];
      const last = standing.at(-1);
      return {
        village: {
          ...villageSummary(region),
          description: region.description,
          descriptionTe: region.descriptionTe,
          latitude: region.latitude,
          longitude: region.longitude,
          marketValuePerSqYd: region.marketValuePerSqYd,
        },
        history: monthlyPoints(standing, today),
        changes: Object.fromEntries(PRICE_RANGES.map(({ category }) => [category, change(category)])) as Record<PriceCategory, PriceChange>,
        // Today's prices standing in for a history that lags: they date from the region's last edit.
        pricesSince: last && last.id !== 'today' ? last.day : region.updatedAt ? siteDay(new Date(region.updatedAt)) : null,
        plots: found.items,
        plotsAvailable: found.total,
        ventures: summaries.filter((venture) => venture.village?.id === region.id),
        nearby,
      };
    },
  };
}
