import type { MonthPoint } from '../price-history';
import type { Plot } from './plot';
import type { PriceCategory, RegionPrices } from '../region-prices';
import type { VentureSummary } from './venture';

/** A village as other pages link to it: its names, page address part and today's prices. */
export interface VillageSummary {
  id: string;
  name: string;
  nameTe: string;
  slug: string;
  prices: RegionPrices;
}

/** How a category's price moved, in % (null: the history does not reach back so far). */
export interface PriceChange {
  oneYear: number | null;
  threeYears: number | null;
}

/** /api/villages/{slug}: what a village's page shows. */
export interface VillagePage {
  village: VillageSummary & {
    description: string;
    descriptionTe: string;
    /** 0, 0: not placed on the map yet. */
    latitude: number;
    longitude: number;
    /** The government's market value per sq.yd; 0 when not entered. */
    marketValuePerSqYd: number;
  };
  /** A point per month, up to 36, the last one today's prices. */
  history: MonthPoint[];
  changes: Record<PriceCategory, PriceChange>;
  /** The day the prices last changed (YYYY-MM-DD), or null without a history. */
  pricesSince: string | null;
  /** The newest available plots there (a few), and how many there are in all. */
  plots: Plot[];
  plotsAvailable: number;
  ventures: VentureSummary[];
  /** The closest villages placed on the map, nearest first, with the distance in km. */
  nearby: (VillageSummary & { km: number })[];
}
