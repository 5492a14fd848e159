import { SolidIcon } from './solid-icon';

/**
 * A search box with its magnifier and a label for screen readers only (the placeholder says what
 * it searches). The list it filters follows what is typed; the caller keeps the text.
 */
export function SearchInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  pill = false,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Rounded ends (a page's main search) rather than the form-field corners. */
  pill?: boolean;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SolidIcon className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={`block min-h-12 w-full border border-slate-300 bg-white py-2 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
          pill ? 'rounded-full pr-4' : 'rounded-lg pr-3'
        }`}
      />
    </div>
  );
}
