import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { escapeHtml } from '@core/html-text';
import { mapView, type MapPoint, type MapTiles } from './map-points';

const PIN_SVG =
  '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#15803d" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>';

/** A drawn pin: Leaflet's default marker looks for images by a CSS path a bundler breaks. */
const pin = L.divIcon({ className: 'map-pin', html: PIN_SVG, iconSize: [28, 40], iconAnchor: [14, 40], popupAnchor: [0, -36] });

function popupContent(point: MapPoint, linkText: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const title = document.createElement('strong');
  title.className = 'block text-sm text-slate-900';
  title.textContent = point.title;
  const detail = document.createElement('span');
  detail.className = 'block text-base font-bold text-brand-700';
  detail.textContent = point.detail;
  const link = document.createElement('a');
  link.href = point.href;
  link.className = 'mt-1 inline-block font-semibold text-brand-700 underline';
  link.textContent = linkText;
  const hidden = document.createElement('span');
  hidden.className = 'sr-only';
  hidden.textContent = `: ${point.title}`;
  link.append(hidden);
  box.append(title, detail, link);
  return box;
}

/**
 * The Leaflet map itself: the lazy chunk (with Leaflet's CSS) that `LazyMap` loads when the map
 * scrolls into view. Keyboard: the map takes focus (arrows pan, + and − zoom), each marker is a
 * button in the tab order whose Enter opens its popup.
 */
export function LeafletMap({ points, tiles, label, linkText }: { points: readonly MapPoint[]; tiles: MapTiles; label: string; linkText: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    const view = mapView(points);
    if (!element || !view) return;
    const map = L.map(element, { keyboard: true, scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    // The credit as text: Leaflet writes attributions as HTML, and the settings hold plain text.
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
    for (const point of points) {
      L.marker([point.latitude, point.longitude], { icon: pin, title: point.title, alt: point.title, keyboard: true })
        .bindPopup(popupContent(point, linkText))
        .addTo(map);
    }
    if (view.kind === 'centre') map.setView(view.centre, view.zoom);
    else map.fitBounds([view.southWest, view.northEast], { padding: [40, 40], maxZoom: 16 });
    return () => {
      map.remove();
    };
  }, [points, tiles.url, tiles.attribution, linkText]);

  return <div ref={container} role="region" aria-label={label} data-testid="leaflet-map" className="h-full w-full" />;
}
