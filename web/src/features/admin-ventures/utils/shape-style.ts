import type { LayoutShapeKind, PlotStatus } from '@core/constants';

/** How a shape is painted on the editor's plan: by its plot's status, or by its kind for areas. */
export interface ShapePaint {
  color: string;
  fillColor: string;
  fillOpacity: number;
  weight: number;
  dashArray?: string;
}

/** Status colours (the legend and the table use the same). */
export const STATUS_COLOURS: Record<PlotStatus, string> = {
  available: '#15803d',
  reserved: '#b45309',
  booked: '#1d4ed8',
  sold: '#b91c1c',
  'not-for-sale': '#475569',
};

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
        ? { color: STATUS_COLOURS[status], fillColor: STATUS_COLOURS[status], fillOpacity: 0.35, weight: 1.5 }
        : { color: '#0f172a', fillColor: '#ffffff', fillOpacity: 0.55, weight: 1.5, dashArray: '4 3' }
      : { color: '#334155', fillColor: AREA_COLOURS[kind], fillOpacity: 0.45, weight: 1 };
  return selected ? { ...base, color: '#facc15', weight: 4, fillOpacity: Math.min(0.7, base.fillOpacity + 0.2) } : base;
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
