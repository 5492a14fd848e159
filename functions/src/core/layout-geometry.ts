import { SQ_FT_PER_SQ_YD } from './constants';

/** A point of a layout plan, in plan units (the plan image's pixels; x right, y down). */
export type PlanPoint = readonly [number, number];

export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The area a polygon encloses, in plan units squared (shoelace formula; either winding). */
export function polygonArea(points: readonly PlanPoint[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/**
 * A shape's area in square feet, from the plan's scale (feet per plan unit); null when the plan has
 * no scale. Square yards are what the site shows: divide by SQ_FT_PER_SQ_YD.
 */
export function shapeAreaSqFt(points: readonly PlanPoint[], feetPerPlanUnit: number): number | null {
  if (!(feetPerPlanUnit > 0)) return null;
  return polygonArea(points) * feetPerPlanUnit * feetPerPlanUnit;
}

/** A shape's area in whole square yards (rounded), or null without a scale. */
export function shapeAreaSqYd(points: readonly PlanPoint[], feetPerPlanUnit: number): number | null {
  const sqFt = shapeAreaSqFt(points, feetPerPlanUnit);
  return sqFt === null ? null : Math.round(sqFt / SQ_FT_PER_SQ_YD);
}

/**
 * Where a shape's label goes: the polygon's centroid (the average of its corners when it has no
 * area, e.g. three corners on a line).
 */
export function centroid(points: readonly PlanPoint[]): PlanPoint {
  let twice = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    const cross = x1 * y2 - x2 * y1;
    twice += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (Math.abs(twice) < 1e-9) {
    const n = points.length || 1;
    return [points.reduce((sum, [x]) => sum + x, 0) / n, points.reduce((sum, [, y]) => sum + y, 0) / n];
  }
  return [cx / (3 * twice), cy / (3 * twice)];
}

/**
 * The smallest rectangle holding every point. One pass without arrays: the venture page takes
 * the box of each of its hundreds of plots as it comes alive (label size and places).
 */
export function bounds(points: readonly PlanPoint[]): PlanRect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const [x, y] of points) {
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether every corner lies on a plan of this size (edges included). */
export function shapeOnPlan(points: readonly PlanPoint[], plan: { width: number; height: number }): boolean {
  return points.every(([x, y]) => x >= 0 && y >= 0 && x <= plan.width && y <= plan.height);
}

/** Whether a point lies inside a rectangle (edges included): the box selection of the editor. */
export function pointInRect([x, y]: PlanPoint, rect: PlanRect): boolean {
  return x >= rect.x && y >= rect.y && x <= rect.x + rect.width && y <= rect.y + rect.height;
}

/** A coordinate as stored: to a tenth of a plan unit. */
export function roundPlan(value: number): number {
  return Math.round(value * 10) / 10;
}

/** An SVG `points` attribute ('10,20 30,20 30,40'). */
export function svgPoints(points: readonly PlanPoint[]): string {
  return points.map(([x, y]) => `${roundPlan(x)},${roundPlan(y)}`).join(' ');
}
