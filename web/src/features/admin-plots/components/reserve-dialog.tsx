import { shortDay } from '@core/dates';
import type { Plot } from '@core/schemas/plot';
import { useId } from 'react';
import { FormBanner } from '@/components/forms/form-banner';
import { TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PLOT_TEXTS } from '@/config/admin-texts';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { reservationDayRange, reservationFormSchema, type ReservationForm } from '../utils/reservation';

/**
 * 'Reserved' picked in the list (or the day of a reservation changed): asks the reservation's last
 * day, then `onReserve` saves it. A refusal stays in the dialog with the day as typed.
 */
export function ReserveDialog({ plot, onClose, onReserve }: { plot: Plot | null; onClose: () => void; onReserve: (plot: Plot, day: string) => Promise<void> }) {
  return (
    <Modal open={plot !== null} title={plot ? `Reserve “${plot.title}”` : 'Reserve'} size="sm" onClose={onClose}>
      {plot ? <ReserveForm key={plot.id} plot={plot} onClose={onClose} onReserve={onReserve} /> : null}
    </Modal>
  );
}

function ReserveForm({ plot, onClose, onReserve }: { plot: Plot; onClose: () => void; onReserve: (plot: Plot, day: string) => Promise<void> }) {
  const id = useId();
  const range = reservationDayRange();
  const form = useSchemaForm<ReservationForm, ReservationForm>({
    schema: reservationFormSchema,
    defaultValues: { reservedUntil: plot.status === 'reserved' && plot.reservedUntil >= range.min ? plot.reservedUntil : '' },
  });
  const send = useSubmitState(form, {
    submit: ({ reservedUntil }) => onReserve(plot, reservedUntil),
    onSuccess: onClose,
    feedback: 'banner',
    failureMessage: PLOT_TEXTS.statusFailed,
  });
  return (
    <form noValidate onSubmit={send.onSubmit} aria-label={`Reserve ${plot.title}`} className="flex flex-col gap-4">
      <FormBanner banner={send.banner} />
      <p className="text-sm text-slate-600">
        {plot.status === 'reserved' && plot.reservedUntil
          ? `Reserved until ${shortDay(plot.reservedUntil)} now. Pick the new last day.`
          : 'The plot shows as reserved until the end of this day, then becomes available again by itself.'}
      </p>
      <TextField form={form} name="reservedUntil" id={`${id}-until`} label="Reserved until" type="date" min={range.min} max={range.max} required autoFocus />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={send.submitting}>
          Cancel
        </Button>
        <SubmitButton busy={send.submitting} label="Reserve" busyLabel="Saving…" />
      </div>
    </form>
  );
}
