import type { Plot } from '@core/schemas/plot';
import { useMemo } from 'react';
import { LazyMap } from '@/components/map/lazy-map';
import { plotMapPoints, type MapTiles } from '@/components/map/map-points';
import { useLanguage, useT } from '@/i18n/use-language';

/**
 * The listings' map view: a marker per plot with a location (popup: title, price, link to its
 * page), the plots without one counted, and the same plots as a list of links for those who do
 * not use the map (its text alternative).
 */
export function PlotsMap({ plots, total, tiles }: { plots: readonly Plot[]; total: number; tiles: MapTiles | undefined }) {
  const language = useLanguage();
  const t = useT('plots').map;
  const { points, withoutLocation } = useMemo(() => plotMapPoints(plots, language), [plots, language]);
  return (
    <div data-testid="listing-map">
      {points.length > 0 ? (
        <LazyMap points={points} tiles={tiles} label={t.label(points.length)} className="h-[28rem] sm:h-[36rem]" />
      ) : (
        <p role="note" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center font-semibold text-slate-700">
          {t.noneOnMap}
        </p>
      )}
      <div className="mt-3 space-y-1 text-sm text-slate-600">
        {withoutLocation > 0 ? (
          <p data-testid="map-without-location">{t.withoutLocation(withoutLocation)}</p>
        ) : null}
        {total > plots.length ? (
          <p>{t.firstOf(plots.length, total)}</p>
        ) : null}
      </div>
      {points.length > 0 ? (
        <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-800">{t.asList(points.length)}</summary>
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
