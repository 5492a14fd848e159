import { PLOT_STATUSES, type PlotStatus } from '@core/constants';
import { siteDay } from '@core/dates';
import { PLOT_STATUS_LABELS, reservationProblem } from '@core/plot-status';
import { keyedErrors } from '@core/schemas/message-keys';
import { plotStatusChangeSchema, type PlotStatusChange } from '@core/schemas/venture';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { SelectField, TextField } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LAYOUT_TEXTS } from '@/config/admin-texts';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';

interface StatusFormValues {
  status: PlotStatus;
  reservedUntil: string;
}

/** The core's change schema for these plots, with the reservation's day checked as the server does (India's today). */
function statusFormSchema(plotIds: readonly string[]) {
  return z.unknown().transform((raw, context) => {
    const values = raw as StatusFormValues;
    const result = plotStatusChangeSchema.safeParse({ plotIds, status: values.status, reservedUntil: values.status === 'reserved' ? values.reservedUntil : undefined }, { error: keyedErrors });
    if (!result.success) {
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path[0] === 'reservedUntil' ? ['reservedUntil'] : ['status'] });
      return z.NEVER;
    }
    const problem = reservationProblem(result.data.status, result.data.reservedUntil, siteDay(new Date()));
    if (problem) {
      context.addIssue({ code: 'custom', message: problem, path: ['reservedUntil'] });
      return z.NEVER;
    }
    return result.data;
  }) as unknown as z.ZodType<PlotStatusChange, StatusFormValues>;
}

/** Sets the status of the chosen plots at once (one request); a reservation needs its last day. */
export function StatusDialog({
  plotIds,
  numbers,
  onClose,
  onSubmit,
}: {
  plotIds: readonly string[] | null;
  numbers: string;
  onClose: () => void;
  onSubmit: (change: PlotStatusChange) => Promise<void>;
}) {
  const count = plotIds?.length ?? 0;
  return (
    <Modal open={plotIds !== null} title={count === 1 ? `Set the status of plot ${numbers}` : `Set the status of ${count} plots`} onClose={onClose} size="sm">
      {plotIds ? <StatusForm plotIds={plotIds} numbers={numbers} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Modal>
  );
}

function StatusForm({ plotIds, numbers, onClose, onSubmit }: { plotIds: readonly string[]; numbers: string; onClose: () => void; onSubmit: (change: PlotStatusChange) => Promise<void> }) {
  const id = useId();
  const schema = useMemo(() => statusFormSchema(plotIds), [plotIds]);
  const form = useSchemaForm<StatusFormValues, PlotStatusChange>({ schema, defaultValues: { status: 'available', reservedUntil: '' } });
  const status = useWatch({ control: form.form.control, name: 'status' });
  const send = useSubmitState(form, { submit: onSubmit, onSuccess: onClose, failureMessage: LAYOUT_TEXTS.statusesFailed });
  return (
    <form noValidate aria-label="Set status" onSubmit={send.onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Plots: {numbers}</p>
      <SelectField form={form} name="status" id={`${id}-status`} label="Status" required>
        {PLOT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {PLOT_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {status === 'reserved' ? <TextField form={form} name="reservedUntil" id={`${id}-until`} label="Reserved until" type="date" required hint="The last day of the reservation; the plot is available again the day after." /> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton busy={send.submitting} label="Set status" busyLabel="Setting…" />
      </div>
    </form>
  );
}
