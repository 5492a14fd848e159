import { messageKey } from '@core/message-key';
import type { Plot, PlotData } from '@core/schemas/plot';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Toaster } from 'react-hot-toast';
import { FormBanner } from '@/components/forms/form-banner';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { PLOT_TEXTS } from '@/config/admin-texts';
import { ApiError } from '@/lib/api-client';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { useSavePlot } from '../api/save-plot';
import { useVentureChoices } from '../api/get-venture-choices';
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
import { PLOT_MODAL_TOASTER, plotToast } from '../utils/plot-toast';
import { PlotFormFields } from './plot-form-fields';
import { StatusHistory } from './status-history';
import { ActivityLink } from '@/components/admin/activity-link';

export type PlotFormTarget = { mode: 'add' } | { mode: 'edit'; plot: Plot };

/**
 * What is typed survives a reload, an accidental close or an expired session (nothing typed is
 * lost): one draft for the Add form, one per plot being edited.
 */
const ADD_DRAFT_KEY = 'draft:admin-plot-add';
const editDraftKey = (plotId: string) => `draft:admin-plot:${plotId}`;

interface FormBusy {
  submitting: boolean;
  uploading: boolean;
}

/** 'Add New Plot' and 'Edit Plot': one form, in a modal that asks before throwing away changes. */
export function PlotFormModal({ target, onClose }: { target: PlotFormTarget | null; onClose: () => void }) {
  const formId = useId();
  const form = useRef<PlotFormHandle>(null);
  const [busy, setBusy] = useState<FormBusy>({ submitting: false, uploading: false });
  // Keep the title while the dialog closes (the target is gone by then).
  const [title, setTitle] = useState('Add New Plot');
  const targetTitle = target ? (target.mode === 'edit' ? 'Edit Plot' : 'Add New Plot') : title;
  if (targetTitle !== title) setTitle(targetTitle);
  const adding = target?.mode !== 'edit';
  const requestClose = () => (form.current ? form.current.requestClose() : onClose());

  return (
    <Modal
      open={target !== null}
      title={targetTitle}
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
          ref={form}
        />
      ) : null}
    </Modal>
  );
}

/** What the modal asks of the form: to close, which asks first when there are changes. */
interface PlotFormHandle {
  requestClose: () => void;
}

function PlotForm({
  formId,
  target,
  onDone,
  onBusyChange,
  ref,
}: {
  formId: string;
  target: PlotFormTarget;
  onDone: () => void;
  onBusyChange: (busy: FormBusy) => void;
  ref: Ref<PlotFormHandle>;
}) {
  const adding = target.mode === 'add';
  const id = useId();
  const confirm = useConfirm();
  const save = useSavePlot();
  const ventureChoices = useVentureChoices();
  const [uploading, setUploading] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);

  const plot = useSchemaForm<PlotFormValues, PlotData>({
    // The core schema after the text → number conversion (see plot-form-values.ts).
    schema: plotFormSchema,
    defaultValues: target.mode === 'edit' ? plotToFormValues(target.plot) : EMPTY_PLOT_FORM,
    same: sameFormValues,
    fieldMessage: plotFieldMessage,
  });
  useFormDraft(plot, { key: target.mode === 'edit' ? editDraftKey(target.plot.id) : ADD_DRAFT_KEY, read: plotFormFromDraft });
  const send = useSubmitState(plot, {
    submit: (data) => save(data, target.mode === 'edit' ? target.plot.id : undefined),
    onSuccess: () => {
      plotToast.success(adding ? PLOT_TEXTS.added : PLOT_TEXTS.updated);
      onDone();
    },
    onError: () => {
      plotToast.error(adding ? PLOT_TEXTS.addFailed : PLOT_TEXTS.updateFailed, 'modal');
      requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' }));
    },
    feedback: 'banner',
    fieldErrorsMessage: PLOT_TEXTS.fixFields,
    failureMessage: (error) => `${error instanceof ApiError && error.message ? error.message : PLOT_TEXTS.notSaved} ${PLOT_TEXTS.changesKept}`,
    fieldOf: plotFormPathOf,
    labelOf: plotFieldLabel,
    invalidMessage: () => (missingRequiredFields(plot.values()).length > 0 ? messageKey('requiredFields') : messageKey('fixFormErrors')),
    notify: (text) => plotToast.error(text, 'modal'),
  });
  const isSubmitting = send.submitting;
  const { isDirty, resetTo, saved } = plot;

  useEffect(() => {
    // After the dialog has opened (its own effect runs after this one), start in the first field.
    const frame = requestAnimationFrame(() => plot.form.setFocus('title'));
    return () => cancelAnimationFrame(frame);
  }, [plot.form]);

  useEffect(() => {
    onBusyChange({ submitting: isSubmitting, uploading });
  }, [isSubmitting, uploading, onBusyChange]);
  useEffect(() => () => onBusyChange({ submitting: false, uploading: false }), [onBusyChange]);

  useImperativeHandle(ref, () => ({
    requestClose: () => {
      if (isSubmitting) return;
      void (async () => {
        if (isDirty()) {
          const discard = await confirm(PLOT_TEXTS.confirmDiscard, {
            title: 'Discard changes?',
            confirmLabel: 'Discard',
          });
          if (!discard) return;
          // Discarded: the draft goes, the form starts from the saved plot (or empty) next time.
          resetTo(saved());
        }
        onDone();
      })();
    },
  }));

  return (
    <form id={formId} noValidate aria-label={adding ? 'Add New Plot' : 'Edit Plot'} onSubmit={send.onSubmit} className="flex flex-col gap-5">
      <Toaster toasterId={PLOT_MODAL_TOASTER} position="top-right" />
      <FormBanner ref={bannerRef} banner={send.banner} />
      <PlotFormFields id={id} form={plot} busy={isSubmitting} onUploadingChange={setUploading} ventureChoices={ventureChoices} />
      {target.mode === 'edit' ? (
        <>
          <StatusHistory plotId={target.plot.id} />
          <ActivityLink kind="plot" itemId={target.plot.id} title={target.plot.title} />
        </>
      ) : null}
    </form>
  );
}
