import { SQ_FT_PER_SQ_YD } from '@core/constants';
import { shapeAreaSqYd } from '@core/layout-geometry';
import { comparePlotNumbers } from '@core/plot-number';
import type { LayoutPlot, LayoutShape } from '@core/schemas/venture';
import { plotRowKey } from './layout-state';

/**
 * One row of the plots table, the editor's keyboard path: a plot shape (with its plot once it has
 * one), or a plot of the venture drawn nowhere yet. The key is what the selection holds.
 */
export interface LayoutRow {
  key: string;
  shape: LayoutShape | null;
  plot: LayoutPlot | null;
  /** The number the row shows: its plot's, else the shape's label. */
  number: string;
  /** Square yards: the plot's, else measured from the plan's scale, else null. */
  areaSqYd: number | null;
}

/** The plots table: plot shapes in drawing order, then the venture's plots without a shape, by number. */
export function layoutRows(shapes: readonly LayoutShape[], plots: readonly LayoutPlot[], feetPerPlanUnit: number): LayoutRow[] {
  const byId = new Map(plots.map((plot) => [plot.id, plot]));
  const drawn = new Set<string>();
  const rows: LayoutRow[] = [];
  for (const shape of shapes) {
    if (shape.kind !== 'plot') continue;
    const plot = shape.plotId ? (byId.get(shape.plotId) ?? null) : null;
    if (plot) drawn.add(plot.id);
    rows.push({
      key: shape.id,
      shape,
      plot,
      number: plot?.number || shape.label,
      areaSqYd: plot ? Math.round(plot.areaSqFt / SQ_FT_PER_SQ_YD) : shapeAreaSqYd(shape.points, feetPerPlanUnit),
    });
  }
  const undrawn = plots.filter((plot) => !drawn.has(plot.id)).sort((a, b) => comparePlotNumbers({ plotNumber: a.number, id: a.id }, { plotNumber: b.number, id: b.id }));
  for (const plot of undrawn) rows.push({ key: plotRowKey(plot.id), shape: null, plot, number: plot.number, areaSqYd: Math.round(plot.areaSqFt / SQ_FT_PER_SQ_YD) });
  return rows;
}

/** The plots of the selected rows (rows without a plot have none to set a status on). */
export function selectedPlotIds(rows: readonly LayoutRow[], selected: ReadonlySet<string>): string[] {
  return rows.filter((row) => selected.has(row.key) && row.plot).map((row) => row.plot!.id);
}

/** The selected plot shapes that have no plot yet (what "Create plots" makes plots for). */
export function selectedShapesWithoutPlot(rows: readonly LayoutRow[], selected: ReadonlySet<string>): LayoutShape[] {
  return rows.filter((row) => selected.has(row.key) && row.shape && !row.plot).map((row) => row.shape!);
}
