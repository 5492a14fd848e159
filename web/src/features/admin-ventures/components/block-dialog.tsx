import type { PlanRect } from '@core/layout-geometry';
import type { BlockSpec } from '@core/schemas/venture';
import { useId, useMemo } from 'react';
import { SelectField, TextField } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { blockFormSchema, blockFormValues, type BlockFormValues } from '../utils/block-form';
import type { PlanSize } from '../utils/plan-coordinates';

const WHOLE = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
const PLAN_NUMBER = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

/** Where the block goes: a rectangle drawn on the plan, or one to type in (`typed`: the keyboard path). */
export interface BlockPlace {
  rect: PlanRect;
  typed: boolean;
}

/** "Generate a block": rows × columns of equal plots in a rectangle of the plan, and how they are numbered. */
export function BlockDialog({
  place,
  plan,
  firstNumber,
  onCancel,
  onGenerate,
}: {
  place: BlockPlace | null;
  plan: PlanSize;
  firstNumber: string;
  onCancel: () => void;
  onGenerate: (spec: BlockSpec) => void;
}) {
  return (
    <Modal open={place !== null} title="Generate a block of plots" onClose={onCancel} size="sm">
      {place ? <BlockForm place={place} plan={plan} firstNumber={firstNumber} onCancel={onCancel} onGenerate={onGenerate} /> : null}
    </Modal>
  );
}

function BlockForm({ place, plan, firstNumber, onCancel, onGenerate }: { place: BlockPlace; plan: PlanSize; firstNumber: string; onCancel: () => void; onGenerate: (spec: BlockSpec) => void }) {
  const id = useId();
  const schema = useMemo(() => blockFormSchema(plan), [plan]);
  const form = useSchemaForm<BlockFormValues, BlockSpec>({ schema, defaultValues: blockFormValues(place.rect, /^\d+$/.test(firstNumber) ? firstNumber : '1') });
  const { rect } = place;
  return (
    <form noValidate aria-label="Generate a block of plots" onSubmit={form.form.handleSubmit(onGenerate)} className="flex flex-col gap-4">
      {place.typed ? (
        <fieldset className="grid grid-cols-2 gap-4">
          <legend className="col-span-2 mb-1 text-sm text-slate-600">
            Where on the plan, in plan units (its pixels: {plan.width} wide, {plan.height} high; 0, 0 is its top-left corner). One row of one column makes one plot.
          </legend>
          <TextField form={form} name="x" id={`${id}-x`} label="From the left" required {...PLAN_NUMBER} />
          <TextField form={form} name="y" id={`${id}-y`} label="From the top" required {...PLAN_NUMBER} />
          <TextField form={form} name="width" id={`${id}-width`} label="Width" required {...PLAN_NUMBER} />
          <TextField form={form} name="height" id={`${id}-height`} label="Height" required {...PLAN_NUMBER} />
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600">
          The rectangle ({Math.round(rect.width)} × {Math.round(rect.height)} plan units) is cut into equal plots.
        </p>
      )}
      <div className="grid grid-cols-2 gap-4">
        <TextField form={form} name="rows" id={`${id}-rows`} label="Rows" required {...WHOLE} max={40} />
        <TextField form={form} name="columns" id={`${id}-columns`} label="Columns" required {...WHOLE} max={40} />
        <SelectField form={form} name="numbering" id={`${id}-numbering`} label="Numbers" marked={false}>
          <option value="numbers">1, 2, 3…</option>
          <option value="prefixed">Prefix + number (A-1…)</option>
        </SelectField>
        <TextField form={form} name="prefix" id={`${id}-prefix`} label="Prefix" autoComplete="off" placeholder="e.g. A-" maxLength={4} hint="With 'Prefix + number'" />
        <TextField form={form} name="start" id={`${id}-start`} label="First number" marked={false} {...WHOLE} />
        <SelectField form={form} name="order" id={`${id}-order`} label="Numbered along" marked={false}>
          <option value="rows">Rows (left to right)</option>
          <option value="columns">Columns (top to bottom)</option>
        </SelectField>
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Generate plots</Button>
      </div>
    </form>
  );
}
