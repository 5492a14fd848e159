import type { PlanRect } from '@core/layout-geometry';
import type { BlockSpec } from '@core/schemas/venture';
import { useId, useMemo } from 'react';
import { SelectField, TextField } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { blockFormSchema, EMPTY_BLOCK_FORM, type BlockFormValues } from '../utils/block-form';

const WHOLE = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

/** "Generate a block": rows × columns of equal plots in the rectangle drawn (or typed in the table's "Add block"), and how they are numbered. */
export function BlockDialog({ rect, firstNumber, onCancel, onGenerate }: { rect: PlanRect | null; firstNumber: string; onCancel: () => void; onGenerate: (spec: BlockSpec) => void }) {
  return (
    <Modal open={rect !== null} title="Generate a block of plots" onClose={onCancel} size="sm">
      {rect ? <BlockForm rect={rect} firstNumber={firstNumber} onCancel={onCancel} onGenerate={onGenerate} /> : null}
    </Modal>
  );
}

function BlockForm({ rect, firstNumber, onCancel, onGenerate }: { rect: PlanRect; firstNumber: string; onCancel: () => void; onGenerate: (spec: BlockSpec) => void }) {
  const id = useId();
  const schema = useMemo(() => blockFormSchema(rect), [rect]);
  const form = useSchemaForm<BlockFormValues, BlockSpec>({ schema, defaultValues: { ...EMPTY_BLOCK_FORM, start: /^\d+$/.test(firstNumber) ? firstNumber : '1' } });
  return (
    <form noValidate aria-label="Generate a block of plots" onSubmit={form.form.handleSubmit(onGenerate)} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        The rectangle ({Math.round(rect.width)} × {Math.round(rect.height)} plan units) is cut into equal plots.
      </p>
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
