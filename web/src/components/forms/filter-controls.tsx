import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-language';
import { STATUS_FILTER_VALUES, type PlotFilterValues } from '@/lib/plot-filters';
import { Options } from './options';

/**
 * Controlled inputs of filter panels (public search and listings, the admin plot list): the list
 * follows what is typed, so there is no form library here (the public search ships on the home page).
 */
const INPUT =
  'block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700';

interface Control {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

export function FilterText({ id, name, label, value, onChange, className = '', type = 'text', placeholder }: Control & { type?: 'text' | 'search'; placeholder: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input id={id} name={name} type={type} value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} autoComplete="off" className={INPUT} />
    </div>
  );
}

export function FilterSelect({ id, name, label, value, onChange, className = '', children }: Control & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={INPUT}>
        {children}
      </select>
    </div>
  );
}

/** A yes-or-no filter: a box with its label and, under it, what it means. */
export function FilterCheckbox({ id, name, label, hint, checked, onChange, className = '' }: Omit<Control, 'value' | 'onChange'> & { hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
        <input id={id} name={name} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} className="h-5 w-5 shrink-0 accent-brand-700" />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

/** The two ranges of the plot filters: price typed in lakhs, area in square feet. */
const RANGES = {
  price: { legend: 'priceLegend', min: { name: 'priceMin', label: 'priceMin' }, max: { name: 'priceMax', label: 'priceMax' }, inputMode: 'decimal' },
  area: { legend: 'areaLegend', min: { name: 'areaMin', label: 'areaMin' }, max: { name: 'areaMax', label: 'areaMax' }, inputMode: 'numeric' },
} as const;

/** A min/max pair under one legend; each box has its own label for screen readers. */
export function PlotRangeFields({
  id,
  kind,
  values,
  onChange,
  hint,
  className = '',
}: {
  id: string;
  kind: keyof typeof RANGES;
  values: Pick<PlotFilterValues, 'priceMin' | 'priceMax' | 'areaMin' | 'areaMax'>;
  onChange: (name: string, value: string) => void;
  hint?: string;
  className?: string;
}) {
  const range = RANGES[kind];
  const t = useT('parts').filters;
  return (
    <fieldset className={className}>
      <legend className={LABEL}>{t[range.legend]}</legend>
      <div className="grid grid-cols-2 gap-3">
        {[range.min, range.max].map((bound) => (
          <div key={bound.name}>
            <label htmlFor={`${id}-${bound.name}`} className="sr-only">
              {t[bound.label]}
            </label>
            <input
              id={`${id}-${bound.name}`}
              name={bound.name}
              type="text"
              inputMode={range.inputMode}
              value={values[bound.name]}
              onChange={(event) => onChange(bound.name, event.target.value)}
              placeholder={bound === range.min ? t.min : t.max}
              autoComplete="off"
              className={INPUT}
            />
          </div>
        ))}
      </div>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </fieldset>
  );
}

/** Status: all, or one of the five (available, reserved, booked, sold, not for sale). */
export function PlotStatusFilter({ id, value, onChange }: { id: string; value: PlotFilterValues['status']; onChange: (value: string) => void }) {
  const t = useT('parts').filters;
  return (
    <FilterSelect id={id} name="status" label={t.status} value={value} onChange={onChange}>
      <Options values={STATUS_FILTER_VALUES} labels={t.statuses} />
    </FilterSelect>
  );
}
