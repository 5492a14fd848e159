import type { LayoutShape } from '@core/schemas/venture';
import { memo } from 'react';
import { AREA_KIND_LABELS } from '../utils/shape-style';

/**
 * The layout's named areas (roads, parks, amenities…) as a list to select them by keyboard, as the
 * plots table does the plots: a selected area is renamed, made a plot again or deleted above.
 */
export const AreasList = memo(function AreasList({ shapes, selected, onSelect }: { shapes: readonly LayoutShape[]; selected: ReadonlySet<string>; onSelect: (id: string, on: boolean) => void }) {
  const areas = shapes.filter((shape) => shape.kind !== 'plot');
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="layout-areas-heading" className="flex flex-col gap-2">
      <h4 id="layout-areas-heading" className="text-base font-semibold text-slate-900">
        Areas (not for sale)
      </h4>
      <ul className="flex flex-wrap gap-2">
        {areas.map((area, index) => {
          const name = area.label || `Area ${index + 1}`;
          const kind = area.kind === 'plot' ? '' : AREA_KIND_LABELS[area.kind];
          return (
            <li key={area.id}>
              <label className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm ${selected.has(area.id) ? 'border-brand-700 bg-amber-50' : 'border-slate-300 bg-white'}`}>
                <input type="checkbox" checked={selected.has(area.id)} onChange={(event) => onSelect(area.id, event.target.checked)} className="h-5 w-5 accent-brand-700" />
                <span>
                  {name} <span className="text-slate-600">({kind})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
