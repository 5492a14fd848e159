import type { LayoutShape } from '@core/schemas/venture';
import { describe, expect, it } from 'vitest';
import { initialLayoutState, isDirty, layoutReducer, newShapeId, nextPlotNumber, plotRowKey } from './layout-state';

const square = (id: string, x: number, label = id, kind: LayoutShape['kind'] = 'plot'): LayoutShape => ({
  id,
  kind,
  label,
  points: [
    [x, 0],
    [x + 10, 0],
    [x + 10, 10],
    [x, 10],
  ],
  plotId: null,
});

const loaded = () => initialLayoutState(3, [square('a', 0, '1'), square('b', 20, '2'), square('c', 40, '3'), square('road', 0, 'Main road', 'road')]);

describe('layout editor state', () => {
  it('changes one shape and keeps the others as they were (a drag redraws one shape)', () => {
    const start = loaded();
    const next = layoutReducer(start, { type: 'update', id: 'b', change: { points: [[20, 0], [35, 0], [35, 12], [20, 10]] } });
    expect(next.shapes[0]).toBe(start.shapes[0]);
    expect(next.shapes[2]).toBe(start.shapes[2]);
    expect(next.shapes[1]!.points[2]).toEqual([35, 12]);
    expect(isDirty(next)).toBe(true);
    expect(isDirty(layoutReducer(next, { type: 'saved', version: 4, shapes: next.shapes }))).toBe(false);
    expect(layoutReducer(next, { type: 'saved', version: 4, shapes: next.shapes }).version).toBe(4);
    // Saved what was sent; an edit made meanwhile is still unsaved.
    const later = layoutReducer(next, { type: 'remove', ids: ['c'] });
    expect(isDirty(layoutReducer(later, { type: 'saved', version: 4, shapes: next.shapes }))).toBe(true);
  });

  it('selects by click, shift/ctrl-click and a box, and forgets deleted shapes', () => {
    let state = layoutReducer(loaded(), { type: 'select', keys: ['a'], mode: 'replace' });
    state = layoutReducer(state, { type: 'select', keys: ['b'], mode: 'toggle' });
    expect([...state.selected]).toEqual(['a', 'b']);
    state = layoutReducer(state, { type: 'select', keys: ['a'], mode: 'toggle' });
    expect([...state.selected]).toEqual(['b']);
    // A box over the first two plots' centres: the road's centre (5, 5) is in it too, but a road is no plot.
    state = layoutReducer(state, { type: 'selectInRect', rect: { x: 0, y: 0, width: 26, height: 10 }, mode: 'replace' });
    expect([...state.selected].sort()).toEqual(['a', 'b']);
    state = layoutReducer(state, { type: 'select', keys: [plotRowKey('p9')], mode: 'add' });
    state = layoutReducer(state, { type: 'remove', ids: ['a'] });
    expect([...state.selected].sort()).toEqual(['b', 'plot:p9']);
    expect(state.shapes.map((shape) => shape.id)).toEqual(['b', 'c', 'road']);
  });

  it('drops the plot of a shape turned into an area', () => {
    let state = layoutReducer(loaded(), { type: 'update', id: 'a', change: { plotId: 'p1' } });
    expect(state.shapes[0]!.plotId).toBe('p1');
    state = layoutReducer(state, { type: 'update', id: 'a', change: { kind: 'park', label: 'Park' } });
    expect(state.shapes[0]).toMatchObject({ kind: 'park', label: 'Park', plotId: null });
  });

  it('puts back a draft over the saved shapes, still at the version it was made from', () => {
    const start = loaded();
    const draft = [...start.shapes, square('d', 60, '4')];
    const state = layoutReducer(start, { type: 'restore', version: 2, shapes: draft, saved: start.shapes });
    expect(state.version).toBe(2);
    expect(isDirty(state)).toBe(true);
  });

  it('numbers a new plot after the highest number, and makes ids the schema takes', () => {
    expect(nextPlotNumber(loaded().shapes)).toBe('4');
    expect(nextPlotNumber([], ['A-3', '12'])).toBe('13');
    const ids = new Set(Array.from({ length: 200 }, newShapeId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });
});
