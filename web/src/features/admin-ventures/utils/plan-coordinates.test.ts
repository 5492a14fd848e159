import { describe, expect, it } from 'vitest';
import { latLngRectToPlan, latLngToPlan, planBounds, planToLatLng } from './plan-coordinates';

const plan = { width: 1200, height: 800 };

describe('plan coordinates (CRS.Simple, lat = −y)', () => {
  it('puts the plan top-left at the origin and its bottom-right at (−height, width)', () => {
    expect(planToLatLng([0, 0])).toEqual([-0, 0]);
    expect(planToLatLng([1200, 800])).toEqual([-800, 1200]);
    expect(planBounds(plan)).toEqual([
      [-800, 0],
      [0, 1200],
    ]);
  });

  it('comes back to the same plan point, rounded to a tenth', () => {
    const [lat, lng] = planToLatLng([123.44, 456.78]);
    expect(latLngToPlan({ lat, lng }, plan)).toEqual([123.4, 456.8]);
  });

  it('keeps a point dragged beyond the plan on its edge', () => {
    expect(latLngToPlan({ lat: 50, lng: -20 }, plan)).toEqual([0, 0]);
    expect(latLngToPlan({ lat: -900, lng: 1300 }, plan)).toEqual([1200, 800]);
  });

  it('reads a drawn rectangle whichever corners it was drawn from', () => {
    expect(latLngRectToPlan({ lat: -300, lng: 400 }, { lat: -100, lng: 100 }, plan)).toEqual({ x: 100, y: 100, width: 300, height: 200 });
  });
});
