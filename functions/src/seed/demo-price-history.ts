import type { NewPriceEntry } from '../core/schemas/price-history';
import { PRICE_RANGES, REGION_PRICE_FIELDS, type RegionPrices } from '../core/region-prices';
import { seededRandom } from './random';

/** Months of demo history per village: three whole years before this month, and this month (so the change over 3 years has a start). */
export const DEMO_HISTORY_MONTHS = 37;

/** Prices are quoted to the nearest ₹500 per sq.yd. */
const STEP = 500;

/** The first day of the month `back` months before `today`'s (YYYY-MM-DD). */
function monthStart(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/**
 * Three years of monthly prices for a demo village, ending this month at its prices today: flat
 * while the capital works stood still, then a climb after they restarted (late 2024), with a little
 * noise month to month. Deterministic per village name; each range keeps its lowest at or below its
 * highest, and no price falls below ₹500.
 */
export function demoPriceHistory(regionId: string, name: string, today: RegionPrices, todayDay: string): NewPriceEntry[] {
  const random = seededRandom([...name].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7));
  // Three years ago a village stood at 55–70 % of today's prices.
  const start = 0.55 + random() * 0.15;
  const entries: NewPriceEntry[] = [];
  for (let back = DEMO_HISTORY_MONTHS - 1; back >= 0; back -= 1) {
    // 0 three years ago … 1 now; most of the rise comes in the last 18 months.
    const progress = (DEMO_HISTORY_MONTHS - 1 - back) / (DEMO_HISTORY_MONTHS - 1);
    const curve = progress < 0.5 ? progress * 0.3 : 0.15 + (progress - 0.5) * 1.7;
    const noise = back === 0 ? 0 : (random() - 0.5) * 0.03;
    const factor = Math.min(1, start + (1 - start) * curve + noise);
    const prices = back === 0 ? { ...today } : scaled(today, factor);
    entries.push({ regionId, day: monthStart(todayDay, back), prices, previous: null, source: 'past', corrects: '', by: null });
  }
  return entries;
}

function scaled(today: RegionPrices, factor: number): RegionPrices {
  const prices = Object.fromEntries(REGION_PRICE_FIELDS.map((field) => [field, Math.max(STEP, Math.round((today[field] * factor) / STEP) * STEP)])) as RegionPrices;
  // Rounding keeps the order of two prices, so a range stays a range; a 0 today stays 0.
  for (const field of REGION_PRICE_FIELDS) if (today[field] === 0) prices[field] = 0;
  for (const { min, max } of PRICE_RANGES) prices[min] = Math.min(prices[min], prices[max]);
  return prices;
}
