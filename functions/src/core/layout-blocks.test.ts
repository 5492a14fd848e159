import { describe, expect, it } from 'vitest';
import { blockNumbers, generateBlock } from './layout-blocks';
import { polygonArea } from './layout-geometry';
import { blockSpecSchema } from './schemas/venture';

function ids() {
  let next = 0;
  return () => `s${(next += 1)}`;
}

describe('generate a block', () => {
  it('cuts the rectangle into rows × columns plots of equal size, numbered along the rows', () => {
    const spec = blockSpecSchema.parse({ rect: { x: 100, y: 50, width: 300, height: 100 }, rows: 2, columns: 3 });
    const shapes = generateBlock(spec, ids());
    expect(shapes).toHaveLength(6);
    expect(shapes.map((shape) => shape.label)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(shapes[0]).toEqual({ id: 's1', kind: 'plot', label: '1', plotId: null, points: [[100, 50], [200, 50], [200, 100], [100, 100]] });
    // The third plot ends at the right edge; the fourth starts the second row.
    expect(shapes[2]!.points[1]).toEqual([400, 50]);
    expect(shapes[3]!.points[0]).toEqual([100, 100]);
    for (const shape of shapes) expect(polygonArea(shape.points)).toBeCloseTo(5000);
  });

  it('numbers down the columns, with a prefix and a start number', () => {
    const spec = blockSpecSchema.parse({ rect: { x: 0, y: 0, width: 20, height: 20 }, rows: 2, columns: 2, numbering: 'prefixed', prefix: 'A-', start: 14, order: 'columns' });
    const shapes = generateBlock(spec, ids());
    expect(shapes.map((shape) => [shape.label, shape.points[0]])).toEqual([
      ['A-14', [0, 0]],
      ['A-15', [0, 10]],
      ['A-16', [10, 0]],
      ['A-17', [10, 10]],
    ]);
    expect(blockNumbers({ rows: 1, columns: 3, numbering: 'numbers', prefix: 'A-', start: 7 })).toEqual(['7', '8', '9']);
  });

  it('refuses a block too large to be a block, a prefix that cannot make a plot number and a side of 0', () => {
    const tooMany = blockSpecSchema.safeParse({ rect: { x: 0, y: 0, width: 10, height: 10 }, rows: 21, columns: 20 });
    expect(tooMany.error?.issues[0]).toMatchObject({ path: ['rows'], message: 'blockTooLarge?max=400' });
    expect(blockSpecSchema.safeParse({ rect: { x: 0, y: 0, width: 10, height: 10 }, rows: 1, columns: 1, prefix: 'A B' }).success).toBe(false);
    expect(blockSpecSchema.safeParse({ rect: { x: 0, y: 0, width: 0, height: 10 }, rows: 1, columns: 1 }).success).toBe(false);
  });
});
