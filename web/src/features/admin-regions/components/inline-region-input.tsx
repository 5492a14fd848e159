import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { REGION_TEXTS } from '@/config/admin-texts';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { toast } from '@/lib/toast';
import type { Parsed } from '../utils/region-values';
import { useMessageText } from '@/i18n/message-text';

/**
 * One inline-edited value (docs/product.md §5): saved when the input loses focus, and only when the value
 * changed. Enter saves, Escape puts the saved value back. A value that cannot be saved stays in
 * the box with the reason beside it, so nothing typed is lost; leaving the box again retries.
 */
export function InlineRegionInput<T extends string | number>({
  label,
  saved,
  parse,
  onSave,
  failureMessage,
  kind,
  focusOnMount = false,
  lang,
  placeholder,
  className = '',
}: {
  label: string;
  saved: T;
  parse: (text: string) => Parsed<T>;
  /** Resolves when stored; throws when the server said no (the caller toasts). */
  onSave: (value: T) => Promise<void>;
  failureMessage: string;
  kind: 'name' | 'price';
  focusOnMount?: boolean;
  /** The language of the text typed (lang="te" for the Telugu name). */
  lang?: string;
  placeholder?: string;
  className?: string;
}) {
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const message = useMessageText();

  useEffect(() => {
    if (!focusOnMount) return;
    input.current?.focus();
    input.current?.select();
  }, [focusOnMount]);

  const commit = async () => {
    if (draft === null || saving) return;
    const parsed = parse(draft);
    if (!parsed.ok) {
      setError(message(parsed.message));
      toast.error(failureMessage, { id: failureMessage });
      return;
    }
    if (parsed.value === saved) {
      setDraft(null);
      setError('');
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.value);
      setDraft(null);
      setError('');
    } catch (failure) {
      // The box is the one input: whatever field the server names, its message goes here.
      const { shown } = applyServerErrors(failure, () => 'value', (_box, message) => setError(message));
      if (shown.length === 0) setError(REGION_TEXTS.notSaved(failure instanceof Error ? failure.message : ''));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
      setError('');
    }
  };

  const invalid = Boolean(error);
  return (
    <div className={className}>
      <div className="relative">
        {kind === 'price' ? (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-sm text-slate-500">
            ₹
          </span>
        ) : null}
        <input
          ref={input}
          type="text"
          inputMode={kind === 'price' ? 'decimal' : 'text'}
          autoComplete="off"
          aria-label={label}
          lang={lang}
          placeholder={placeholder}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          aria-busy={saving || undefined}
          readOnly={saving}
          value={draft ?? String(saved)}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError('');
          }}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
          className={`block h-10 w-full rounded-md border bg-white text-sm text-slate-900 tabular-nums shadow-xs transition-colors focus:ring-2 focus:outline-none ${
            kind === 'price' ? `${saving ? 'pr-7' : 'pr-2'} pl-6 text-right` : `${saving ? 'pr-7' : 'pr-2.5'} pl-2.5 font-medium placeholder:font-normal placeholder:text-slate-500`
          } ${
            invalid
              ? 'border-red-600 focus:ring-red-200'
              : draft !== null
                ? 'border-amber-400 focus:border-brand-600 focus:ring-brand-100'
                : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
          } ${saving ? 'opacity-70' : ''}`}
        />
        {saving ? (
          <span
            aria-hidden="true"
            className="absolute top-1/2 right-2 h-3.5 w-3.5 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
          />
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
