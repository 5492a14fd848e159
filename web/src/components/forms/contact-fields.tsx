import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormBinding } from '@/lib/use-server-form';
import { TextField } from './form-controls';

interface ContactValues extends FieldValues {
  name: string;
  phone: string;
  email: string;
}

/**
 * Name, Phone Number and Email: how a visitor is called back, the same in every public form
 * (contact, sell enquiry). Ids are `${idPrefix}-name`, `-phone`, `-email`. Phone and email sit
 * side by side on wide screens when `columns` is set.
 */
export function ContactFields<T extends ContactValues>({ form, idPrefix, columns = false }: { form: FormBinding<T>; idPrefix: string; columns?: boolean }) {
  const name = (field: keyof ContactValues & string) => field as FieldPath<T>;
  return (
    <>
      <TextField form={form} name={name('name')} id={`${idPrefix}-name`} label="Name" required autoComplete="name" />
      <div className={columns ? 'grid gap-5 sm:grid-cols-2' : 'space-y-5'}>
        <TextField
          form={form}
          name={name('phone')}
          id={`${idPrefix}-phone`}
          label="Phone Number"
          required
          hint="10-digit mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          form={form}
          name={name('email')}
          id={`${idPrefix}-email`}
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
    </>
  );
}
