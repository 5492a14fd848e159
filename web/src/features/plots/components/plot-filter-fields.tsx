import { ROAD_FACINGS } from '@core/constants';
import { useId } from 'react';
import type { PlotFilterValues } from '@/lib/plot-filters';

const INPUT =
  'block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'available', label: 'Available' },
  { value: 'sold', label: 'Sold' },
] as const;

type BoundKey = 'priceMin' | 'priceMax' | 'areaMin' | 'areaMax';

/** One side of a min/max pair: the visible legend names the pair, the hidden label this side. */
function BoundInput(props: {
  id: string;
  name: BoundKey;
  label: string;
  inputMode: 'decimal' | 'numeric';
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        className={INPUT}
      />
    </div>
  );
}

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
          <BoundInput
            id={`${id}-price-min`}
            name="priceMin"
            label="Minimum price in lakhs"
            inputMode="decimal"
            placeholder="Min"
            value={values.priceMin}
            onChange={(value) => set('priceMin', value)}
          />
          <BoundInput
            id={`${id}-price-max`}
            name="priceMax"
            label="Maximum price in lakhs"
            inputMode="decimal"
            placeholder="Max"
            value={values.priceMax}
            onChange={(value) => set('priceMax', value)}
          />
        </div>
        <p className="mt-1 text-xs text-slate-500">25 = ₹25 lakh · 100 = ₹1 crore</p>
      </fieldset>

      <fieldset className={`${pair} ${layout === 'grid' ? 'sm:col-span-2' : ''}`}>
        <legend className={LABEL}>Area (sq.ft)</legend>
        <div className="grid grid-cols-2 gap-3">
          <BoundInput
            id={`${id}-area-min`}
            name="areaMin"
            label="Minimum area in square feet"
            inputMode="numeric"
            placeholder="Min"
            value={values.areaMin}
            onChange={(value) => set('areaMin', value)}
          />
          <BoundInput
            id={`${id}-area-max`}
            name="areaMax"
            label="Maximum area in square feet"
            inputMode="numeric"
            placeholder="Max"
            value={values.areaMax}
            onChange={(value) => set('areaMax', value)}
          />
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
