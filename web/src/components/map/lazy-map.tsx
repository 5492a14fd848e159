import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '@/i18n/use-language';
import type { MapPoint, MapTiles } from './map-points';

type LeafletMapComponent = ComponentType<{ points: readonly MapPoint[]; tiles: MapTiles; label: string; linkText: string }>;

// Leaflet (JS and CSS) is its own chunk, fetched the first time a map comes near the screen.
let loading: Promise<LeafletMapComponent> | undefined;
const loadLeafletMap = () => (loading ??= import('./leaflet-map').then((module) => module.LeafletMap));

/**
 * A map of points that costs nothing until it is seen: the server and the first paint render a
 * box of the map's size; when it comes within a screen of the viewport, the Leaflet chunk loads
 * and draws the tiles (from the site settings) and markers. `tiles` is undefined while the
 * settings load. `label` names the map for screen readers; the caller gives the text alternative
 * (the points as a list, or the address) beside it.
 */
export function LazyMap({
  points,
  tiles,
  label,
  className = 'h-72 sm:h-96',
}: {
  points: readonly MapPoint[];
  tiles: MapTiles | undefined;
  label: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<LeafletMapComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const t = useT('parts').map;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const load = () =>
      loadLeafletMap().then(
        (component) => {
          if (!cancelled) setMap(() => component);
        },
        () => {
          loading = undefined;
          if (!cancelled) setFailed(true);
        },
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [attempt]);

  return (
    <div ref={box} data-testid="map" data-map-state={Map && tiles ? 'ready' : failed ? 'failed' : 'waiting'} className={`relative isolate z-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}>
      {Map && tiles ? (
        <Map points={points} tiles={tiles} label={label} linkText={t.viewPlot} />
      ) : failed ? (
        <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center text-sm text-slate-700">
          {t.failed}
          <button
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
            className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t.tryAgain}
          </button>
        </div>
      ) : (
        <div role="status" className="flex h-full items-center justify-center text-sm text-slate-600">
          {t.loading}
        </div>
      )}
    </div>
  );
}
