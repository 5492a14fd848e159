import { LEAD_NOTE_MAX_LENGTH } from '@core/constants';
import { leadNoteSchema } from '@core/schemas/lead';
import { TextAreaField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from '@/lib/toast';
import { useServerForm } from '@/lib/use-server-form';
import { useAddLeadNote } from '../api/lead-detail-writes';

interface NoteInput {
  text: string;
}

/** Adding a note: what the caller said, kept forever under the admin's name. The words typed are kept as a draft until sent. */
export function LeadNoteForm({ leadId, onUnauthorized }: { leadId: string; onUnauthorized: () => void }) {
  const addNote = useAddLeadNote(leadId);
  const note = useServerForm<NoteInput, NoteInput>({
    schema: leadNoteSchema,
    defaultValues: { text: '' },
    draft: { key: `draft:lead-note:${leadId}` },
    submit: ({ text }) => addNote(text),
    onSuccess: () => {
      toast.success('Note added');
      note.resetTo({ text: '' });
    },
    failureMessage: 'Could not add the note. Please try again.',
    onUnauthorized,
  });
  return (
    <form noValidate onSubmit={note.onSubmit} aria-labelledby="lead-note-heading" className="space-y-3">
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
      <SubmitButton busy={note.isSubmitting} label="Add note" busyLabel="Adding…" />
    </form>
  );
}
