import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldControlClass } from '@/components/ui/form-field';
import { adminFiltersToQuery, type AdminPlotFilters } from '../utils/admin-plot-filters';

const LABEL = 'mb-1 block text-sm font-medium text-slate-700';

/** Below this width the panel starts folded, so the plots are on the first screen of a phone. */
const WIDE_QUERY = '(min-width: 640px)';

/** The admin filter panel (spec §5): the list follows what is typed; 'Clear Filters' resets it. */
export function PlotFilterPanel({
  filters,
  onChange,
  onClear,
}: {
  filters: AdminPlotFilters;
  onChange: (filters: AdminPlotFilters) => void;
  onClear: () => void;
}) {
  const id = useId();
  const set = <K extends keyof AdminPlotFilters>(key: K, value: AdminPlotFilters[K]) => onChange({ ...filters, [key]: value });
  const input = fieldControlClass(false, 'h-11');
  const [expanded, setExpanded] = useState(() => window.matchMedia(WIDE_QUERY).matches);
  const active = Object.values(adminFiltersToQuery(filters)).filter((value) => value !== undefined).length;

  const bound = (key: 'priceMin' | 'priceMax' | 'areaMin' | 'areaMax', label: string, placeholder: string, mode: 'decimal' | 'numeric') => (
    <div>
      <label htmlFor={`${id}-${key}`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="text"
        inputMode={mode}
        value={filters[key]}
        onChange={(event) => set(key, event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={input}
      />
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className={`flex items-center justify-between gap-3 ${expanded ? 'mb-3' : 'mb-0 sm:mb-3'}`}>
        <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-fields`}
            onClick={() => setExpanded(!expanded)}
            className="-my-2 -ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 sm:hidden"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`h-4 w-4 transition-transform ${expanded ? 'rotate-90' : ''}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m9 6 6 6-6 6" />
            </svg>
            Filters
            {active > 0 ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {active}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </button>
          <span className="hidden sm:inline">Filters</span>
        </h2>
        <Button variant="ghost" onClick={onClear} className="min-h-10 px-3 text-brand-700">
          Clear Filters
        </Button>
      </div>
      <div
        id={`${id}-fields`}
        className={`${expanded ? 'grid' : 'hidden'} gap-4 sm:grid sm:grid-cols-2 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,0.8fr)]`}
      >
        <div>
          <label htmlFor={`${id}-location`} className={LABEL}>
            Location
          </label>
          <input
            id={`${id}-location`}
            type="search"
            value={filters.location}
            onChange={(event) => set('location', event.target.value)}
            placeholder="e.g. Thullur"
            autoComplete="off"
            className={input}
          />
        </div>
        <fieldset>
          <legend className={LABEL}>Price (₹ lakhs)</legend>
          <div className="grid grid-cols-2 gap-2">
            {bound('priceMin', 'Minimum price in lakhs', 'Min', 'decimal')}
            {bound('priceMax', 'Maximum price in lakhs', 'Max', 'decimal')}
          </div>
        </fieldset>
        <fieldset>
          <legend className={LABEL}>Area (sq.ft)</legend>
          <div className="grid grid-cols-2 gap-2">
            {bound('areaMin', 'Minimum area in square feet', 'Min', 'numeric')}
            {bound('areaMax', 'Maximum area in square feet', 'Max', 'numeric')}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-status`} className={LABEL}>
            Status
          </label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => set('status', event.target.value as AdminPlotFilters['status'])}
            className={input}
          >
            <option value="all">All</option>
            <option value="available">Available</option>
            <option value="sold">Sold</option>
          </select>
        </div>
      </div>
    </section>
  );
}
