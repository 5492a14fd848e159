import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormBinding } from '@/lib/forms/use-schema-form';
import { PasswordField } from './form-controls';

/** A new password and its confirmation (reset link, change password): the same two boxes and rules everywhere. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names,
  ids,
  labels,
  hint,
}: {
  form: FormBinding<T>;
  names: { password: NoInfer<FieldPath<T>>; confirm: NoInfer<FieldPath<T>> };
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  hint?: string;
}) {
  return (
    <>
      <PasswordField form={form} name={names.password} id={ids.password} label={labels.password} required hint={hint} autoComplete="new-password" />
      <PasswordField form={form} name={names.confirm} id={ids.confirm} label={labels.confirm} required autoComplete="new-password" />
    </>
  );
}
