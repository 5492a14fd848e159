import { useId, useState } from 'react';
import { FilterText, PlotRangeFields, PlotStatusFilter } from '@/components/forms/filter-controls';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { adminFiltersToQuery, type AdminPlotFilters } from '../utils/admin-plot-filters';

/** Below this width the panel starts folded, so the plots are on the first screen of a phone. */
const WIDE_QUERY = '(min-width: 640px)';

/** The admin filter panel (docs/product.md §5): the list follows what is typed; 'Clear Filters' resets it. */
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
  const set = (key: string, value: string) => onChange({ ...filters, [key]: value });
  const wide = useMediaQuery(WIDE_QUERY);
  // Only the width it opened at counts: turning a phone keeps the panel as the admin left it.
  const [expanded, setExpanded] = useState(wide);
  const active = Object.values(adminFiltersToQuery(filters)).filter((value) => value !== undefined).length;

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
        <FilterText
          id={`${id}-location`}
          name="location"
          label="Location"
          type="search"
          value={filters.location}
          onChange={(value) => set('location', value)}
          placeholder="e.g. Thullur"
        />
        <PlotRangeFields
          id={`${id}-price`}
          kind="price"
          values={filters}
          onChange={set}
        />
        <PlotRangeFields
          id={`${id}-area`}
          kind="area"
          values={filters}
          onChange={set}
        />
        <PlotStatusFilter id={`${id}-status`} value={filters.status} onChange={(value) => set('status', value)} />
      </div>
    </section>
  );
}
