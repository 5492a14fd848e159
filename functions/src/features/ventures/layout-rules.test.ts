import { describe, expect, it } from 'vitest';
import { layoutShapeSchema, type LayoutShape, type LayoutShapeInput } from '../../core/schemas/venture';
import { layoutProblems, normalisedShapes } from './layout-rules';

const shape = (overrides: Partial<LayoutShapeInput> = {}): LayoutShape =>
  layoutShapeSchema.parse({ id: 's1', kind: 'plot', label: '1', points: [[10, 10], [60, 10], [60, 40]], ...overrides });

const context = { plan: { width: 1000, height: 800 }, plots: [{ id: 'p27', plotNumber: '27' }, { id: 'p28', plotNumber: '28' }] };

describe('layoutProblems', () => {
  it('takes a good layout: plots linked and unlinked, areas, corners on the edge of the plan', () => {
    const shapes = [
      shape({ id: 'a', plotId: 'p27', label: '27' }),
      shape({ id: 'b', label: '29' }),
      shape({ id: 'c', label: '' }),
      shape({ id: 'd', label: '' }),
      shape({ id: 'road', kind: 'road', label: 'Main road 40 ft', points: [[0, 0], [1000, 0], [1000, 800]] }),
    ];
    expect(layoutProblems(shapes, context)).toEqual({});
    expect(layoutProblems([], { plan: null, plots: [] })).toEqual({});
  });

  it('names each shape that breaks a rule by its index, with the first problem of each', () => {
    const shapes = [
      shape({ id: 'a', plotId: 'p27' }),
      shape({ id: 'off', points: [[10, 10], [1000.1, 10], [60, 40]] }),
      shape({ id: 'a', label: '30' }),
      shape({ id: 'b', plotId: 'p27' }),
      shape({ id: 'c', plotId: 'elsewhere' }),
      shape({ id: 'd', label: '28' }),
      shape({ id: 'e', label: '31' }),
      shape({ id: 'f', label: '31' }),
      shape({ id: 'g', points: [[10, 10], [60, 801], [60, 40]], plotId: 'nope' }),
    ];
    expect(layoutProblems(shapes, context)).toEqual({
      'shapes.1': 'layoutShapeOutside',
      'shapes.2': 'layoutShapeDuplicate',
      'shapes.3': 'layoutPlotTwice',
      'shapes.4': 'plotNotInVenture',
      'shapes.5': 'plotNumberTaken?number=28',
      'shapes.7': 'plotNumberTaken?number=31',
      'shapes.8': 'layoutShapeOutside',
    });
  });

  it('refuses shapes before there is a plan', () => {
    expect(layoutProblems([shape()], { plan: null, plots: [] })).toEqual({ shapes: 'layoutNeedsPlan' });
  });
});

describe('normalisedShapes', () => {
  it('rounds corners to a tenth and keeps a plot only on a plot shape', () => {
    const [plot, park] = normalisedShapes([
      shape({ points: [[10.04, 10.06], [60.123, 10], [60, 40.55]], plotId: 'p27' }),
      shape({ id: 'park', kind: 'park', plotId: 'p28' }),
    ]);
    expect(plot!.points).toEqual([[10, 10.1], [60.1, 10], [60, 40.6]]);
    expect(plot!.plotId).toBe('p27');
    expect(park!.plotId).toBeNull();
  });
});
