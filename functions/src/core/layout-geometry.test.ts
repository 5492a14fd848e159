import { describe, expect, it } from 'vitest';
import { bounds, centroid, pointInRect, polygonArea, shapeAreaSqFt, shapeAreaSqYd, shapeOnPlan, svgPoints, type PlanPoint } from './layout-geometry';

const square: PlanPoint[] = [
  [10, 10],
  [40, 10],
  [40, 40],
  [10, 40],
];

describe('layout geometry', () => {
  it('measures a polygon whichever way it winds, and an L-shaped (irregular) plot too', () => {
    expect(polygonArea(square)).toBe(900);
    expect(polygonArea([...square].reverse())).toBe(900);
    const lShape: PlanPoint[] = [
      [0, 0],
      [20, 0],
      [20, 10],
      [10, 10],
      [10, 20],
      [0, 20],
    ];
    expect(polygonArea(lShape)).toBe(300);
  });

  it('turns a shape into square feet and yards with the plan scale, and says nothing without one', () => {
    // 30 × 30 plan units at 2 ft a unit: 60 ft × 60 ft = 3,600 sq.ft = 400 sq.yd.
    expect(shapeAreaSqFt(square, 2)).toBe(3600);
    expect(shapeAreaSqYd(square, 2)).toBe(400);
    expect(shapeAreaSqFt(square, 0)).toBeNull();
    expect(shapeAreaSqYd(square, 0)).toBeNull();
  });

  it('finds where a label goes, also on a shape without area', () => {
    expect(centroid(square)).toEqual([25, 25]);
    expect(centroid([[0, 0], [10, 0], [20, 0]])).toEqual([10, 0]);
  });

  it('knows a shape on the plan from one off it, and a point in a box', () => {
    expect(shapeOnPlan(square, { width: 40, height: 40 })).toBe(true);
    expect(shapeOnPlan(square, { width: 39.9, height: 40 })).toBe(false);
    expect(shapeOnPlan([[-1, 0], [5, 5], [0, 5]], { width: 100, height: 100 })).toBe(false);
    expect(bounds(square)).toEqual({ x: 10, y: 10, width: 30, height: 30 });
    expect(pointInRect([25, 25], { x: 10, y: 10, width: 30, height: 30 })).toBe(true);
    expect(pointInRect([41, 25], { x: 10, y: 10, width: 30, height: 30 })).toBe(false);
  });

  it('writes SVG points to a tenth of a unit', () => {
    expect(svgPoints([[1.234, 5], [6, 7.891], [0, 0]])).toBe('1.2,5 6,7.9 0,0');
  });
});
