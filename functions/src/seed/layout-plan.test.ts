import { describe, expect, it } from 'vitest';
import { ROAD_FACINGS } from '../core/constants';
import { LAYOUT_SHAPES_MAX, PLOT_NUMBER_PATTERN } from '../core/venture-constants';
import { bounds, centroid, polygonArea, shapeOnPlan, type PlanPoint } from '../core/layout-geometry';
import { layoutShapeSchema } from '../core/schemas/venture';
import { DEMO_VENTURES } from './demo-ventures';
import { buildLayoutPlan, clipToHalfPlane } from './layout-plan';

/** Whether a point lies strictly inside a polygon (ray casting). */
function inside([x, y]: PlanPoint, polygon: readonly PlanPoint[]): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

describe('clipToHalfPlane', () => {
  it('keeps a square wholly inside, cuts its corner on a slant, and leaves nothing of one wholly outside', () => {
    const square: PlanPoint[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(clipToHalfPlane(square, { nx: 1, ny: 0, c: -5 })).toEqual(square);
    // x + y ≥ 5: the corner at the origin cut off, a pentagon of 100 − 12.5.
    const cut = clipToHalfPlane(square, { nx: Math.SQRT1_2, ny: Math.SQRT1_2, c: 5 * Math.SQRT1_2 });
    expect(cut).toHaveLength(5);
    expect(polygonArea(cut)).toBeCloseTo(87.5);
    expect(clipToHalfPlane(square, { nx: 1, ny: 0, c: 20 })).toEqual([]);
  });
});

describe.each(DEMO_VENTURES.map((demo) => [demo.venture.name, demo] as const))('the layout of %s', (_name, demo) => {
  const layout = buildLayoutPlan(demo.layout);
  const plotShapes = layout.shapes.filter((shape) => shape.kind === 'plot');

  it('has 60 to 150 plots, each a valid shape on the plan with a number of its own', () => {
    expect(layout.plots.length).toBeGreaterThanOrEqual(60);
    expect(layout.plots.length).toBeLessThanOrEqual(150);
    expect(plotShapes.map((shape) => shape.id)).toEqual(layout.plots.map((plot) => plot.shapeId));
    expect(layout.shapes.length).toBeLessThanOrEqual(LAYOUT_SHAPES_MAX);
    expect(new Set(layout.shapes.map((shape) => shape.id)).size).toBe(layout.shapes.length);
    for (const shape of layout.shapes) {
      expect(layoutShapeSchema.parse(shape)).toEqual(shape);
      expect(shapeOnPlan(shape.points, demo.plan), shape.id).toBe(true);
      // On the site, left of the title panel.
      expect(bounds(shape.points).x + bounds(shape.points).width).toBeLessThanOrEqual(demo.plan.panel.x);
    }
    const numbers = layout.plots.map((plot) => plot.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(PLOT_NUMBER_PATTERN);
    expect(plotShapes.map((shape) => shape.label)).toEqual(numbers);
    if (demo.layout.numbering === 'prefixed') expect(numbers.slice(0, 2)).toEqual(['A-1', 'A-2']);
    else expect(numbers.slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('gives each plot its area from the plan, a facing and its road, no two plots overlapping', () => {
    for (const [index, plot] of layout.plots.entries()) {
      const shape = plotShapes[index]!;
      expect(plot.areaSqFt).toBe(Math.round(polygonArea(shape.points) * demo.layout.feetPerPlanUnit ** 2));
      expect(plot.areaSqFt).toBeGreaterThan(500);
      expect(ROAD_FACINGS).toContain(plot.roadFacing);
      expect([9, 12, 18, 24]).toContain(plot.roadWidthMetres);
    }
    for (const shape of plotShapes) {
      const middle = centroid(shape.points);
      const others = plotShapes.filter((other) => other !== shape && inside(middle, other.points));
      expect(others.map((other) => other.id), shape.id).toEqual([]);
    }
    expect(layout.areas.plots + layout.areas.park + layout.areas.amenity).toBeLessThan(layout.areas.total);
  });

  it('has roads, a park and an amenity site as named shapes, and some irregular plots', () => {
    const kinds = layout.shapes.filter((shape) => shape.kind !== 'plot');
    expect(kinds.filter((shape) => shape.kind === 'road').length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter((shape) => shape.kind === 'park').map((shape) => shape.label)).toEqual(['Park']);
    expect(kinds.some((shape) => shape.kind === 'amenity' || shape.kind === 'temple')).toBe(true);
    for (const shape of kinds) expect(shape.label).not.toBe('');
    expect(layout.plots.filter((plot) => plot.irregular).length).toBeGreaterThanOrEqual(2);
    expect(layout.plots.some((plot) => plot.corner)).toBe(true);
    expect(layout.plots.some((plot) => plot.parkFacing)).toBe(true);
    expect(layout.plots.some((plot) => plot.mainRoadFacing)).toBe(true);
  });
});

describe('the demo layouts together', () => {
  it('face every way between them: north and south in the horizontal ones, east and west in the turned one', () => {
    const facings = new Set(DEMO_VENTURES.flatMap((demo) => buildLayoutPlan(demo.layout).plots.map((plot) => plot.roadFacing)));
    for (const facing of ['North', 'South', 'East', 'West'] as const) expect(facings).toContain(facing);
    // Plots a slanting road cuts keep a shape of more than four corners.
    const cut = DEMO_VENTURES.flatMap((demo) => buildLayoutPlan(demo.layout).shapes).filter((shape) => shape.kind === 'plot' && shape.points.length > 4);
    expect(cut.length).toBeGreaterThanOrEqual(4);
  });

  it('is the same every time', () => {
    for (const demo of DEMO_VENTURES) expect(buildLayoutPlan(demo.layout)).toEqual(buildLayoutPlan(demo.layout));
  });
});
