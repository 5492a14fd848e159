import type { RoadFacing } from '../core/constants';
import { polygonArea, roundPlan, type PlanPoint } from '../core/layout-geometry';
import type { LayoutShape } from '../core/schemas/venture';

/**
 * A demo venture's layout, drawn the way a surveyor lays out a residential venture: blocks of two
 * rows of plots back to back between parallel roads, cross roads between the blocks, a wide main
 * road along one side, a park and an amenity site in place of plots, an existing road cutting one
 * corner on a slant (the plots it cuts keep their odd shapes; those it leaves too small are not
 * plots), and a few L-shaped plots at block ends. Everything is in plan units (the plan image's
 * pixels, y down); the plan picture (layout-plan-image.ts) is drawn from these very shapes, so the
 * shapes lie on the drawing exactly.
 *
 * The layout is worked out in a frame where blocks run left to right and the main road is at the
 * bottom; a 'vertical' layout is the same turned a quarter (blocks top to bottom, the main road on
 * the right), so its plots face east and west.
 */
export interface LayoutPlanSpec {
  /** Where the site is drawn on the plan (the rest holds the title block). */
  site: { x: number; y: number; width: number; height: number };
  orientation: 'horizontal' | 'vertical';
  /** The plan's scale: feet per plan unit. */
  feetPerPlanUnit: number;
  /** Block rows and columns. */
  bands: number;
  columns: number;
  /** The roads between the blocks and the main road along the site, in feet. */
  roadFeet: number;
  mainRoad: { feet: number; label: string };
  /** A plot's width along its road, in feet (the block's length is shared out evenly). */
  frontageFeet: number;
  /** '1, 2, 3…' through the layout, or 'A-1, A-2…' block by block. */
  numbering: 'numbers' | 'prefixed';
  /** The block given over to the park. */
  park: { band: number; column: number };
  /** Plots at the end of a block given over to a non-sale site (a community hall, a temple). */
  amenity: { band: number; column: number; plots: number; kind: 'amenity' | 'temple'; label: string };
  /** An existing road cutting the site's first corner on a slant: where it meets the two edges (fractions of them). */
  cut: { along: number; down: number; feet: number; label: string } | null;
  /** Blocks (by band, in the last column) whose end plots make an L. */
  lBlocks: number[];
}

/** A plot shape of the layout with what the seed needs to make its plot. */
interface LayoutPlot {
  shapeId: string;
  number: string;
  /** Square feet, from the shape and the scale. */
  areaSqFt: number;
  roadFacing: RoadFacing;
  /** The width of the road it faces, in metres. */
  roadWidthMetres: number;
  corner: boolean;
  parkFacing: boolean;
  mainRoadFacing: boolean;
  /** Cut by the slanting road, or an L. */
  irregular: boolean;
}

export interface LayoutPlan {
  /** Every shape: the plots (label = number, no plot linked yet), then the roads, the park and the amenity. */
  shapes: LayoutShape[];
  plots: LayoutPlot[];
  /** The site's outline (the slanting road's outer edge included). */
  boundary: PlanPoint[];
  /** Each block's outline as the roads leave it (the plan draws them under the plots: what is no plot is open space). */
  blocks: PlanPoint[][];
  /** Square feet of each kind of land (the plan's area statement); roads count what the rest leaves (the slivers the slanting road leaves too). */
  areas: { plots: number; roads: number; park: number; amenity: number; total: number };
}

type Side = 'up' | 'down' | 'left' | 'right';
/** A half-plane n·p ≥ c. */
interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
}

/** Cuts a polygon to a half-plane (Sutherland–Hodgman, one edge). */
export function clipToHalfPlane(points: readonly PlanPoint[], plane: HalfPlane): PlanPoint[] {
  const inside = ([x, y]: PlanPoint) => plane.nx * x + plane.ny * y >= plane.c - 1e-9;
  const out: PlanPoint[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const current = points[i]!;
    const previous = points[(i + points.length - 1) % points.length]!;
    const crossing = (): PlanPoint => {
      const dp = plane.nx * previous[0] + plane.ny * previous[1];
      const dc = plane.nx * current[0] + plane.ny * current[1];
      const t = (plane.c - dp) / (dc - dp);
      return [previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t];
    };
    if (inside(current)) {
      if (!inside(previous)) out.push(crossing());
      out.push(current);
    } else if (inside(previous)) {
      out.push(crossing());
    }
  }
  return out;
}

