import { aPlot } from '@/testing/a-plot';
import type { PlotPage } from '@core/schemas/plot-search';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingMeta } from '@/app/meta/listing-meta';
import { loadNamespaces } from './dictionary-store';
import enCompare from './en/compare';
import enPlots from './en/plots';
import teCompare from './te/compare';
import tePlots from './te/plots';

/** The `plots` and `compare` words: the English as the site always said it, the Telugu by count. */
describe('plots and compare words', () => {
  it('keeps the English sentences the tests and the spec know', () => {
    expect(enPlots.search.results(1)).toBe('Search Results (1 plots found)');
    expect(enPlots.search.results(12)).toBe('Search Results (12 plots found)');
    expect(enPlots.search.shown(12, 30)).toBe('Showing 12 of 30 plots');
    expect(enPlots.listing.showing(13, 24, 30)).toBe('Showing 13–24 of 30 plots');
    expect(enPlots.map.withoutLocation(1)).toBe('1 plot has no location yet and is not on the map.');
    expect(enPlots.map.withoutLocation(3)).toBe('3 plots have no location yet and are not on the map.');
    expect(enCompare.missing(['a'])).toBe('This plot is no longer listed: a.');
    expect(enCompare.missing(['a', 'b'])).toBe('These plots are no longer listed: a, b.');
    expect(enCompare.favourites.count(1)).toBe('1 saved plot');
    expect(enCompare.favourites.count(2)).toBe('2 saved plots');
  });

  it('counts plots in Telugu: none, one and many', () => {
    expect(tePlots.search.results(0)).toBe('శోధన ఫలితాలు (ఒక్క ప్లాట్ కూడా దొరకలేదు)');
    expect(tePlots.search.results(1)).toBe('శోధన ఫలితాలు (1 ప్లాట్ దొరికింది)');
    expect(tePlots.search.results(7)).toBe('శోధన ఫలితాలు (7 ప్లాట్లు దొరికాయి)');
    expect(tePlots.search.shown(12, 30)).toBe('30 ప్లాట్లలో 12 చూపిస్తున్నాము');
    expect(tePlots.search.shown(5, 5)).toBe('5 ప్లాట్లు చూపిస్తున్నాము');
    expect(tePlots.listing.showing(13, 24, 30)).toBe('30 ప్లాట్లలో 13–24 చూపిస్తున్నాము');
    expect(tePlots.listing.showing(1, 1, 1)).toBe('1 ప్లాట్ చూపిస్తున్నాము');
    expect(tePlots.map.label(1)).toBe('1 ప్లాట్ మ్యాప్');
    expect(tePlots.map.label(4)).toBe('4 ప్లాట్ల మ్యాప్');
    expect(teCompare.missing(['a', 'b'])).toBe('ఈ ప్లాట్లు ఇప్పుడు జాబితాలో లేవు: a, b.');
    expect(teCompare.favourites.count(1)).toBe('ఇష్టమైనవాటిలో 1 ప్లాట్ ఉంది');
  });
});

describe('listingMeta', () => {
  beforeAll(() => loadNamespaces('te', ['plots']).then(() => loadNamespaces('en', ['plots'])));

  // 1,638 sq ft at ₹25,000 / sq yd: ₹45.5 lakhs.
  const plot = aPlot({ title: 'Corner plot', titleTe: 'మూల ప్లాట్', area: 1638, pricePerSqYard: 25_000, coordinates: { latitude: 0, longitude: 0 } });
  const page: PlotPage = { items: [plot], total: 13, page: 2, pageSize: 12 };
  const meta = (language: 'en' | 'te') =>
    listingMeta({ title: 'T', description: 'D', path: '/properties', page, breadcrumbs: [], language }).jsonLd?.[0] as {
      itemListElement: { position: number; name: string; url: string }[];
    };

  it('names each plot of the ItemList in the page language', () => {
    expect(meta('en').itemListElement[0]).toEqual({ '@type': 'ListItem', position: 13, name: 'Corner plot, Thullur — ₹45.5 L', url: '/properties?page=2#plot-p1' });
    expect(meta('te').itemListElement[0]?.name).toBe('మూల ప్లాట్, Thullur — ₹45.5 లక్షలు');
  });
});
