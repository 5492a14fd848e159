import { describe, expect, it } from 'vitest';
import { aPlot } from '../testing/builders';
import { SEARCH_CASE_PLOTS, SEARCH_CASES, type SearchCasePlot } from '../testing/plot-search-cases';
import { plotMatchesSearch } from './plot-matches-search';
import { plotSearchQuerySchema } from './schemas/plot-search';

const plots = Object.entries(SEARCH_CASE_PLOTS).map(([name, fields]) => ({ name: name as SearchCasePlot, plot: aPlot(fields) }));

describe('plotMatchesSearch', () => {
  it.each(SEARCH_CASES)('$name', ({ query, finds }) => {
    const filters = plotSearchQuerySchema.parse(query);
    expect(plots.filter(({ plot }) => plotMatchesSearch(plot, filters)).map(({ name }) => name)).toEqual(finds);
  });

  it('finds the seeded prices where the cases say they are', () => {
    expect(Object.fromEntries(plots.map(({ name, plot }) => [name, plot.price]))).toEqual({
      thullur: 5_000_000,
      junction: 5_000_000,
      rayapudi: 20_000_000,
      percent: 3_000_000,
      underscore: 14_520_000,
      umlaut: 6_000_000,
      telugu: 3_000_000,
    });
  });

  it('takes a non-finite bound as no bound', () => {
    const plot = aPlot();
    expect(plotMatchesSearch(plot, { priceMin: Number.NaN, priceMax: Number.POSITIVE_INFINITY, areaMin: undefined, areaMax: Number.NaN })).toBe(true);
    expect(plotMatchesSearch(plot, { priceMax: Number.NEGATIVE_INFINITY })).toBe(true);
  });
});