const rect = (x0: number, y0: number, x1: number, y1: number): PlanPoint[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

/** Corners as stored: to a tenth of a unit, without repeats (a clip may leave two corners on one spot). */
function tidy(points: readonly PlanPoint[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [x, y] of points) {
    const point: [number, number] = [roundPlan(x), roundPlan(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

const FACING_WORDS: Record<'horizontal' | 'vertical', Record<Side, 'North' | 'South' | 'East' | 'West'>> = {
  horizontal: { up: 'North', down: 'South', left: 'West', right: 'East' },
  // Turned a quarter (x ↔ y): the frame's up is the plan's left, its left the plan's top.
  vertical: { up: 'West', down: 'East', left: 'North', right: 'South' },
};

/** 'North' + 'East' → 'North-East' (north or south first, as ROAD_FACINGS write them). */
function facingOf(main: 'North' | 'South' | 'East' | 'West', side: 'North' | 'South' | 'East' | 'West' | null): RoadFacing {
  if (!side) return main;
  const [first, second] = main === 'North' || main === 'South' ? [main, side] : [side, main];
  return `${first}-${second}` as RoadFacing;
}

const METRES_PER_FOOT = 0.3048;

/** Lays out a venture (see LayoutPlanSpec): deterministic, the same spec always gives the same layout. */
export function buildLayoutPlan(spec: LayoutPlanSpec): LayoutPlan {
  const { site, feetPerPlanUnit: fpu } = spec;
  const vertical = spec.orientation === 'vertical';
  // The frame: blocks left to right, the main road at the bottom.
  const width = vertical ? site.height : site.width;
  const height = vertical ? site.width : site.height;
  const toPlan = ([u, v]: PlanPoint): PlanPoint => (vertical ? [site.x + v, site.y + u] : [site.x + u, site.y + v]);
  const road = spec.roadFeet / fpu;
  const main = spec.mainRoad.feet / fpu;
  const depth = (height - road * spec.bands - main) / (2 * spec.bands);
  const blockLength = (width - road * (spec.columns + 1)) / spec.columns;
  const perRow = Math.max(2, Math.round((blockLength * fpu) / spec.frontageFeet));
  const frontage = blockLength / perRow;
  const words = FACING_WORDS[spec.orientation];

  // The slanting road: between the line through its two ends and the same line moved inwards by its width.
  let keep: HalfPlane | null = null;
  let roadBand: HalfPlane | null = null;
  let outerEdge: HalfPlane | null = null;
  if (spec.cut) {
    const p: PlanPoint = [0, spec.cut.down * height];
    const q: PlanPoint = [spec.cut.along * width, 0];
    // The normal of the line p→q, pointing away from the corner at (0, 0).
    let nx = p[1] - q[1];
    let ny = q[0] - p[0];
    const length = Math.hypot(nx, ny);
    nx /= length;
    ny /= length;
    const c0 = nx * p[0] + ny * p[1];
    const c1 = c0 + spec.cut.feet / fpu;
    outerEdge = { nx, ny, c: c0 };
    keep = { nx, ny, c: c1 };
    roadBand = { nx: -nx, ny: -ny, c: -c1 };
  }
  const clipKept = (points: PlanPoint[]) => (keep ? clipToHalfPlane(points, keep) : points);

  const shapes: LayoutShape[] = [];
  const plots: LayoutPlot[] = [];
  const blocks: PlanPoint[][] = [];
  const areas = { plots: 0, roads: 0, park: 0, amenity: 0, total: 0 };
  const addArea = (kind: 'road' | 'park' | 'amenity' | 'temple', id: string, label: string, frame: PlanPoint[]) => {
    const points = tidy(frame.map(toPlan));
    if (points.length < 3) return;
    shapes.push({ id, kind, label, points, plotId: null });
    const sqFt = polygonArea(points) * fpu * fpu;
    // Roads cross each other: theirs is what the plots, the park and the amenity leave (below).
    if (kind === 'park') areas.park += sqFt;
    else if (kind !== 'road') areas.amenity += sqFt;
  };

  // Roads: the top one, one between each two bands, the main road; the cross roads top to main road.
  const bandTop = (band: number) => road + band * (2 * depth + road);
  const mainTop = height - main;
  let roadCount = 0;
  const roadLabel = `${spec.roadFeet}' wide road`;
  for (let band = 0; band < spec.bands; band += 1) {
    const top = band === 0 ? 0 : bandTop(band) - road;
    addArea('road', `road-${++roadCount}`, roadLabel, clipKept(rect(0, top, width, top + road)));
  }
  addArea('road', `road-${++roadCount}`, spec.mainRoad.label, clipKept(rect(0, mainTop, width, height)));
  for (let column = 0; column <= spec.columns; column += 1) {
    const left = column * (blockLength + road);
    addArea('road', `road-${++roadCount}`, roadLabel, clipKept(rect(left, 0, left + road, mainTop)));
  }
  if (spec.cut && roadBand && outerEdge) {
    const band = clipToHalfPlane(clipToHalfPlane(rect(0, 0, width, height), outerEdge), roadBand);
    addArea('road', `road-${roadCount + 1}`, spec.cut.label, band);
  }

  // Plots, block by block: the top row faces the road above, the bottom row the road below.
  let number = 0;
  let block = 0;
  for (let band = 0; band < spec.bands; band += 1) {
    for (let column = 0; column < spec.columns; column += 1) {
      const x0 = road + column * (blockLength + road);
      const y0 = bandTop(band);
      const ym = y0 + depth;
      const y1 = ym + depth;
      const outline = tidy(clipKept(rect(x0, y0, x0 + blockLength, y1)).map(toPlan));
      if (outline.length >= 3) blocks.push(outline);
      if (band === spec.park.band && column === spec.park.column) {
        addArea('park', 'park', 'Park', clipKept(rect(x0, y0, x0 + blockLength, y1)));
        continue;
      }
      const letter = String.fromCharCode(65 + block);
      block += 1;
      let inBlock = 0;
      const amenityHere = band === spec.amenity.band && column === spec.amenity.column ? spec.amenity.plots : 0;
      const lHere = column === spec.columns - 1 && spec.lBlocks.includes(band) && amenityHere === 0;
      const cells = perRow - amenityHere;
      if (amenityHere > 0) {
        addArea(spec.amenity.kind, spec.amenity.kind, spec.amenity.label, clipKept(rect(x0 + cells * frontage, y0, x0 + blockLength, y1)));
      }
      for (const row of ['top', 'bottom'] as const) {
        for (let cell = 0; cell < cells; cell += 1) {
          const xa = x0 + cell * frontage;
          const xb = xa + frontage;
          const xm = (xa + xb) / 2;
          const last = cell === cells - 1;
          let frame: PlanPoint[];
          let shapeKind: 'plain' | 'l' = 'plain';
          if (lHere && last && row === 'top') {
            // The corner plot wraps round the end of the block: the top cell and half the one behind it.
            frame = [
              [xa, y0],
              [xb, y0],
              [xb, y1],
              [xm, y1],
              [xm, ym],
              [xa, ym],
            ];
            shapeKind = 'l';
          } else if (lHere && last && row === 'bottom') {
            frame = rect(xa, ym, xm, y1);
          } else {
            frame = row === 'top' ? rect(xa, y0, xb, ym) : rect(xa, ym, xb, y1);
          }
          const fullArea = polygonArea(frame);
          const clipped = clipKept(frame);
          const points = tidy(clipped.map(toPlan));
          // A plot the slanting road leaves less than half of is not a plot.
          if (points.length < 3 || polygonArea(points) < fullArea * 0.5) continue;
          const cutByRoad = clipped.length !== frame.length || clipped.some(([u, v], index) => u !== frame[index]?.[0] || v !== frame[index]?.[1]);
          inBlock += 1;
          number += 1;
          const label = spec.numbering === 'prefixed' ? `${letter}-${inBlock}` : String(number);
          const shapeId = `plot-${number}`;
          shapes.push({ id: shapeId, kind: 'plot', label, points, plotId: null });
          const faces: Side = row === 'top' ? 'up' : 'down';
          const endSide: Side | null = cell === 0 ? 'left' : last && (!lHere || row === 'top') && amenityHere === 0 ? 'right' : null;
          const facesMain = row === 'bottom' && band === spec.bands - 1;
          const facesPark =
            column === spec.park.column && ((row === 'top' && band === spec.park.band + 1) || (row === 'bottom' && band === spec.park.band - 1));
          const areaSqFt = Math.round(polygonArea(points) * fpu * fpu);
          areas.plots += areaSqFt;
          plots.push({
            shapeId,
            number: label,
            areaSqFt,
            roadFacing: facingOf(words[faces], endSide ? words[endSide] : null),
            roadWidthMetres: Math.round((facesMain ? spec.mainRoad.feet : spec.roadFeet) * METRES_PER_FOOT),
            corner: endSide !== null,
            parkFacing: facesPark,
            mainRoadFacing: facesMain,
            irregular: cutByRoad || shapeKind === 'l',
          });
        }
      }
    }
  }

  const boundaryFrame = outerEdge ? clipToHalfPlane(rect(0, 0, width, height), outerEdge) : rect(0, 0, width, height);
  const boundary = tidy(boundaryFrame.map(toPlan));
  areas.total = polygonArea(boundary) * fpu * fpu;
  areas.roads = areas.total - areas.plots - areas.park - areas.amenity;
  return { shapes: [...shapes.filter((shape) => shape.kind === 'plot'), ...shapes.filter((shape) => shape.kind !== 'plot')], plots, boundary, blocks, areas };
}
