import { ROAD_FACINGS } from '@core/constants';
import { countStatuses, emptyStatusCounts } from '@core/plot-status';
import { ventureAvailability } from '@core/venture-availability';
import { describe, expect, it } from 'vitest';
import { aVenturePlot, venturePlots } from '@/testing/a-venture';
import { facingsOf, filtersSet, labelPlace, liveCounts, livePlots, NO_LAYOUT_FILTERS, pageAvailability, plotLabelSize, plotMatches, sameAvailability } from './venture-layout';

describe("a venture's plots, live", () => {
  it('lays the latest availability over the statuses the page was rendered with', () => {
    const plots = venturePlots(['available', 'available']);
    const counts = { ...emptyStatusCounts(), available: 1, booked: 1 };
    const availability = { version: 'v2', statuses: { p2: { status: 'booked' as const, reservedUntil: '' } }, counts };
    const live = livePlots(plots, availability);
    expect(live.get('p1')?.status).toBe('available');
    expect(live.get('p2')?.status).toBe('booked');
    expect(liveCounts(emptyStatusCounts(), availability)).toBe(counts);
    expect(livePlots(plots, undefined).get('p2')?.status).toBe('available');
  });

  it("keeps the page's own object for a plot whose status the availability repeats (the plan redraws only what changed)", () => {
    const plots = venturePlots(['available', 'reserved']);
    const same = ventureAvailability(plots);
    expect([...livePlots(plots, same).values()]).toEqual(plots);
    expect(livePlots(plots, same).get('p1')).toBe(plots[0]);
    expect(livePlots(plots, same).get('p2')).toBe(plots[1]);
    const extended = ventureAvailability([plots[0]!, { ...plots[1]!, reservedUntil: '2099-01-31' }]);
    const live = livePlots(plots, extended);
    expect(live.get('p1')).toBe(plots[0]);
    expect(live.get('p2')).not.toBe(plots[1]);
    expect(live.get('p2')?.reservedUntil).toBe('2099-01-31');
  });
});

describe("the page's own availability", () => {
  const plots = venturePlots(['available', 'reserved', 'sold']).map((plot) => (plot.status === 'reserved' ? { ...plot, reservedUntil: '2099-01-31' } : plot));

  it("says what the page's plots and counts say, and the server's read of the same statuses is the same availability", () => {
    const own = pageAvailability(plots, countStatuses(plots));
    expect(own.statuses).toEqual(ventureAvailability(plots).statuses);
    expect(sameAvailability(own, ventureAvailability(plots))).toBe(true);
    expect([...livePlots(plots, own).values()]).toEqual(plots);
  });

  it('differs on a status, a reservation day, a count, or a plot more or less', () => {
    const own = pageAvailability(plots, countStatuses(plots));
    const withPlots = (changed: typeof plots) => ventureAvailability(changed);
    expect(sameAvailability(own, withPlots(plots.map((plot) => (plot.id === 'p1' ? { ...plot, status: 'booked' as const } : plot))))).toBe(false);
    expect(sameAvailability(own, withPlots(plots.map((plot) => (plot.id === 'p2' ? { ...plot, reservedUntil: '2099-02-28' } : plot))))).toBe(false);
    expect(sameAvailability(own, { ...withPlots(plots), counts: { ...own.counts, sold: 2 } })).toBe(false);
    expect(sameAvailability(own, withPlots(plots.slice(0, 2)))).toBe(false);
    expect(sameAvailability(own, withPlots([...plots, { ...plots[0]!, id: 'p4' }]))).toBe(false);
    expect(sameAvailability(own, undefined)).toBe(false);
  });
});

describe('highlight filters', () => {
  const small = aVenturePlot({ id: 'p1', areaSqFt: 1350, roadFacing: 'East' });
  const large = aVenturePlot({ id: 'p2', areaSqFt: 2700, roadFacing: 'North', status: 'sold' });
  const unknown = aVenturePlot({ id: 'p3', areaSqFt: 0 });

  it('keeps every plot when nothing is set', () => {
    expect(filtersSet(NO_LAYOUT_FILTERS)).toBe(false);
    expect([small, large, unknown].every((plot) => plotMatches(plot, NO_LAYOUT_FILTERS))).toBe(true);
  });

  it('available only, a facing, a size range (a plot of unknown size never matches a size)', () => {
    expect(plotMatches(large, { ...NO_LAYOUT_FILTERS, availableOnly: true })).toBe(false);
    expect(plotMatches(small, { ...NO_LAYOUT_FILTERS, facing: 'North' })).toBe(false);
    expect(plotMatches(large, { ...NO_LAYOUT_FILTERS, facing: 'North' })).toBe(true);
    const range = { ...NO_LAYOUT_FILTERS, areaMinSqFt: 1800, areaMaxSqFt: 2700 };
    expect(filtersSet(range)).toBe(true);
    expect([small, large, unknown].map((plot) => plotMatches(plot, range))).toEqual([false, true, false]);
  });

  it('offers the facings the plots have, in the usual order', () => {
    expect(facingsOf([large, small, unknown], ROAD_FACINGS)).toEqual(['North', 'East']);
  });
});

describe('labels on the plan', () => {
  const square = (x: number, side: number) => [[x, 0], [x + side, 0], [x + side, side], [x, side]] as [number, number][];

  it('sizes plot numbers by the typical plot', () => {
    const shapes = [square(0, 40), square(50, 40), square(100, 100)].map((points) => ({ kind: 'plot' as const, points }));
    expect(plotLabelSize(shapes)).toBe(18);
    expect(plotLabelSize([{ kind: 'road', points: square(0, 10) }])).toBe(0);
  });

  it('draws a label at the centre where it fits, upright along a tall road, and not where it does not fit', () => {
    expect(labelPlace(square(0, 40), '27', 18)).toEqual({ x: 20, y: 20, upright: false });
    expect(labelPlace(square(0, 10), '27', 18)).toBeNull();
    expect(labelPlace(square(0, 40), 'A-1234', 18)).toBeNull();
    const road: [number, number][] = [[0, 0], [30, 0], [30, 600], [0, 600]];
    expect(labelPlace(road, 'Road', 18)).toEqual({ x: 15, y: 300, upright: true });
  });
});
