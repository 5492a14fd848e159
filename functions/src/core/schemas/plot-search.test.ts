import { describe, expect, it } from 'vitest';
import { adminPlotSearchQuerySchema, plotSearchQuerySchema } from './plot-search';

describe('plot search query (docs/product.md §5 rules)', () => {
  it('ignores blank and non-numeric bounds', () => {
    const query = plotSearchQuerySchema.parse({ priceMin: '', priceMax: 'abc', areaMin: '  ', areaMax: 'NaN' });
    expect(query.priceMin).toBeUndefined();
    expect(query.priceMax).toBeUndefined();
    expect(query.areaMin).toBeUndefined();
    expect(query.areaMax).toBeUndefined();
  });

  it('parses numeric bounds, including 0', () => {
    const query = plotSearchQuerySchema.parse({ priceMin: '0', priceMax: '5000000', areaMin: '1200.5' });
    expect(query).toMatchObject({ priceMin: 0, priceMax: 5_000_000, areaMin: 1200.5 });
  });

  it("treats status 'all', road facing 'any' and a blank location as no filter", () => {
    const query = plotSearchQuerySchema.parse({ status: 'all', roadFacing: 'any', location: '   ' });
    expect(query.status).toBeUndefined();
    expect(query.roadFacing).toBeUndefined();
    expect(query.location).toBeUndefined();
  });

  it('keeps exact road facings and statuses, rejects unknown ones', () => {
    expect(plotSearchQuerySchema.parse({ roadFacing: 'North-East', status: 'sold' })).toMatchObject({
      roadFacing: 'North-East',
      status: 'sold',
    });
    expect(plotSearchQuerySchema.safeParse({ roadFacing: 'north-east' }).success).toBe(false);
    expect(plotSearchQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('defaults and bounds sort and paging', () => {
    expect(plotSearchQuerySchema.parse({})).toMatchObject({ sort: 'newest', page: 1, pageSize: 12 });
    expect(plotSearchQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(plotSearchQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(plotSearchQuerySchema.safeParse({ pageSize: '49' }).success).toBe(false);
    expect(plotSearchQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('admin plot list query', () => {
  it('allows pages of up to 100 while the public search stays at 48', () => {
    expect(adminPlotSearchQuerySchema.parse({ pageSize: '100' }).pageSize).toBe(100);
    expect(adminPlotSearchQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(adminPlotSearchQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(plotSearchQuerySchema.safeParse({ pageSize: '100' }).success).toBe(false);
    expect(plotSearchQuerySchema.parse({ pageSize: '48' }).pageSize).toBe(48);
  });

  it('keeps every public filter rule and default', () => {
    expect(adminPlotSearchQuerySchema.parse({})).toMatchObject({ sort: 'newest', page: 1, pageSize: 12 });
    expect(adminPlotSearchQuerySchema.parse({ status: 'all', priceMin: '', location: ' Rayapudi ' })).toMatchObject({
      status: undefined,
      priceMin: undefined,
      location: 'Rayapudi',
    });
    expect(adminPlotSearchQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});
