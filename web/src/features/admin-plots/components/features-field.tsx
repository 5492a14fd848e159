import { useId, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/layout/layout-icons';
import { fieldControlClass } from '@/components/ui/form-field';

/** Longest feature and most features the core schema accepts. */
const MAX_FEATURE_LENGTH = 80;
const MAX_FEATURES = 30;

/** Features added through a text box and an Add button (empty ignored), each removable on its own. */
export function FeaturesField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (features: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');

  const add = () => {
    const feature = text.trim().replace(/\s+/g, ' ');
    if (!feature) return;
    if (value.some((existing) => existing.toLowerCase() === feature.toLowerCase())) {
      setNote(`'${feature}' is already in the list.`);
      setText('');
      return;
    }
    if (value.length >= MAX_FEATURES) {
      setNote(`A plot can have at most ${MAX_FEATURES} features.`);
      return;
    }
    onChange([...value, feature]);
    setText('');
    setNote('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the feature instead of submitting the whole plot.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">
        Features <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          New feature
        </label>
        <input
          id={`${id}-new`}
          type="text"
          value={text}
          maxLength={MAX_FEATURE_LENGTH}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setNote('');
          }}
          onKeyDown={onKeyDown}
          placeholder="e.g. Corner plot, Gated community"
          className={fieldControlClass(Boolean(error))}
        />
        <button
          type="button"
          onClick={add}
          disabled={disabled}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          Add
        </button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs text-slate-500">
        {note}
      </p>
      {value.length > 0 ? (
        <ul aria-label="Features added" className="mt-1 flex flex-wrap gap-2">
          {value.map((feature) => (
            <li key={feature} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800 ring-1 ring-brand-100">
              <span>{feature}</span>
              <button
                type="button"
                aria-label={`Remove ${feature}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((existing) => existing !== feature))}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                <CloseIcon className="h-4 w-4" strokeWidth={2.5} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No features added yet.</p>
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
