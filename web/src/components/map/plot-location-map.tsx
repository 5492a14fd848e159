import { hasLocation, mapLink } from '@core/plot-links';
import type { Plot } from '@core/schemas/plot';
import { useMemo } from 'react';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { sentenceWith } from '@/i18n/sentence-with';
import { useLanguage, useT } from '@/i18n/use-language';
import { LazyMap } from './lazy-map';
import { plotMapPoints, type MapTiles } from './map-points';

/**
 * The plot page's map: a marker at the plot, loaded when it scrolls into view, with the place in
 * words and a link to directions as its text alternative. A plot without coordinates (0,0) says so
 * instead of showing a map.
 */
export function PlotLocationMap({ plot, tiles }: { plot: Plot; tiles: MapTiles | undefined }) {
  const language = useLanguage();
  const t = useT('parts').map;
  const title = useLocalizedText()(plot.title, plot.titleTe);
  const points = useMemo(() => plotMapPoints([plot], language).points, [plot, language]);
  if (!hasLocation(plot.coordinates)) {
    return (
      <div role="note" data-testid="no-location" className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center">
        <p className="font-semibold text-slate-700">{t.noLocation}</p>
        <p className="mt-1 text-sm text-slate-600">{t.askDirections}</p>
      </div>
    );
  }
  const { latitude, longitude } = plot.coordinates;
  return (
    <div className="mt-3">
      <LazyMap points={points} tiles={tiles} label={t.label(title, plot.location)} />
      <p className="mt-2 text-sm text-slate-600">
        <Localized english={plot.location} /> — {latitude.toFixed(5)}, {longitude.toFixed(5)}.{' '}
        <NewTabLink href={mapLink(plot.coordinates)} note={sentenceWith(t.directionsTo, <Localized english={plot.title} telugu={plot.titleTe} />)} className="font-semibold text-brand-700 underline">
          {t.directions}
        </NewTabLink>
      </p>
    </div>
  );
}
