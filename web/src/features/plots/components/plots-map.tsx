import type { Plot } from '@core/schemas/plot';
import { useMemo } from 'react';
import { LazyMap } from '@/components/map/lazy-map';
import { plotMapPoints, type MapTiles } from '@/components/map/map-points';
import { useLanguage } from '@/i18n/use-language';

/**
 * The listings' map view: a marker per plot with a location (popup: title, price, link to its
 * page), the plots without one counted, and the same plots as a list of links for those who do
 * not use the map (its text alternative).
 */
export function PlotsMap({ plots, total, tiles }: { plots: readonly Plot[]; total: number; tiles: MapTiles | undefined }) {
  const language = useLanguage();
  const { points, withoutLocation } = useMemo(() => plotMapPoints(plots, language), [plots, language]);
  return (
    <div data-testid="listing-map">
      {points.length > 0 ? (
        <LazyMap points={points} tiles={tiles} label={`Map of ${points.length} ${points.length === 1 ? 'plot' : 'plots'}`} className="h-[28rem] sm:h-[36rem]" />
      ) : (
        <p role="note" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center font-semibold text-slate-700">
          None of these plots has a location on the map yet.
        </p>
      )}
      <div className="mt-3 space-y-1 text-sm text-slate-600">
        {withoutLocation > 0 ? (
          <p data-testid="map-without-location">
            {withoutLocation} {withoutLocation === 1 ? 'plot has' : 'plots have'} no location yet and {withoutLocation === 1 ? 'is' : 'are'} not on the map.
          </p>
        ) : null}
        {total > plots.length ? (
          <p>
            The map shows the first {plots.length} of {total} plots: narrow the filters to see the others.
          </p>
        ) : null}
      </div>
      {points.length > 0 ? (
        <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-800">Plots on this map as a list ({points.length})</summary>
          <ul className="mt-3 space-y-2">
            {points.map((point) => (
              <li key={point.id}>
                <a href={point.href} className="font-medium text-brand-700 underline">
                  {point.title}
                </a>{' '}
                <span className="text-slate-600">— {point.detail}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
