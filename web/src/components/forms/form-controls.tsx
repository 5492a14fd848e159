import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { fieldControlClass, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { FormBinding } from '@/lib/use-server-form';

/** A labelled control bound to a field of a form made with useServerForm: registration, error, hint and required mark. */
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
