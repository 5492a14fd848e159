import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { describedByOf, fieldControlClass, FieldNotes, FormField, RequiredMark } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { FormBinding } from '@/lib/forms/use-schema-form';

/** A labelled control bound to a field of a form made with useSchemaForm: registration, error, hint and required mark. */
interface Bound<T extends FieldValues> {
  form: FormBinding<T>;
  // T comes from the form alone: the name is checked against it.
  name: NoInfer<FieldPath<T>>;
  id: string;
  label: string;
  required?: boolean;
  /** The required star or '(optional)' beside the label (see FormField). */
  marked?: boolean;
  hint?: string;
}

type Rest<E> = Omit<E, 'id' | 'name' | 'form' | 'children'>;

export function TextField<T extends FieldValues>({ form, name, id, label, required, marked, hint, className = '', ...input }: Bound<T> & Rest<InputHTMLAttributes<HTMLInputElement>>) {
  const error = form.errorOf(name);
  return (
    <FormField id={id} label={label} required={required} marked={marked} error={error} hint={hint}>
      {(control) => <input type="text" {...input} {...control} {...form.field(name)} className={fieldControlClass(Boolean(error), className)} />}
    </FormField>
  );
}

export function TextAreaField<T extends FieldValues>({ form, name, id, label, required, marked, hint, className = '', ...textarea }: Bound<T> & Rest<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const error = form.errorOf(name);
  return (
    <FormField id={id} label={label} required={required} marked={marked} error={error} hint={hint}>
      {(control) => <textarea {...textarea} {...control} {...form.field(name)} className={fieldControlClass(Boolean(error), className)} />}
    </FormField>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  marked,
  hint,
  children,
  className = '',
  ...select
}: Bound<T> & Rest<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  const error = form.errorOf(name);
  return (
    <FormField id={id} label={label} required={required} marked={marked} error={error} hint={hint}>
      {(control) => (
        <select {...select} {...control} {...form.field(name)} className={fieldControlClass(Boolean(error), className)}>
          {children}
        </select>
      )}
    </FormField>
  );
}

export function PasswordField<T extends FieldValues>({ form, name, id, label, required, marked, hint, ...input }: Bound<T> & Rest<InputHTMLAttributes<HTMLInputElement>>) {
  const error = form.errorOf(name);
  return (
    <FormField id={id} label={label} required={required} marked={marked} error={error} hint={hint}>
      {(control) => <PasswordInput {...input} {...control} {...form.field(name)} invalid={Boolean(error)} />}
    </FormField>
  );
}

export interface RadioOption {
  value: string;
  /** What the choice is; `detail` (e.g. its hours) goes on a second, smaller line. */
  label: string;
  detail?: string;
}

/**
 * A choice of one among a few, as tiles side by side: a `<fieldset role="radiogroup">` named by
 * its legend, native radios (arrow keys move between them, the form focuses the first one when
 * the field is wrong) hidden inside tiles at least 44 px high, the field's hint and error below.
 * `action` sits at the end of the legend's row, inside the group (e.g. a button clearing the
 * choice, shown only while one is picked with the class `group-has-checked/radios:…`).
 */
export function RadioGroupField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  marked = true,
  hint,
  options,
  action,
}: Bound<T> & { options: readonly RadioOption[]; action?: ReactNode }) {
  const error = form.errorOf(name);
  const legendId = `${id}-legend`;
  // A radio's defaultValue would become its value: the first render's value checks one instead
  // (the same on the server and in the browser; a restored draft is applied by the form after).
  const { defaultValue, ...registration } = form.field(name);
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedByOf(id, error, hint)}
      aria-invalid={Boolean(error)}
      aria-required={required || undefined}
      className="group/radios min-w-0"
    >
      {/* Floated, the legend shares its row with the action (a legend must stay the group's first child). */}
      <legend id={legendId} className="float-left mb-1.5 text-sm font-semibold text-slate-800">
        {label}
        <RequiredMark required={required} marked={marked} />
      </legend>
      {action ? <div className="float-right -mt-1.5">{action}</div> : null}
      <div className="clear-both grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border bg-white px-1.5 py-2 text-center text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-1 has-checked:ring-brand-700 has-focus:ring-2 has-focus:ring-brand-600 has-focus:ring-offset-1 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            <input type="radio" {...registration} id={`${id}-${option.value}`} value={option.value} defaultChecked={defaultValue === option.value} className="sr-only" />
            <span>{option.label}</span>
            {option.detail ? (
              <>
                {' '}
                <span className="text-xs font-normal text-slate-600">({option.detail})</span>
              </>
            ) : null}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </fieldset>
  );
}
