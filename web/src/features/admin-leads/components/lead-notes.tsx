import { LEAD_NOTE_MAX_LENGTH } from '@core/constants';
import { leadNoteSchema } from '@core/schemas/lead';
import { TextAreaField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { LEAD_TEXTS } from '@/config/admin-texts';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useAddLeadNote } from '../api/lead-detail-writes';

interface NoteInput {
  text: string;
}

/** Adding a note: what the caller said, kept forever under the admin's name. The words typed are kept as a draft until sent. */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const addNote = useAddLeadNote(leadId);
  const note = useSchemaForm<NoteInput, NoteInput>({ schema: leadNoteSchema, defaultValues: { text: '' } });
  useFormDraft(note, { key: `draft:lead-note:${leadId}` });
  const send = useSubmitState(note, {
    submit: ({ text }) => addNote(text),
    onSuccess: () => {
      toast.success(LEAD_TEXTS.noteAdded);
      note.resetTo({ text: '' });
    },
    failureMessage: LEAD_TEXTS.noteFailed,
  });
  return (
    <form noValidate onSubmit={send.onSubmit} aria-labelledby="lead-note-heading" className="space-y-3">
      <h2 id="lead-note-heading" className="text-lg font-semibold text-slate-900">
        Add a note
      </h2>
      <TextAreaField
        form={note}
        name="text"
        id="lead-note"
        label="Note"
        rows={3}
        maxLength={LEAD_NOTE_MAX_LENGTH}
        marked={false}
        hint="What was said, what comes next. Notes cannot be edited or deleted."
      />
      <SubmitButton busy={send.submitting} label="Add note" busyLabel="Adding…" />
    </form>
  );
}
