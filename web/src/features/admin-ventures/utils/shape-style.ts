import type { PlotStatus } from '@core/constants';
import type { LayoutShapeKind } from '@core/venture-constants';
import { PLAN_OUTLINE_COLOUR, PLOT_STATUS_COLOURS, UNLINKED_PLOT_COLOUR } from '@core/plot-status-colours';

/** How a shape is painted on the editor's plan: by its plot's status, or by its kind for areas. */
export interface ShapePaint {
  color: string;
  fillColor: string;
  fillOpacity: number;
  weight: number;
  dashArray?: string;
}

/** A selected shape's outline: apart from every status fill (core/plot-status-colours.ts). */
const SELECTED_OUTLINE = '#7c3aed';

const AREA_COLOURS: Record<Exclude<LayoutShapeKind, 'plot'>, string> = {
  road: '#94a3b8',
  park: '#4ade80',
  amenity: '#a78bfa',
  temple: '#f59e0b',
  water: '#38bdf8',
  other: '#cbd5e1',
};

/** The paint of a shape: a plot by its status (dashed while it has no plot), an area by its kind; thicker when selected. */
export function shapePaint(kind: LayoutShapeKind, status: PlotStatus | null, selected: boolean): ShapePaint {
  const base: ShapePaint =
    kind === 'plot'
      ? status
        ? { color: PLAN_OUTLINE_COLOUR, fillColor: PLOT_STATUS_COLOURS[status].fill, fillOpacity: 0.5, weight: 1.5 }
        : { color: PLAN_OUTLINE_COLOUR, fillColor: UNLINKED_PLOT_COLOUR, fillOpacity: 0.6, weight: 1.5, dashArray: '4 3' }
      : { color: '#334155', fillColor: AREA_COLOURS[kind], fillOpacity: 0.45, weight: 1 };
  return selected ? { ...base, color: SELECTED_OUTLINE, weight: 4, fillOpacity: Math.min(0.8, base.fillOpacity + 0.2) } : base;
}

/** A key that changes exactly when the paint does (the map restyles only those shapes). */
export function paintKey(kind: LayoutShapeKind, status: PlotStatus | null, selected: boolean): string {
  return `${kind}|${status ?? ''}|${selected ? 1 : 0}`;
}

/** The area kinds as the back office names them. */
export const AREA_KIND_LABELS: Record<Exclude<LayoutShapeKind, 'plot'>, string> = {
  road: 'Road',
  park: 'Park',
  amenity: 'Amenity',
  temple: 'Temple site',
  water: 'Water',
  other: 'Other',
};
