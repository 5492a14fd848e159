import { messageKey } from '@core/message-key';
import type { Region } from '@core/schemas/region';
import type { Venture, VentureData } from '@core/schemas/venture';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormBanner } from '@/components/forms/form-banner';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { VENTURE_TEXTS } from '@/config/admin-texts';
import { adminPagePaths } from '@/config/admin-page-paths';
import { ApiError } from '@/lib/api-client';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useDeleteVenture, useSaveVenture } from '../api/venture-writes';
import {
  EMPTY_VENTURE_FORM,
  ventureFieldLabel,
  ventureFormFromDraft,
  ventureFormPathOf,
  ventureFormSchema,
  ventureToFormValues,
  type VentureFormValues,
} from '../utils/venture-form-values';
import { VentureFormFields } from './venture-form-fields';
import { ActivityLink } from '@/components/admin/activity-link';

const ADD_DRAFT_KEY = 'draft:admin-venture-add';
const editDraftKey = (ventureId: string) => `draft:admin-venture:${ventureId}`;

/**
 * A venture's details (Add venture, or the top of its page): every field of the core schema, a
 * draft of what is typed, a guard on leaving with unsaved changes, the server's refusals on their
 * fields. Deleting asks first, saying how many plots stay, unlinked.
 */
export function VentureForm({ venture, regions, plotCount }: { venture: Venture | null; regions: Region[]; plotCount: number | null }) {
  const id = useId();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const save = useSaveVenture();
  const deleteVenture = useDeleteVenture();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const adding = venture === null;

  const form = useSchemaForm<VentureFormValues, VentureData>({
    schema: ventureFormSchema,
    defaultValues: venture ? ventureToFormValues(venture) : EMPTY_VENTURE_FORM,
  });
  const draft = useFormDraft(form, { key: venture ? editDraftKey(venture.id) : ADD_DRAFT_KEY, read: ventureFormFromDraft });
  useLeaveGuard(form.isDirty, { message: VENTURE_TEXTS.confirmLeave, title: 'Leave without saving?', confirmLabel: 'Leave' });
  const send = useSubmitState(form, {
    submit: (data) => save(data, venture?.id),
    onSuccess: (saved) => {
      toast.success(adding ? VENTURE_TEXTS.added : VENTURE_TEXTS.updated, { id: 'venture-saved' });
      if (adding) navigate(adminPagePaths.venture.href(saved.id), { replace: true });
      else form.resetTo(ventureToFormValues(saved));
    },
    onError: () => {
      requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' }));
    },
    feedback: 'banner',
    fieldErrorsMessage: VENTURE_TEXTS.fixFields,
    failureMessage: (error) => `${error instanceof ApiError && error.message ? error.message : VENTURE_TEXTS.saveFailed}. ${VENTURE_TEXTS.changesKept}`,
    fieldOf: ventureFormPathOf,
    labelOf: ventureFieldLabel,
    invalidMessage: messageKey('fixFormErrors'),
  });

  const remove = async () => {
    if (!venture) return;
    const sure = await confirm(VENTURE_TEXTS.confirmDelete(plotCount), { title: `Delete “${venture.name}”?`, confirmLabel: 'Delete venture' });
    if (!sure) return;
    setDeleting(true);
    try {
      const { unlinkedPlots } = await deleteVenture(venture.id);
      // Nothing of it is left to guard or keep.
      form.resetTo(form.values());
      toast.success(unlinkedPlots > 0 ? VENTURE_TEXTS.deletedUnlinked(unlinkedPlots) : VENTURE_TEXTS.deleted, { id: 'venture-deleted' });
      navigate(adminPagePaths.ventures.href());
    } catch {
      toast.error(VENTURE_TEXTS.deleteFailed, { id: VENTURE_TEXTS.deleteFailed });
      setDeleting(false);
    }
  };

  return (
    <form noValidate aria-label={adding ? 'Add venture' : 'Venture details'} onSubmit={send.onSubmit} className="flex flex-col gap-5">
      <FormBanner ref={bannerRef} banner={send.banner} />
      {draft.restored ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>Your unsaved changes from earlier in this tab are back.</span>
          <Button variant="ghost" onClick={draft.discard}>
            Discard them
          </Button>
        </div>
      ) : null}
      <VentureFormFields id={id} form={form} regions={regions} busy={send.submitting || deleting} onUploadingChange={setUploading} />
      {venture ? <ActivityLink kind="venture" itemId={venture.id} title={venture.name} /> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {uploading ? (
          <p className="mr-auto text-sm text-slate-600" aria-live="polite">
            Waiting for the photo uploads…
          </p>
        ) : null}
        {venture ? (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => void remove()} disabled={deleting || send.submitting}>
            {deleting ? 'Deleting…' : 'Delete venture'}
          </Button>
        ) : null}
        <SubmitButton
          busy={send.submitting}
          disabled={uploading || deleting}
          label={adding ? 'Add venture' : 'Save venture'}
          busyLabel={adding ? 'Adding venture…' : 'Saving venture…'}
          className="min-w-40"
        />
      </div>
    </form>
  );
}
