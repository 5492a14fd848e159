import { generateBlock } from '@core/layout-blocks';
import { describe, expect, it } from 'vitest';
import { blockFormSchema, EMPTY_BLOCK_FORM } from './block-form';

const rect = { x: 100, y: 50, width: 400, height: 120 };

describe('the block dialog', () => {
  it('makes rows × columns numbered plots of the drawn rectangle', () => {
    const spec = blockFormSchema(rect).parse({ ...EMPTY_BLOCK_FORM, rows: '2', columns: '4', numbering: 'prefixed', prefix: 'A-', start: '11', order: 'columns' });
    let next = 0;
    const shapes = generateBlock(spec, () => `s${(next += 1)}`);
    expect(shapes).toHaveLength(8);
    // Down the columns: A-11 top-left, A-12 below it, A-13 at the top of the second column.
    expect(shapes.map((shape) => shape.label).slice(0, 3)).toEqual(['A-11', 'A-12', 'A-13']);
    expect(shapes[1]!.points[0]).toEqual([100, 110]);
    expect(shapes[2]!.points[0]).toEqual([200, 50]);
  });

  it("refuses a block larger than the core allows, and a bad prefix, with the core's keys", () => {
    const big = blockFormSchema(rect).safeParse({ ...EMPTY_BLOCK_FORM, rows: '40', columns: '40' });
    expect(big.success).toBe(false);
    expect(big.error!.issues[0]).toMatchObject({ path: ['rows'], message: 'blockTooLarge?max=400' });
    const prefix = blockFormSchema(rect).safeParse({ ...EMPTY_BLOCK_FORM, numbering: 'prefixed', prefix: 'A#' });
    expect(prefix.error!.issues[0]).toMatchObject({ path: ['prefix'], message: 'plotNumberFormat' });
    const empty = blockFormSchema(rect).safeParse({ ...EMPTY_BLOCK_FORM, rows: '' });
    expect(empty.success).toBe(false);
  });
});
