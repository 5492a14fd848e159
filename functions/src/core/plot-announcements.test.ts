import { describe, expect, it } from 'vitest';
import { alertItemSchema } from './schemas/alert-item';
import type { Plot } from './schemas/plot';
import { aPlot } from '../testing/builders';
import { alertPlotOf, plotAnnouncements } from './plot-announcements';

const listed: Plot = { ...aPlot({ titleTe: 'ప్లాట్' }), id: 'p1', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: null };
const edited = (changes: Partial<Plot>, at = '2026-11-02T00:00:00.000Z'): Plot => ({ ...listed, ...changes, updatedAt: at });

describe('what a plot event announces', () => {
  it('a plot created available is listed; one created sold or reserved is not', () => {
    expect(plotAnnouncements({ type: 'plot.created', plot: listed })).toEqual([{ kind: 'newPlot', key: 'listed:p1', plot: listed }]);
    expect(plotAnnouncements({ type: 'plot.created', plot: { ...listed, status: 'sold' } })).toEqual([]);
    expect(plotAnnouncements({ type: 'plot.created', plot: { ...listed, status: 'reserved' } })).toEqual([]);
  });

  it('a lower price on an available plot is a drop, keyed by the new price; a rise, the same price or an unavailable plot is none', () => {
    const cheaper = edited({ price: 9_000_000 });
    expect(plotAnnouncements({ type: 'plot.updated', before: listed, after: cheaper })).toEqual([{ kind: 'priceDrop', key: 'drop:p1:9000000', plot: cheaper, oldPrice: listed.price }]);
    // Redelivered, or lowered to the same figure again by another edit: the same key.
    expect(plotAnnouncements({ type: 'plot.updated', before: edited({ price: 9_500_000 }), after: edited({ price: 9_000_000 }, '2026-11-03T00:00:00.000Z') })[0]?.key).toBe('drop:p1:9000000');
    expect(plotAnnouncements({ type: 'plot.updated', before: cheaper, after: listed })).toEqual([]);
    expect(plotAnnouncements({ type: 'plot.updated', before: listed, after: edited({ title: 'Renamed' }) })).toEqual([]);
    expect(plotAnnouncements({ type: 'plot.updated', before: listed, after: edited({ price: 9_000_000, status: 'sold' }) })).toEqual([]);
  });

  it('a venture plot back to available is freed, once per release; a plot outside a venture or staying available is not', () => {
    const booked = { ...listed, ventureId: 'v1', status: 'booked' as const };
    const freed = edited({ ventureId: 'v1', status: 'available' });
    expect(plotAnnouncements({ type: 'plot.updated', before: booked, after: freed })).toEqual([{ kind: 'ventureFreed', key: 'freed:p1:2026-11-02T00:00:00.000Z', ventureId: 'v1', plot: freed }]);
    const freedAgain = edited({ ventureId: 'v1', status: 'available' }, '2026-11-09T00:00:00.000Z');
    expect(plotAnnouncements({ type: 'plot.updated', before: booked, after: freedAgain })[0]?.key).toBe('freed:p1:2026-11-09T00:00:00.000Z');
    // Moved into a venture while available: released there.
    expect(plotAnnouncements({ type: 'plot.updated', before: listed, after: freed }).map((found) => found.kind)).toEqual(['ventureFreed']);
    expect(plotAnnouncements({ type: 'plot.updated', before: { ...listed, ventureId: 'v1' }, after: edited({ ventureId: 'v1', title: 'Renamed' }) })).toEqual([]);
    expect(plotAnnouncements({ type: 'plot.updated', before: { ...listed, status: 'sold' }, after: edited({}) })).toEqual([]);
  });

  it('a venture back from the bin linking its available plots again frees none: they are linked, not edited (their updatedAt stays)', () => {
    const unlinked = edited({}, '2026-11-05T00:00:00.000Z');
    expect(plotAnnouncements({ type: 'plot.updated', before: unlinked, after: { ...unlinked, ventureId: 'v1', plotNumber: '7' } })).toEqual([]);
    // An admin putting the same plot in the venture is an edit: that frees it there.
    expect(plotAnnouncements({ type: 'plot.updated', before: unlinked, after: edited({ ventureId: 'v1', plotNumber: '7' }, '2026-11-06T00:00:00.000Z') }).map((found) => found.kind)).toEqual(['ventureFreed']);
  });

  it("snapshots the plot as its alert shows it: the village's names, else its location", () => {
    const village = { name: 'Thullur', nameTe: 'తుళ్ళూరు', slug: 'thullur', marketValuePerSqYd: 9000 };
    const snapshot = alertPlotOf({ ...listed, imageUrl: '/images/p1.jpg' }, village);
    expect(snapshot).toEqual({ id: 'p1', title: listed.title, titleTe: 'ప్లాట్', village: 'Thullur', villageTe: 'తుళ్ళూరు', price: 10_000_000, priceUnit: 'crores', area: 1800, imageUrl: '/images/p1.jpg' });
    expect(alertItemSchema.parse({ kind: 'newPlot', plot: snapshot })).toEqual({ kind: 'newPlot', plot: snapshot });
    expect(alertPlotOf({ ...listed, location: 'Near Nelapadu junction' }, null)).toMatchObject({ village: 'Near Nelapadu junction', villageTe: '' });
  });
});
