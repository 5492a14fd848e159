import { pathInLanguage, type Language } from '@core/languages';
import { hasLocation } from '@core/plot-links';
import { localized } from '@core/localized';
import type { Plot } from '@core/schemas/plot';
import { sitePaths } from '@core/site-paths';
import { formatPlotPrice } from '@/i18n/formats';

/** One marker: where it is, what its popup says and where it links. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  title: string;
  /** A second line in the popup (the price). */
  detail: string;
  href: string;
}

/** The tile server and its credit, from the site settings. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** Plots as markers, in the page's language: those with a location (0,0 is none, core/links.ts), and how many had none. */
export function plotMapPoints(plots: readonly Plot[], language: Language): { points: MapPoint[]; withoutLocation: number } {
  const points: MapPoint[] = [];
  for (const plot of plots) {
    if (!hasLocation(plot.coordinates)) continue;
    points.push({
      id: plot.id,
      latitude: plot.coordinates.latitude,
      longitude: plot.coordinates.longitude,
      title: localized(plot.title, plot.titleTe, language).text,
      detail: formatPlotPrice(plot.price, plot.priceUnit, language),
      href: pathInLanguage(sitePaths.plot(plot), language),
    });
  }
  return { points, withoutLocation: plots.length - points.length };
}

/** Close enough to see the roads around one plot. */
export const SINGLE_POINT_ZOOM = 16;

/** What the map first shows: one marker centred, several fitted in (south-west, north-east corners). */
export type MapView =
  | { kind: 'centre'; centre: [number, number]; zoom: number }
  | { kind: 'bounds'; southWest: [number, number]; northEast: [number, number] };

export function mapView(points: readonly Pick<MapPoint, 'latitude' | 'longitude'>[]): MapView | null {
  const [first] = points;
  if (!first) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  if (south === north && west === east) return { kind: 'centre', centre: [first.latitude, first.longitude], zoom: SINGLE_POINT_ZOOM };
  return { kind: 'bounds', southWest: [south, west], northEast: [north, east] };
}


/** The tiles named by the site settings (undefined while they load). */
export function mapTilesOf(settings: { mapTileUrl: string; mapAttribution: string } | undefined): MapTiles | undefined {
  return settings ? { url: settings.mapTileUrl, attribution: settings.mapAttribution } : undefined;
}
