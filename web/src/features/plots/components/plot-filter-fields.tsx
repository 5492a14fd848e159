import { ROAD_FACINGS } from '@core/constants';
import { useId } from 'react';
import { FilterCheckbox, FilterSelect, FilterText, PlotRangeFields, PlotStatusFilter } from '@/components/forms/filter-controls';
import { Options } from '@/components/forms/options';
import { useT } from '@/i18n/use-language';
import type { PlotFilterValues } from '@/lib/plot-filters';

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
  const t = useT('plots').filters;
  const facings = useT('parts').plot.facings;
  const set = (key: string, value: string) => onChange({ ...values, [key]: value });
  const wide = layout === 'grid';
  const pair = wide ? '' : 'sm:col-span-2 lg:col-span-1';

  return (
    <div className={wide ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-1'}>
      <FilterText
        id={`${id}-location`}
        name="location"
        label={t.location}
        value={values.location}
        onChange={(value) => set('location', value)}
        placeholder={t.locationPlaceholder}
        className={wide ? 'sm:col-span-2 lg:col-span-4 xl:col-span-2' : pair}
      />
      <PlotRangeFields
        id={`${id}-price`}
        kind="price"
        values={values}
        onChange={set}
        hint={t.priceHint}
        className={`${pair} ${wide ? 'sm:col-span-2 xl:col-span-2' : ''}`}
      />
      <PlotRangeFields
        id={`${id}-area`}
        kind="area"
        values={values}
        onChange={set}
        className={`${pair} ${wide ? 'sm:col-span-2' : ''}`}
      />
      <PlotStatusFilter id={`${id}-status`} value={values.status} onChange={(value) => set('status', value)} />
      <FilterSelect id={`${id}-facing`} name="roadFacing" label={t.roadFacing} value={values.roadFacing} onChange={(value) => set('roadFacing', value)}>
        <option value="any">{t.anyFacing}</option>
        <Options values={ROAD_FACINGS} labels={facings} />
      </FilterSelect>
      <FilterCheckbox
        id={`${id}-documents`}
        name="documents"
        label={t.documentsVerified}
        hint={t.documentsVerifiedHint}
        checked={values.documentsVerified}
        onChange={(checked) => onChange({ ...values, documentsVerified: checked })}
        className={wide ? 'sm:col-span-2 lg:col-span-4' : pair}
      />
    </div>
  );
}
