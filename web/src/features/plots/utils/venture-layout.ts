import { PLOT_STATUSES, type RoadFacing } from '@core/constants';
import { bounds, centroid, type PlanPoint } from '@core/layout-geometry';
import type { StatusCounts, VentureAvailability, VenturePlot, VentureShape } from '@core/schemas/venture';

/**
 * The venture page's layout as pure data: its plots with today's statuses, which plots the
 * highlight filters keep, and where the plan's labels go. The component (LayoutPlan) only draws.
 */

/** A venture's plots by id, each with the latest status the page knows. */
export type LivePlots = ReadonlyMap<string, VenturePlot>;

/**
 * The page's plots with the availability read laid over them: the page's own read is as old as
 * the page, the availability is asked again every VENTURE_POLL_SECONDS. A plot whose status and
 * reservation the availability repeats stays the page's own object, so the plan (which keeps
 * each plot's drawing while its plot is the same object) redraws only the plots that changed:
 * the first availability, read as the page comes alive, usually changes none of 400.
 */
export function livePlots(plots: readonly VenturePlot[], availability: VentureAvailability | undefined): LivePlots {
  const byId = new Map<string, VenturePlot>();
  for (const plot of plots) {
    const live = availability?.statuses[plot.id];
    const changed = live !== undefined && (live.status !== plot.status || live.reservedUntil !== plot.reservedUntil);
    byId.set(plot.id, changed ? { ...plot, status: live.status, reservedUntil: live.reservedUntil } : plot);
  }
  return byId;
}

/**
 * The availability the page was rendered with: its plots' statuses and its counts. The live read
 * starts from it (get-venture-availability.ts), so a first read that says the same, as it does
 * unless a status changed since the page was rendered, redraws nothing. It has no version: the
 * page never reads one, and making one hashes every plot.
 */
export function pageAvailability(plots: readonly VenturePlot[], counts: StatusCounts): VentureAvailability {
  const statuses: VentureAvailability['statuses'] = {};
  for (const plot of plots) statuses[plot.id] = { status: plot.status, reservedUntil: plot.reservedUntil };
  return { version: '', statuses, counts };
}

/** Whether two availability reads say the same of every plot and every count (their versions aside: the page's own has none). */
export function sameAvailability(a: VentureAvailability | undefined, b: VentureAvailability | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || !PLOT_STATUSES.every((status) => a.counts[status] === b.counts[status])) return false;
  const ids = Object.keys(a.statuses);
  if (ids.length !== Object.keys(b.statuses).length) return false;
  return ids.every((id) => {
    const before = a.statuses[id]!;
    const after = b.statuses[id];
    return after !== undefined && after.status === before.status && after.reservedUntil === before.reservedUntil;
  });
}

/** The counts the page shows: the availability's when it has come, else the page's own. */
export function liveCounts(pageCounts: StatusCounts, availability: VentureAvailability | undefined): StatusCounts {
  return availability?.counts ?? pageCounts;
}

/** What the visitor highlights. Areas in square feet (the plots' own unit); null = no bound. */
export interface LayoutFilters {
  availableOnly: boolean;
  areaMinSqFt: number | null;
  areaMaxSqFt: number | null;
  facing: RoadFacing | '';
}

export const NO_LAYOUT_FILTERS: LayoutFilters = { availableOnly: false, areaMinSqFt: null, areaMaxSqFt: null, facing: '' };

export function filtersSet(filters: LayoutFilters): boolean {
  return filters.availableOnly || filters.areaMinSqFt !== null || filters.areaMaxSqFt !== null || filters.facing !== '';
}

/**
 * Whether a plot stays bright under the filters. A plot whose area is not known (0) never matches
 * a size range: the visitor asked for a size the page cannot promise.
 */
export function plotMatches(plot: VenturePlot, filters: LayoutFilters): boolean {
  if (filters.availableOnly && plot.status !== 'available') return false;
  if (filters.facing && plot.roadFacing !== filters.facing) return false;
  const sizeAsked = filters.areaMinSqFt !== null || filters.areaMaxSqFt !== null;
  if (sizeAsked && !(plot.areaSqFt > 0)) return false;
  // Half a square foot either way: a bound typed in square yards or cents converts with decimals.
  if (filters.areaMinSqFt !== null && plot.areaSqFt < filters.areaMinSqFt - 0.5) return false;
  if (filters.areaMaxSqFt !== null && plot.areaSqFt > filters.areaMaxSqFt + 0.5) return false;
  return true;
}

/** The facings the venture's plots have, in the site's order: the filter offers only these. */
export function facingsOf(plots: Iterable<VenturePlot>, order: readonly RoadFacing[]): RoadFacing[] {
  const present = new Set<RoadFacing>();
  for (const plot of plots) present.add(plot.roadFacing);
  return order.filter((facing) => present.has(facing));
}

/** How wide a label's characters are, as a share of its font size (digits and capitals of a sans font). */
const CHARACTER_WIDTH = 0.62;

/**
 * One font size (plan units) for every plot number on a plan: a little under half of the typical
 * plot's shorter side, so the numbers of ordinary plots fit and read alike. 0 when there are no plots.
 */
export function plotLabelSize(shapes: readonly Pick<VentureShape, 'kind' | 'points'>[]): number {
  const sides = shapes
    .filter((shape) => shape.kind === 'plot')
    .map((shape) => {
      const box = bounds(shape.points);
      return Math.min(box.width, box.height);
    })
    .sort((a, b) => a - b);
  if (sides.length === 0) return 0;
  const median = sides[Math.floor(sides.length / 2)]!;
  return Math.round(median * 4.5) / 10;
}

/** Where a label goes on a shape, turned upright along a tall narrow shape (a road running down the plan). */
export interface LabelPlace {
  x: number;
  y: number;
  /** Drawn turned a quarter anticlockwise. */
  upright: boolean;
}

/**
 * Where `text` at `size` fits on a shape: at its centre, along its longer side; null when it does
 * not fit (the plot is still a named link: only the drawn number is left out).
 */
export function labelPlace(points: readonly PlanPoint[], text: string, size: number): LabelPlace | null {
  if (!text || !(size > 0)) return null;
  const box = bounds(points);
  const upright = box.height > box.width * 1.5;
  const along = upright ? box.height : box.width;
  const across = upright ? box.width : box.height;
  if (along * 0.9 < text.length * size * CHARACTER_WIDTH || across * 0.9 < size) return null;
  const [x, y] = centroid(points);
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, upright };
}
