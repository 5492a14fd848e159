import { VISIT_SLOTS } from '@core/constants';
import { boardStatus, LEAD_STATUS_TITLES, LEAD_STATUSES } from '@core/lead-status';
import { leadWorkFormSchema, type Lead, type LeadUpdate, type LeadWorkFormInput } from '@core/schemas/lead';
import { VISIT_SLOT_LABELS, visitOf } from '@core/visit-date';
import { useEffect } from 'react';
import { SelectField, TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { Options } from '@/components/forms/options';
import { LEAD_TEXTS } from '@/config/admin-texts';
import { useSiteDay } from '@/hooks/use-site-day';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useSaveLeadWork } from '../api/lead-detail-writes';

/** The form's values for a lead as stored: blanks for none, an unknown status as New. */
function leadWorkValues(lead: Lead): LeadWorkFormInput {
  const visit = visitOf(lead.details);
  return {
    status: boardStatus(lead.status),
    followUpDate: lead.followUpDate ?? '',
    assignedTo: lead.assignedTo ?? '',
    visitDate: visit?.date ?? '',
    visitSlot: visit?.slot ?? '',
  };
}

/** The server names the visit as a whole or its parts; the form has a date and a slot. */
function fieldOf(serverPath: string): keyof LeadWorkFormInput | null {
  if (serverPath === 'visit' || serverPath === 'visit.date') return 'visitDate';
  if (serverPath === 'visit.slot') return 'visitSlot';
  return ['status', 'followUpDate', 'assignedTo'].includes(serverPath) ? (serverPath as keyof LeadWorkFormInput) : null;
}

/**
 * Working a lead: its status, the day to call back, who looks after it and the site visit, saved
 * together (the server records each value that changed, with who and when). What is typed is
 * kept as a draft per lead until it is saved.
 */
export function LeadWorkForm({ lead, admins }: { lead: Lead; admins: { id: string; email: string }[] }) {
  const save = useSaveLeadWork(lead.id);
  const saved = leadWorkValues(lead);
  // Today in Amaravati, set in the browser (follow-ups and visits cannot be in the past).
  const today = useSiteDay();

  const work = useSchemaForm<LeadWorkFormInput, LeadUpdate>({ schema: leadWorkFormSchema, defaultValues: saved });
  const draft = useFormDraft(work, { key: `draft:lead-work:${lead.id}` });
  const send = useSubmitState(work, {
    submit: save,
    onSuccess: (updated) => {
      toast.success(LEAD_TEXTS.updated);
      work.resetTo(leadWorkValues(updated));
    },
    fieldOf,
    failureMessage: LEAD_TEXTS.saveFailed,
  });

  // A colleague's change (or a move on the board) arrives with the lead: show it unless something
  // is being typed. Runs when the stored lead changes (isDirty and resetTo last the form's life).
  const savedKey = JSON.stringify(saved);
  const { isDirty, resetTo } = work;
  useEffect(() => {
    if (!isDirty()) resetTo(JSON.parse(savedKey) as LeadWorkFormInput);
  }, [savedKey, isDirty, resetTo]);

  const assigneeKnown = !lead.assignedTo || admins.some((admin) => admin.id === lead.assignedTo);
  return (
    <form noValidate onSubmit={send.onSubmit} aria-labelledby="lead-work-heading" className="space-y-4">
      <h2 id="lead-work-heading" className="text-lg font-semibold text-slate-900">
        Work on this lead
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={work} name="status" id="lead-status" label="Status" marked={false}>
          <Options values={LEAD_STATUSES} labels={LEAD_STATUS_TITLES} />
        </SelectField>
        <SelectField form={work} name="assignedTo" id="lead-assignee" label="Assigned to" marked={false}>
          <option value="">Nobody</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.email}
            </option>
          ))}
          {assigneeKnown ? null : <option value={lead.assignedTo ?? ''}>A removed admin</option>}
        </SelectField>
        <TextField form={work} name="followUpDate" id="lead-follow-up" label="Follow-up date" type="date" min={today} marked={false} hint="The board marks the lead when this day has passed. Leave empty for none." />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Site visit</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={work} name="visitDate" id="lead-visit-date" label="Day" type="date" min={today} marked={false} />
          <SelectField form={work} name="visitSlot" id="lead-visit-slot" label="Time of day" marked={false}>
            <option value="">No visit</option>
            <Options values={VISIT_SLOTS} labels={VISIT_SLOT_LABELS} />
          </SelectField>
        </div>
        <p className="mt-2 text-sm text-slate-600">To cancel the visit, empty the day and pick “No visit”.</p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={send.submitting} label="Save changes" busyLabel="Saving…" />
        {draft.restored ? <span className="text-sm text-slate-600">Unsaved changes from before were restored.</span> : null}
      </div>
    </form>
  );
}
