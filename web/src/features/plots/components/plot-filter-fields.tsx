import { ROAD_FACINGS } from '@core/constants';
import { useId } from 'react';
import type { PlotFilterValues } from '../utils/plot-filters';

const INPUT =
  'block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'available', label: 'Available' },
  { value: 'sold', label: 'Sold' },
] as const;

/**
 * The search filters as plain controlled inputs (no form library: this ships on the home page).
 * `layout` picks a wide grid (home) or a single column (listing sidebar).
 */
export function PlotFilterFields({
  values,
  onChange,
  layout = 'grid',
}: {
  values: PlotFilterValues;
  onChange: (values: PlotFilterValues) => void;
  layout?: 'grid' | 'column';
}) {
  const id = useId();
  const set = <K extends keyof PlotFilterValues>(key: K, value: PlotFilterValues[K]) => onChange({ ...values, [key]: value });
  const grid = layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-1';
  const pair = layout === 'grid' ? '' : 'sm:col-span-2 lg:col-span-1';

  return (
    <div className={grid}>
      <div className={layout === 'grid' ? 'sm:col-span-2 lg:col-span-4 xl:col-span-2' : pair}>
        <label htmlFor={`${id}-location`} className={LABEL}>
          Location
        </label>
        <input
          id={`${id}-location`}
          name="location"
          type="text"
          value={values.location}
          onChange={(event) => set('location', event.target.value)}
          placeholder="e.g. Thullur, Mangalagiri"
          autoComplete="off"
          className={INPUT}
        />
      </div>

      <fieldset className={`${pair} ${layout === 'grid' ? 'sm:col-span-2 xl:col-span-2' : ''}`}>
        <legend className={LABEL}>Price (₹ lakhs)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-price-min`} className="sr-only">
              Minimum price in lakhs
            </label>
            <input
              id={`${id}-price-min`}
              name="priceMin"
              type="text"
              inputMode="decimal"
              value={values.priceMin}
              onChange={(event) => set('priceMin', event.target.value)}
              placeholder="Min"
              className={INPUT}
            />
          </div>
          <div>
            <label htmlFor={`${id}-price-max`} className="sr-only">
              Maximum price in lakhs
            </label>
            <input
              id={`${id}-price-max`}
              name="priceMax"
              type="text"
              inputMode="decimal"
              value={values.priceMax}
              onChange={(event) => set('priceMax', event.target.value)}
              placeholder="Max"
              className={INPUT}
            />
          </div>
        </div>
        <p className="mt-1 text-xs text-slate-500">25 = ₹25 lakh · 100 = ₹1 crore</p>
      </fieldset>

      <fieldset className={`${pair} ${layout === 'grid' ? 'sm:col-span-2' : ''}`}>
        <legend className={LABEL}>Area (sq.ft)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-area-min`} className="sr-only">
              Minimum area in square feet
            </label>
            <input
              id={`${id}-area-min`}
              name="areaMin"
              type="text"
              inputMode="numeric"
              value={values.areaMin}
              onChange={(event) => set('areaMin', event.target.value)}
              placeholder="Min"
              className={INPUT}
            />
          </div>
          <div>
            <label htmlFor={`${id}-area-max`} className="sr-only">
              Maximum area in square feet
            </label>
            <input
              id={`${id}-area-max`}
              name="areaMax"
              type="text"
              inputMode="numeric"
              value={values.areaMax}
              onChange={(event) => set('areaMax', event.target.value)}
              placeholder="Max"
              className={INPUT}
            />
          </div>
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-status`} className={LABEL}>
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          value={values.status}
          onChange={(event) => set('status', event.target.value as PlotFilterValues['status'])}
          className={INPUT}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-facing`} className={LABEL}>
          Road Facing
        </label>
        <select
          id={`${id}-facing`}
          name="roadFacing"
          value={values.roadFacing}
          onChange={(event) => set('roadFacing', event.target.value as PlotFilterValues['roadFacing'])}
          className={INPUT}
        >
          <option value="any">Any</option>
          {ROAD_FACINGS.map((facing) => (
            <option key={facing} value={facing}>
              {facing}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
