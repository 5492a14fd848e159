import { messageKey } from '@core/message-key';
import { roundPlan, type PlanRect } from '@core/layout-geometry';
import { keyedErrors } from '@core/schemas/message-keys';
import { blockSpecSchema, type BlockSpec } from '@core/schemas/venture';
import { z } from 'zod';
import type { PlanSize } from './plan-coordinates';

/**
 * The block dialog as typed: every number stays text until checked. The rectangle (x, y, width,
 * height in plan units) is the one drawn on the plan, or typed in (the keyboard path).
 */
export interface BlockFormValues {
  x: string;
  y: string;
  width: string;
  height: string;
  rows: string;
  columns: string;
  numbering: BlockSpec['numbering'];
  prefix: string;
  start: string;
  order: BlockSpec['order'];
}

/** The dialog's first values for a rectangle: 2 rows of 10 plots numbered from `start`. */
export function blockFormValues(rect: PlanRect, start: string): BlockFormValues {
  const text = (value: number) => String(roundPlan(value));
  return { x: text(rect.x), y: text(rect.y), width: text(rect.width), height: text(rect.height), rows: '2', columns: '10', numbering: 'numbers', prefix: '', start, order: 'rows' };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The dialog's schema on a plan of `plan`'s size: the text made numbers, the core's
 * `blockSpecSchema` judges them, and the rectangle must lie on the plan (the save would refuse
 * its plots otherwise). A problem of the rectangle is named on its field.
 */
export function blockFormSchema(plan: PlanSize) {
  return z.unknown().transform((raw, context) => {
    const values = raw as BlockFormValues;
    const rect = { x: number(values.x), y: number(values.y), width: number(values.width), height: number(values.height) };
    const result = blockSpecSchema.safeParse(
      { rect, rows: number(values.rows), columns: number(values.columns), numbering: values.numbering, prefix: values.prefix, start: number(values.start), order: values.order },
      { error: keyedErrors },
    );
    if (!result.success) {
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path[0] === 'rect' ? [issue.path[1] ?? 'width'] : [...issue.path] });
      return z.NEVER;
    }
    const spec = result.data;
    const outside = spec.rect.x + spec.rect.width > plan.width ? 'width' : spec.rect.y + spec.rect.height > plan.height ? 'height' : null;
    if (outside) {
      context.addIssue({ code: 'custom', message: messageKey('layoutShapeOutside'), path: [outside] });
      return z.NEVER;
    }
    return spec;
  }) as unknown as z.ZodType<BlockSpec, BlockFormValues>;
}
