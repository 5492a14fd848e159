import { MESSAGES } from '@core/messages';
import type { Plot, PlotData } from '@core/schemas/plot';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Toaster } from 'react-hot-toast';
import { FormBanner } from '@/components/forms/form-banner';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useServerForm, type ServerForm } from '@/lib/use-server-form';
import { useSavePlot } from '../api/save-plot';
import {
  EMPTY_PLOT_FORM,
  missingRequiredFields,
  plotFieldLabel,
  plotFieldMessage,
  plotFormFromDraft,
  plotFormPathOf,
  plotFormSchema,
  plotToFormValues,
  sameFormValues,
  type PlotFormValues,
} from '../utils/plot-form-values';
import { PLOT_MESSAGES, PLOT_MODAL_TOASTER, plotToast } from '../utils/plot-toast';
import { PlotFormFields } from './plot-form-fields';

export type PlotFormTarget = { mode: 'add' } | { mode: 'edit'; plot: Plot };

/** The unsaved Add form survives a reload or an accidental close (nothing typed is lost). */
const ADD_DRAFT_KEY = 'draft:admin-plot-add';

interface FormBusy {
  submitting: boolean;
  uploading: boolean;
}

/** 'Add New Plot' and 'Edit Plot': one form, in a modal that asks before throwing away changes. */
export function PlotFormModal({ target, onClose }: { target: PlotFormTarget | null; onClose: () => void }) {
  const formId = useId();
  const closeRequest = useRef<(() => void) | null>(null);
  const [busy, setBusy] = useState<FormBusy>({ submitting: false, uploading: false });
  // Keep the title while the dialog closes.
  const lastTitle = useRef('Add New Plot');
  if (target) lastTitle.current = target.mode === 'edit' ? 'Edit Plot' : 'Add New Plot';
  const adding = target?.mode !== 'edit';
  const requestClose = () => (closeRequest.current ?? onClose)();

  return (
    <Modal
      open={target !== null}
      title={lastTitle.current}
      size="lg"
      onClose={requestClose}
      footer={
        <div className="flex w-full flex-wrap items-center justify-end gap-3">
          {busy.uploading ? (
            <p className="mr-auto text-sm text-slate-600" aria-live="polite">
              Waiting for the photo uploads…
            </p>
          ) : null}
          <Button variant="secondary" onClick={requestClose} disabled={busy.submitting}>
            Cancel
          </Button>
          <SubmitButton
            form={formId}
            busy={busy.submitting}
            disabled={busy.uploading}
            label={adding ? 'Add Plot' : 'Update Plot'}
            busyLabel={adding ? 'Adding Plot...' : 'Updating Plot...'}
            className="min-w-36"
          />
        </div>
      }
    >
      {target ? (
        <PlotForm
          key={target.mode === 'edit' ? target.plot.id : 'add'}
          formId={formId}
          target={target}
          onDone={onClose}
          onBusyChange={setBusy}
          closeRequest={closeRequest}
        />
      ) : null}
    </Modal>
  );
}

function PlotForm({
  formId,
  target,
  onDone,
  onBusyChange,
  closeRequest,
}: {
  formId: string;
  target: PlotFormTarget;
  onDone: () => void;
  onBusyChange: (busy: FormBusy) => void;
  closeRequest: RefObject<(() => void) | null>;
}) {
  const adding = target.mode === 'add';
  const id = useId();
  const confirm = useConfirm();
  const save = useSavePlot();
  const [uploading, setUploading] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);

  const plot: ServerForm<PlotFormValues, PlotData> = useServerForm<PlotFormValues, PlotData, Plot>({
    // The core schema after the text → number conversion (see plot-form-values.ts).
    schema: plotFormSchema,
    defaultValues: target.mode === 'edit' ? plotToFormValues(target.plot) : EMPTY_PLOT_FORM,
    ...(adding ? { draft: { key: ADD_DRAFT_KEY, read: (stored: unknown) => plotFormFromDraft(stored) } } : {}),
    same: sameFormValues,
    submit: (data) => save(data, target.mode === 'edit' ? target.plot.id : undefined),
    onSuccess: () => {
      plotToast.success(adding ? PLOT_MESSAGES.added : PLOT_MESSAGES.updated);
      onDone();
    },
    onError: () => {
      plotToast.error(adding ? PLOT_MESSAGES.addFailed : PLOT_MESSAGES.updateFailed, 'modal');
      requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' }));
    },
    feedback: 'banner',
    fieldErrorsMessage: 'The plot was not saved. Please correct these fields:',
    failureMessage: (error) => `${error instanceof ApiError && error.message ? error.message : 'The plot was not saved.'} Your changes are kept: try again.`,
    fieldOf: plotFormPathOf,
    labelOf: plotFieldLabel,
    fieldMessage: plotFieldMessage,
    invalidMessage: () => (missingRequiredFields(plot.values()).length > 0 ? MESSAGES.requiredFields : MESSAGES.fixFormErrors),
    notify: (message) => plotToast.error(message, 'modal'),
  });
  const { isSubmitting, isDirty, resetTo } = plot;

  useEffect(() => {
    // After the dialog has opened (its own effect runs after this one), start in the first field.
    const frame = requestAnimationFrame(() => plot.form.setFocus('title'));
    return () => cancelAnimationFrame(frame);
  }, [plot.form]);

  useEffect(() => {
    onBusyChange({ submitting: isSubmitting, uploading });
  }, [isSubmitting, uploading, onBusyChange]);
  useEffect(() => () => onBusyChange({ submitting: false, uploading: false }), [onBusyChange]);

  useEffect(() => {
    closeRequest.current = () => {
      if (isSubmitting) return;
      void (async () => {
        if (isDirty()) {
          const discard = await confirm('You have unsaved changes. Close the form and discard them?', {
            title: 'Discard changes?',
            confirmLabel: 'Discard',
          });
          if (!discard) return;
          // Discarded: the Add form starts empty next time.
          if (adding) resetTo(EMPTY_PLOT_FORM);
        }
        onDone();
      })();
    };
    return () => {
      closeRequest.current = null;
    };
  });

  return (
    <form id={formId} noValidate aria-label={adding ? 'Add New Plot' : 'Edit Plot'} onSubmit={plot.onSubmit} className="flex flex-col gap-5">
      <Toaster toasterId={PLOT_MODAL_TOASTER} position="top-right" />
      <FormBanner ref={bannerRef} banner={plot.banner} />
      <PlotFormFields id={id} form={plot} onUploadingChange={setUploading} />
    </form>
  );
}
