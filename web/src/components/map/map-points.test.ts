import type { Plot } from '@core/schemas/plot';
import { aPlot } from '@/testing/a-plot';
import { describe, expect, it } from 'vitest';
import { mapView, plotMapPoints, SINGLE_POINT_ZOOM } from './map-points';

function plot(id: string, overrides: Partial<Plot> = {}): Plot {
  return aPlot({ id, ...overrides });
}

describe('plotMapPoints', () => {
  it('makes a marker of each plot with a location, naming its price and page, and counts the others', () => {
    const { points, withoutLocation } = plotMapPoints([
      plot('a1', { title: 'Plot in Thullur', coordinates: { latitude: 16.53, longitude: 80.46 } }),
      plot('b2', { coordinates: { latitude: 0, longitude: 0 } }),
      plot('c3', { title: 'Plot in Rayapudi', area: 900, pricePerSqYard: 20_000, coordinates: { latitude: 16.55, longitude: 80.51 } }),
    ], 'en');
    expect(withoutLocation).toBe(1);
    expect(points).toEqual([
      { id: 'a1', latitude: 16.53, longitude: 80.46, title: 'Plot in Thullur', detail: '₹1 Cr', href: '/plots/a1-plot-in-thullur' },
      { id: 'c3', latitude: 16.55, longitude: 80.51, title: 'Plot in Rayapudi', detail: '₹20 L', href: '/plots/c3-plot-in-rayapudi' },
    ]);
  });

  it('speaks Telugu on a Telugu page: the Telugu title when there is one, the price in లక్షలు, the Telugu page', () => {
    const { points } = plotMapPoints(
      [
        plot('a1', { title: 'Plot in Thullur', titleTe: 'తుళ్లూరులో ప్లాట్', coordinates: { latitude: 16.53, longitude: 80.46 } }),
        plot('c3', { title: 'Plot in Rayapudi', area: 900, pricePerSqYard: 20_000, coordinates: { latitude: 16.55, longitude: 80.51 } }),
      ],
      'te',
    );
    expect(points.map(({ title, detail, href }) => ({ title, detail, href }))).toEqual([
      { title: 'తుళ్లూరులో ప్లాట్', detail: '₹1 కోట్లు', href: '/te/plots/a1-plot-in-thullur' },
      { title: 'Plot in Rayapudi', detail: '₹20 లక్షలు', href: '/te/plots/c3-plot-in-rayapudi' },
    ]);
  });
});

describe('mapView', () => {
  it('has nothing to show without points', () => {
    expect(mapView([])).toBeNull();
  });

  it('centres one point (or several at the same place) close in', () => {
    expect(mapView([{ latitude: 16.5, longitude: 80.5 }])).toEqual({ kind: 'centre', centre: [16.5, 80.5], zoom: SINGLE_POINT_ZOOM });
    expect(mapView([{ latitude: 16.5, longitude: 80.5 }, { latitude: 16.5, longitude: 80.5 }])).toMatchObject({ kind: 'centre' });
  });

  it('fits several points between their south-west and north-east corners', () => {
    expect(
      mapView([
        { latitude: 16.53, longitude: 80.46 },
        { latitude: 16.49, longitude: 80.52 },
        { latitude: 16.6, longitude: 80.5 },
      ]),
    ).toEqual({ kind: 'bounds', southWest: [16.49, 80.46], northEast: [16.6, 80.52] });
  });
});

