import type { ReactNode, Ref } from 'react';
import { useT } from '@/i18n/use-language';
import { SolidIcon } from './solid-icon';

/** The attributes that tie a control to its label and its error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export function fieldControlClass(invalid: boolean, extra = ''): string {
  return `block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 shadow-sm transition-colors focus:outline-none focus:ring-2 ${
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
  } ${extra}`;
}

/** The attribute that points a control at its hint and error, when it has them (their ids follow from its own). */
export function describedByOf(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** After a field's label: the required star, or '(optional)'; nothing for an unmarked field. */
export function RequiredMark({ required, marked }: { required: boolean; marked: boolean }) {
  const t = useT('parts').forms;
  if (!marked) return null;
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  ) : (
    <>
      {' '}
      <span className="font-normal text-slate-500">{t.optional}</span>
    </>
  );
}

/** A field's hint and error under its control, with the ids `describedByOf` points at. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1 text-sm font-medium text-red-700">
          <SolidIcon className="mt-0.5 h-4 w-4 shrink-0" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled form control with its hint and error. The control is rendered by the caller (input,
 * textarea, select) from the props handed over, so react-hook-form's `register` stays in the form.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  marked = true,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Show the required star or '(optional)'. A form whose every field is required (sign-in) goes without. */
  marked?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        <RequiredMark required={required} marked={marked} />
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedByOf(id, error, hint), 'aria-required': required || undefined })}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * The honeypot of public forms (docs/security.md): off-screen, out of the tab order and hidden from
 * assistive technology, so only bots fill it. Uncontrolled: the form reads it through the ref.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  const t = useT('parts').forms;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t.honeypot}
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
