import { siteDay } from '@core/dates';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_NOTE_MAX, ENCUMBRANCE_YEARS_MAX, type DocumentKind } from '@core/document-checks';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { tickedDay, type DocumentChecksFormValues } from '@/lib/document-checks-form';
import type { SchemaForm } from '@/lib/forms/use-schema-form';
import { TextAreaField, TextField } from './form-controls';

/** A form that holds the group under `documents` (the plot form, the venture form). */
type WithDocuments = FieldValues & { documents: DocumentChecksFormValues };

/**
 * "Documents we checked" in the back office (docs/product.md §2.19, §2.19a): a box per kind; a box
 * ticked shows its `Checked on` day (today when first ticked, never after today), the EC its
 * `Years the EC covers`; and a note. Each kind is a group named by its box, so a screen reader says
 * which document a day belongs to. The inputs are the form's own (registered, their messages
 * beside them, the cursor put on the first wrong one).
 */
export function DocumentChecksFields<T extends WithDocuments, O>({ id, form, hint }: { id: string; form: SchemaForm<T, O>; hint: string }) {
  const { control } = form.form;
  // The paths of the group: checked against the form's shape by the type above, named here as text.
  const path = (name: string) => `documents.${name}` as FieldPath<T>;
  const kinds = useWatch({ control, name: path('kinds') }) as DocumentChecksFormValues['kinds'];
  const today = siteDay(new Date());

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" aria-describedby={`${id}-documents-hint`}>
      <legend className="px-1 text-sm font-semibold text-slate-800">Documents we checked</legend>
      <p id={`${id}-documents-hint`} className="mb-3 text-xs text-slate-500">
        {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {DOCUMENT_KINDS.map((kind) => (
          <DocumentKindRow key={kind} id={`${id}-documents-${kind}`} kind={kind} ticked={kinds[kind].ticked} today={today} form={form} path={path} />
        ))}
      </div>
      <div className="mt-4">
        <TextAreaField
          form={form}
          name={path('note')}
          id={`${id}-documents-note`}
          label="Note on the documents"
          hint="Shown on the plot page as written, e.g. “EC from 1996: no loans or charges.”"
          rows={3}
          maxLength={DOCUMENT_NOTE_MAX}
        />
      </div>
    </fieldset>
  );
}

/** One kind: its box, then (ticked) the day it was checked and, for the EC, its years. */
function DocumentKindRow<T extends WithDocuments, O>({
  id,
  kind,
  ticked,
  today,
  form,
  path,
}: {
  id: string;
  kind: DocumentKind;
  ticked: boolean;
  today: string;
  form: SchemaForm<T, O>;
  path: (name: string) => FieldPath<T>;
}) {
  const { getValues, setValue } = form.form;
  const labelId = `${id}-label`;
  const box = form.field(path(`kinds.${kind}.ticked`));
  const day = path(`kinds.${kind}.day`);
  return (
    <div role="group" aria-labelledby={labelId} className={`rounded-lg border px-3 py-2 ${ticked ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200'}`}>
      <label id={labelId} htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          {...box}
          id={id}
          className="h-5 w-5 shrink-0 accent-brand-700"
          onChange={(event) => {
            void box.onChange(event);
            // Ticked for the first time: checked today, until the admin says another day.
            if (event.target.checked) setValue(day, tickedDay(getValues(day) as string) as never, { shouldDirty: true });
          }}
        />
        {DOCUMENT_KIND_LABELS[kind]}
      </label>
      {ticked ? (
        <div className="mt-1 grid gap-3 pb-1">
          <TextField form={form} name={day} id={`${id}-day`} label="Checked on" type="date" max={today} marked={false} />
          {kind === 'encumbrance' ? (
            <TextField
              form={form}
              name={path('encumbranceYears')}
              id={`${id}-years`}
              label="Years the EC covers"
              inputMode="numeric"
              marked={false}
              hint={`A whole number from 1 to ${ENCUMBRANCE_YEARS_MAX}, e.g. 30`}
              autoComplete="off"
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
