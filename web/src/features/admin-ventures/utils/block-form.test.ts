import { generateBlock } from '@core/layout-blocks';
import { describe, expect, it } from 'vitest';
import { blockFormSchema, blockFormValues } from './block-form';

const plan = { width: 1000, height: 600 };
const drawn = blockFormValues({ x: 100, y: 50, width: 400, height: 120 }, '1');

describe('the block dialog', () => {
  it('makes rows × columns numbered plots of the rectangle', () => {
    const spec = blockFormSchema(plan).parse({ ...drawn, rows: '2', columns: '4', numbering: 'prefixed', prefix: 'A-', start: '11', order: 'columns' });
    let next = 0;
    const shapes = generateBlock(spec, () => `s${(next += 1)}`);
    expect(shapes).toHaveLength(8);
    // Down the columns: A-11 top-left, A-12 below it, A-13 at the top of the second column.
    expect(shapes.map((shape) => shape.label).slice(0, 3)).toEqual(['A-11', 'A-12', 'A-13']);
    expect(shapes[1]!.points[0]).toEqual([100, 110]);
    expect(shapes[2]!.points[0]).toEqual([200, 50]);
  });

  it('takes a rectangle typed in (the keyboard path): one row of one column is one plot', () => {
    const spec = blockFormSchema(plan).parse({ ...drawn, x: '10', y: '20', width: '30', height: '60', rows: '1', columns: '1', start: '7' });
    const [shape] = generateBlock(spec, () => 's1');
    expect(shape).toMatchObject({ label: '7', kind: 'plot' });
    expect(shape!.points).toEqual([
      [10, 20],
      [40, 20],
      [40, 80],
      [10, 80],
    ]);
  });

  it("refuses a block larger than the core allows, a bad prefix and a rectangle off the plan, with the core's keys on their fields", () => {
    const big = blockFormSchema(plan).safeParse({ ...drawn, rows: '40', columns: '40' });
    expect(big.success).toBe(false);
    expect(big.error!.issues[0]).toMatchObject({ path: ['rows'], message: 'blockTooLarge?max=400' });
    const prefix = blockFormSchema(plan).safeParse({ ...drawn, numbering: 'prefixed', prefix: 'A#' });
    expect(prefix.error!.issues[0]).toMatchObject({ path: ['prefix'], message: 'plotNumberFormat' });
    expect(blockFormSchema(plan).safeParse({ ...drawn, rows: '' }).success).toBe(false);
    const wide = blockFormSchema(plan).safeParse({ ...drawn, x: '900', width: '200' });
    expect(wide.error!.issues[0]).toMatchObject({ path: ['width'], message: 'layoutShapeOutside' });
    const tall = blockFormSchema(plan).safeParse({ ...drawn, y: '500', height: '200' });
    expect(tall.error!.issues[0]).toMatchObject({ path: ['height'], message: 'layoutShapeOutside' });
    const negative = blockFormSchema(plan).safeParse({ ...drawn, x: '-5' });
    expect(negative.error!.issues[0]!.path).toEqual(['x']);
    const flat = blockFormSchema(plan).safeParse({ ...drawn, height: '0' });
    expect(flat.error!.issues[0]!.path).toEqual(['height']);
  });
});
