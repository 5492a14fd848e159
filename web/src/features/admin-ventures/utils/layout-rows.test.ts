import type { LayoutShape } from '@core/schemas/venture';
import { describe, expect, it } from 'vitest';
import { aLayoutPlot } from '@/testing/a-venture';
import { layoutRows, selectedPlotIds, selectedShapesWithoutPlot } from './layout-rows';

const shape = (id: string, label: string, plotId: string | null = null, kind: LayoutShape['kind'] = 'plot'): LayoutShape => ({
  id,
  kind,
  label,
  points: [
    [0, 0],
    [30, 0],
    [30, 60],
    [0, 60],
  ],
  plotId,
});
const plot = (id: string, number: string, areaSqFt = 1800) => aLayoutPlot(id, number, { areaSqFt });

describe('the plots table rows', () => {
  const shapes = [shape('s1', '1', 'p1'), shape('road', 'Road', null, 'road'), shape('s2', '2'), shape('s3', '3', 'gone')];
  const plots = [plot('p1', '1'), plot('p10', '10'), plot('p9', '9')];

  it('lists plot shapes first, then the plots drawn nowhere, in number order', () => {
    const rows = layoutRows(shapes, plots, 0);
    expect(rows.map((row) => row.key)).toEqual(['s1', 's2', 's3', 'plot:p9', 'plot:p10']);
    expect(rows[0]).toMatchObject({ number: '1', areaSqYd: 200 });
    // No plan scale: an unlinked shape has no area.
    expect(rows[1]).toMatchObject({ number: '2', areaSqYd: null, plot: null });
    // A shape whose plot is not the venture's any more shows as not linked.
    expect(rows[2]!.plot).toBeNull();
  });

  it("measures an unlinked shape's area from the plan's scale", () => {
    // 30 × 60 plan units at 1 ft each = 1800 sq.ft = 200 sq.yd.
    expect(layoutRows([shape('s2', '2')], [], 1)[0]!.areaSqYd).toBe(200);
  });

  it('gives the plots and the shapes without plots of a selection', () => {
    const rows = layoutRows(shapes, plots, 0);
    const selected = new Set(['s1', 's2', 'plot:p9', 'road']);
    expect(selectedPlotIds(rows, selected)).toEqual(['p1', 'p9']);
    expect(selectedShapesWithoutPlot(rows, selected).map((item) => item.id)).toEqual(['s2']);
  });
});
