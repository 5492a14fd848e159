import type { PlanRect } from '@core/layout-geometry';
import { keyedErrors } from '@core/schemas/message-keys';
import { blockSpecSchema, type BlockSpec } from '@core/schemas/venture';
import { z } from 'zod';

/** The block dialog as typed: rows, columns and the first number stay text until checked. */
export interface BlockFormValues {
  rows: string;
  columns: string;
  numbering: BlockSpec['numbering'];
  prefix: string;
  start: string;
  order: BlockSpec['order'];
}

export const EMPTY_BLOCK_FORM: BlockFormValues = { rows: '2', columns: '10', numbering: 'numbers', prefix: '', start: '1', order: 'rows' };

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The dialog's schema for a drawn rectangle: the text made numbers, then the core's `blockSpecSchema` judges it. */
export function blockFormSchema(rect: PlanRect) {
  return z.unknown().transform((raw, context) => {
    const values = raw as BlockFormValues;
    const result = blockSpecSchema.safeParse(
      { rect, rows: whole(values.rows), columns: whole(values.columns), numbering: values.numbering, prefix: values.prefix, start: whole(values.start), order: values.order },
      { error: keyedErrors },
    );
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path[0] === 'rect' ? ['rows'] : [...issue.path] });
    return z.NEVER;
  }) as unknown as z.ZodType<BlockSpec, BlockFormValues>;
}
