import type { LayoutShapeKind } from '@core/venture-constants';
import { centroid, pointInRect, type PlanRect } from '@core/layout-geometry';
import type { LayoutShape } from '@core/schemas/venture';

/**
 * The layout editor's state, one reducer for the plan and the table alike (so they stay in step):
 * the shapes as edited, the shapes as last loaded or saved (what "unsaved changes" compares with),
 * the version they were loaded at (sent with the save), and the selection. The selection holds row
 * keys: a shape's id, or `plot:{id}` for a plot of the venture that has no shape yet.
 *
 * A change replaces only the shapes it changes: the others keep their identity, so the plan
 * redraws and the table re-renders only what changed (a corner drag touches one shape).
 */
export interface LayoutState {
  version: number;
  shapes: LayoutShape[];
  saved: LayoutShape[];
  selected: ReadonlySet<string>;
}

type SelectMode = 'replace' | 'toggle' | 'add';

export type LayoutAction =
  | { type: 'load'; version: number; shapes: LayoutShape[] }
  /** A draft put back: its shapes over the saved ones, at the version the draft was made from. */
  | { type: 'restore'; version: number; shapes: LayoutShape[]; saved: LayoutShape[] }
  /** The shapes sent were saved at `version` (edits made meanwhile stay unsaved). */
  | { type: 'saved'; version: number; shapes: LayoutShape[] }
  | { type: 'add'; shapes: LayoutShape[] }
  | { type: 'update'; id: string; change: Partial<Pick<LayoutShape, 'points' | 'label' | 'kind' | 'plotId'>> }
  | { type: 'remove'; ids: readonly string[] }
  | { type: 'select'; keys: readonly string[]; mode: SelectMode }
  | { type: 'selectInRect'; rect: PlanRect; mode: SelectMode };

export const plotRowKey = (plotId: string) => `plot:${plotId}`;

export function initialLayoutState(version = 0, shapes: LayoutShape[] = []): LayoutState {
  return { version, shapes, saved: shapes, selected: new Set() };
}

function select(current: ReadonlySet<string>, keys: readonly string[], mode: SelectMode): ReadonlySet<string> {
  if (mode === 'replace') return new Set(keys);
  const next = new Set(current);
  if (mode === 'add') for (const key of keys) next.add(key);
  else for (const key of keys) if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Keeps only keys that still name a shape (or a plot row, which the editor prunes itself). */
function pruned(selected: ReadonlySet<string>, shapes: readonly LayoutShape[]): ReadonlySet<string> {
  const ids = new Set(shapes.map((shape) => shape.id));
  const kept = [...selected].filter((key) => key.startsWith('plot:') || ids.has(key));
  return kept.length === selected.size ? selected : new Set(kept);
}

export function layoutReducer(state: LayoutState, action: LayoutAction): LayoutState {
  switch (action.type) {
    case 'load':
      return { version: action.version, shapes: action.shapes, saved: action.shapes, selected: pruned(state.selected, action.shapes) };
    case 'restore':
      return { version: action.version, shapes: action.shapes, saved: action.saved, selected: new Set() };
    case 'saved':
      return { ...state, version: action.version, saved: action.shapes };
    case 'add':
      return { ...state, shapes: [...state.shapes, ...action.shapes] };
    case 'update': {
      const index = state.shapes.findIndex((shape) => shape.id === action.id);
      if (index < 0) return state;
      const shapes = [...state.shapes];
      const next = { ...shapes[index]!, ...action.change };
      // An area shape has no plot.
      if (next.kind !== 'plot') next.plotId = null;
      shapes[index] = next;
      return { ...state, shapes };
    }
    case 'remove': {
      const gone = new Set(action.ids);
      const shapes = state.shapes.filter((shape) => !gone.has(shape.id));
      return { ...state, shapes, selected: pruned(state.selected, shapes) };
    }
    case 'select':
      return { ...state, selected: select(state.selected, action.keys, action.mode) };
    case 'selectInRect': {
      // A plot is in the box when its label's point (its centroid) is: a box across a row takes whole plots.
      const keys = state.shapes.filter((shape) => shape.kind === 'plot' && pointInRect(centroid(shape.points), action.rect)).map((shape) => shape.id);
      return { ...state, selected: select(state.selected, keys, action.mode === 'toggle' ? 'add' : action.mode) };
    }
  }
}

/** Whether two lists of shapes hold the same layout. */
export function sameShapes(a: readonly LayoutShape[], b: readonly LayoutShape[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((shape, index) => shape === b[index] || JSON.stringify(shape) === JSON.stringify(b[index]));
}

export function isDirty(state: LayoutState): boolean {
  return !sameShapes(state.shapes, state.saved);
}

let counter = 0;
/** A new shape id: unique in this editor and across editors (time + a counter + randomness), as the schema allows. */
export function newShapeId(): string {
  counter = (counter + 1) % 1_000_000;
  return `s${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new shape from drawn corners: a plot (numbered next) or a named area. */
export function drawnShape(points: [number, number][], kind: LayoutShapeKind, label: string): LayoutShape {
  return { id: newShapeId(), kind, label, points, plotId: null };
}

/** The next free plot number after the highest plain number used ('1'…'27' → '28'). */
export function nextPlotNumber(shapes: readonly LayoutShape[], taken: readonly string[] = []): string {
  let highest = 0;
  for (const label of [...shapes.filter((shape) => shape.kind === 'plot').map((shape) => shape.label), ...taken]) {
    if (/^\d+$/.test(label)) highest = Math.max(highest, Number(label));
  }
  return String(highest + 1);
}
