import { roundPlan, type PlanPoint } from '@core/layout-geometry';

/**
 * Plan units ↔ Leaflet's coordinates in `CRS.Simple`. A plan is an image: x to the right, y DOWN
 * from its top-left corner. CRS.Simple maps lng to x and lat to y UP, so a plan point (x, y) is
 * drawn at latlng (−y, x): the plan's top edge is lat 0, its bottom edge lat −height, and the image
 * overlay's bounds are [[−height, 0], [0, width]]. Every conversion goes through here.
 */
export interface PlanSize {
  width: number;
  height: number;
}

/** A Leaflet LatLng tuple: [lat, lng]. */
export type LatLngTuple = [number, number];

export function planToLatLng([x, y]: PlanPoint): LatLngTuple {
  return [-y, x];
}

/** A point Leaflet gives back → plan units, to a tenth, kept on the plan (a corner dragged past an edge stops there). */
export function latLngToPlan(latLng: { lat: number; lng: number }, plan: PlanSize): [number, number] {
  const x = Math.min(plan.width, Math.max(0, latLng.lng));
  const y = Math.min(plan.height, Math.max(0, -latLng.lat));
  return [roundPlan(x), roundPlan(y)];
}

/** The image overlay's bounds: south-west, north-east. */
export function planBounds(plan: PlanSize): [LatLngTuple, LatLngTuple] {
  return [
    [-plan.height, 0],
    [0, plan.width],
  ];
}

/** A rectangle drawn on the map (two opposite corners, any order) as a plan rectangle. */
export function latLngRectToPlan(a: { lat: number; lng: number }, b: { lat: number; lng: number }, plan: PlanSize) {
  const [x1, y1] = latLngToPlan(a, plan);
  const [x2, y2] = latLngToPlan(b, plan);
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}
