import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormBinding } from '@/lib/forms/use-schema-form';
import { useT } from '@/i18n/use-language';
import { TextField } from './form-controls';

interface ContactValues extends FieldValues {
  name: string;
  phone: string;
  email: string;
}

/** How each box asks: the phone keypad for the number, the address keyboard (no capitals) for the email. */
const PHONE = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;
const EMAIL = { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false } as const;

/**
 * Name, Phone Number and Email: how a visitor is called back, the same in every public form
 * (contact, sell enquiry). Ids are `${idPrefix}-name`, `-phone`, `-email`. Phone and email sit
 * side by side on wide screens when `columns` is set.
 */
export function ContactFields<T extends ContactValues>({ form, idPrefix, columns = false }: { form: FormBinding<T>; idPrefix: string; columns?: boolean }) {
  const name = (field: keyof ContactValues & string) => field as FieldPath<T>;
  const t = useT('parts').forms;
  return (
    <>
      <TextField form={form} name={name('name')} id={`${idPrefix}-name`} label={t.name} required autoComplete="name" />
      <div className={columns ? 'grid gap-5 sm:grid-cols-2' : 'space-y-5'}>
        <TextField form={form} name={name('phone')} id={`${idPrefix}-phone`} label={t.phone} hint={t.phoneHint} required {...PHONE} />
        <TextField form={form} name={name('email')} id={`${idPrefix}-email`} label={t.email} required {...EMAIL} />
      </div>
    </>
  );
}
