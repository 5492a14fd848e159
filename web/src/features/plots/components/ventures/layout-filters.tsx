import type { AreaUnit, RoadFacing } from '@core/constants';
import { useId } from 'react';
import { FilterSelect } from '@/components/forms/filter-controls';
import { areaUnitWords } from '@/i18n/formats';
import { useLanguage, useT } from '@/i18n/use-language';

/** The highlight filters as typed: the area bounds are text in the visitor's area unit. */
export interface LayoutFilterValues {
  availableOnly: boolean;
  areaMin: string;
  areaMax: string;
  facing: RoadFacing | '';
}

export const EMPTY_LAYOUT_FILTER_VALUES: LayoutFilterValues = { availableOnly: false, areaMin: '', areaMax: '', facing: '' };

const INPUT =
  'block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/**
 * 'Highlight plots': available only, a size range (in the area unit the visitor reads), a facing.
 * The plots left out are dimmed on the plan, never removed (their links stay for screen readers);
 * how many match is said politely as it changes.
 */
export function LayoutFilters({
  values,
  onChange,
  facings,
  unit,
  matching,
  total,
  active,
}: {
  values: LayoutFilterValues;
  onChange: (values: LayoutFilterValues) => void;
  facings: readonly RoadFacing[];
  unit: AreaUnit;
  matching: number;
  total: number;
  active: boolean;
}) {
  const id = useId();
  const language = useLanguage();
  const t = useT('ventures').filters;
  const facingWords = useT('parts').plot.facings;
  const unitWord = areaUnitWords(language)[unit].short;
  const set = (change: Partial<LayoutFilterValues>) => onChange({ ...values, ...change });
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4" data-testid="layout-filters">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t.heading}</legend>
      {/* Two columns at every width: the filters sit under the plan on a phone and beside it on a wide screen. */}
      <div className="grid grid-cols-2 items-end gap-3">
        <div className="col-span-2 flex items-center justify-between gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" checked={values.availableOnly} onChange={(event) => set({ availableOnly: event.target.checked })} className="h-5 w-5 accent-brand-700" />
            {t.availableOnly}
          </label>
          <button
            type="button"
            onClick={() => onChange(EMPTY_LAYOUT_FILTER_VALUES)}
            disabled={!active}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            {t.clear}
          </button>
        </div>
        {(['areaMin', 'areaMax'] as const).map((bound) => (
          <div key={bound}>
            <label htmlFor={`${id}-${bound}`} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t[bound](unitWord)}
            </label>
            <input
              id={`${id}-${bound}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values[bound]}
              onChange={(event) => set({ [bound]: event.target.value })}
              className={INPUT}
            />
          </div>
        ))}
        <FilterSelect id={`${id}-facing`} name="facing" label={t.facing} value={values.facing} onChange={(facing) => set({ facing: facing as RoadFacing | '' })} className="col-span-2">
          <option value="">{t.anyFacing}</option>
          {facings.map((facing) => (
            <option key={facing} value={facing}>
              {facingWords[facing]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600">
        {active ? t.matching(matching, total) : ''}
      </p>
    </fieldset>
  );
}
