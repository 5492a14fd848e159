import { buttonClass } from '@/components/ui/button';

/** A form's submit button: disabled with a spinner and its busy words while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  form,
  className = '',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  /** The id of a form the button sits outside of (a modal's footer). */
  form?: string;
  className?: string;
}) {
  return (
    <button type="submit" form={form} disabled={busy || disabled} aria-busy={busy} className={buttonClass('primary', className)}>
      {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
