import type { PlotStatus } from '@core/constants';
import { countStatuses, totalOf } from '@core/plot-status';
import { priceUnitFor, totalPriceRupees } from '@core/price';
import { ventureInputSchema, type LayoutPlot, type Venture, type VenturePage, type VenturePlot, type VentureShape, type VentureSummary } from '@core/schemas/venture';
import { venturePathSegment } from '@core/venture-path';

/**
 * The ventures of the web app's tests: 'Green Meadows' in Thullur (APCRDA LP 31/2020, a RERA
 * number) on a 1000×600 plan at layout version 3 (no map location), as the admin API answers it
 * (`aVenture`); its public page (`aVenturePage`), its plots drawn in a row of 80×100 squares along a
 * road, numbered 1, 2, 3…; and a plot as the layout editor lists it (`aLayoutPlot`). Only what a
 * test cares about goes in the overrides.
 */
export function aVenture(overrides: Partial<Venture> = {}): Venture {
  return {
    ...ventureInputSchema.parse({
      name: 'Green Meadows',
      regionId: 'thullur',
      developer: 'Sai Developers',
      layoutAuthority: 'APCRDA',
      layoutPermitNumber: '31/2020',
      reraNumber: 'P06060125894',
      totalExtentAcres: 12.5,
      amenities: ['Blacktop roads', 'Park'],
      description: 'A gated layout beside the seed access road.',
    }),
    id: 'v1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    layout: { image: { url: '/images/plan-v1.webp', publicId: 'plan-v1', width: 1000, height: 600 }, version: 3 },
    ...overrides,
  };
}

/** A plot of the venture's page: available, 200 sq.yd facing East at ₹20,000 / sq.yd; its number is its id without the 'p'. */
export function aVenturePlot(overrides: Partial<VenturePlot> & { id: string }): VenturePlot {
  const areaSqFt = overrides.areaSqFt ?? 1800;
  const pricePerSqYard = overrides.pricePerSqYard ?? 20_000;
  const price = totalPriceRupees(areaSqFt, pricePerSqYard);
  return {
    number: overrides.id.replace(/^p/, ''),
    status: 'available',
    reservedUntil: '',
    roadFacing: 'East',
    segment: `${overrides.id}-plot-${overrides.id}`,
    ...overrides,
    areaSqFt,
    pricePerSqYard,
    price,
    priceUnit: priceUnitFor(price),
  };
}

/** Plots p1, p2… with these statuses (and the other fields of aVenturePlot). */
export function venturePlots(statuses: readonly PlotStatus[]): VenturePlot[] {
  return statuses.map((status, index) => aVenturePlot({ id: `p${index + 1}`, status }));
}

export function aVenturePage({
  plots = venturePlots(['available', 'available', 'reserved', 'sold']),
  shapes,
  venture = {},
}: { plots?: VenturePlot[]; shapes?: VentureShape[]; venture?: Partial<VenturePage['venture']> } = {}): VenturePage {
  const base = aVenture(venture);
  const counts = countStatuses(plots);
  const summary: VentureSummary = {
    id: base.id,
    name: base.name,
    nameTe: base.nameTe,
    segment: venturePathSegment(base),
    village: { id: base.regionId, name: 'Thullur', nameTe: 'తుళ్లూరు' },
    developer: base.developer,
    layoutAuthority: base.layoutAuthority,
    layoutPermitNumber: base.layoutPermitNumber,
    reraNumber: base.reraNumber,
    totalExtentAcres: base.totalExtentAcres,
    saleStatus: base.saleStatus,
    counts,
    plots: totalOf(counts),
    cover: null,
    updatedAt: null,
  };
  return {
    venture: base,
    summary,
    shapes: shapes ?? [
      ...plots.map((plot, index): VentureShape => {
        const x = 20 + index * 100;
        return { id: `s${index + 1}`, kind: 'plot', label: plot.number, plotId: plot.id, points: [[x, 20], [x + 80, 20], [x + 80, 120], [x, 120]] };
      }),
      { id: 'road', kind: 'road', label: '', plotId: null, points: [[0, 140], [1000, 140], [1000, 180], [0, 180]] },
    ],
    plots,
  };
}

/** A plot of the venture as the layout editor's read lists it (a plot of its page, with its title and no enquiry yet); `number` is its number in the venture. */
export function aLayoutPlot(id: string, number: string, overrides: Partial<LayoutPlot> = {}): LayoutPlot {
  return { ...aVenturePlot({ id, number, segment: `${id}-plot-${number}`, ...overrides }), title: `Plot ${number}`, enquiries: 0, ...overrides };
}
