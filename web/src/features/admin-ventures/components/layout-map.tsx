import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import './layout-map.css';
import { centroid, type PlanRect } from '@core/layout-geometry';
import type { LayoutImage, LayoutPlot, LayoutShape } from '@core/schemas/venture';
import { useEffect, useRef } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { latLngRectToPlan, latLngToPlan, planBounds, planToLatLng, type PlanSize } from '../utils/plan-coordinates';
import { PlanLabels, type PlanLabel } from '../utils/plan-labels';
import { paintKey, shapePaint } from '../utils/shape-style';

/** What a press on the plan does: pick shapes, draw a plot or an area, draw a block's rectangle, or a box of plots to select. */
export type MapMode = 'select' | 'draw-plot' | 'draw-area' | 'block' | 'box';

export interface LayoutMapProps {
  image: LayoutImage;
  shapes: readonly LayoutShape[];
  plots: ReadonlyMap<string, LayoutPlot>;
  selected: ReadonlySet<string>;
  mode: MapMode;
  /** The one shape whose corners can be dragged (null: none). */
  editingId: string | null;
  /** A shape to bring into view (the table's "Show on plan"); the nonce repeats a request. */
  focus: { id: string; nonce: number } | null;
  onShapeClick: (id: string, additive: boolean) => void;
  onDrawn: (points: [number, number][], mode: 'draw-plot' | 'draw-area') => void;
  onRect: (rect: PlanRect, mode: 'block' | 'box', additive: boolean) => void;
  onCornersEdited: (id: string, points: [number, number][]) => void;
}

interface DrawnLayer {
  shape: LayoutShape;
  polygon: L.Polygon;
  paint: string;
  /** The label's words as last painted ('27 · 2✉'). */
  label: string;
}

/** The label on a shape at its centre: a plot's number with its enquiries, an area's name. */
function labelOf(shape: LayoutShape, plot: LayoutPlot | undefined): PlanLabel {
  const at = planToLatLng(centroid(shape.points));
  if (shape.kind !== 'plot') return { at, text: shape.label, note: '' };
  return { at, text: plot?.number || shape.label, note: plot && plot.enquiries > 0 ? ` · ${plot.enquiries}✉` : '' };
}

function pointsOf(polygon: L.Polygon, plan: PlanSize): [number, number][] {
  const rings = polygon.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((latLng) => latLngToPlan(latLng, plan));
}

/**
 * The plan in Leaflet (`CRS.Simple`, the image as an overlay sized in plan units) with every shape
 * on one canvas, and Leaflet-Geoman for drawing and for dragging one shape's corners. React's
 * state stays the truth: a drawn shape is handed back and removed here, then comes back as a shape.
 * Each update touches only the shapes whose shape, label or paint changed, so a corner drag or a
 * selection of 50 plots restyles those and nothing else. The keyboard path is the plots table.
 */
export function LayoutMap(props: LayoutMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layers = useRef(new Map<string, DrawnLayer>());
  const labels = useRef<PlanLabels | null>(null);
  // The latest props for the map's own handlers, made once per plan.
  const latest = useLatest(props);
  const planRef = useLatest<PlanSize>({ width: props.image.width, height: props.image.height });

  // The map and the plan image.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const bounds = planBounds(planRef.current);
    const map = L.map(element, {
      crs: L.CRS.Simple,
      preferCanvas: true,
      minZoom: -6,
      maxZoom: 4,
      zoomSnap: 0.25,
      boxZoom: false,
      attributionControl: false,
      keyboard: true,
    });
    L.imageOverlay(props.image.url, bounds, { pmIgnore: true, interactive: false }).addTo(map);
    map.fitBounds(bounds);
    labels.current = new PlanLabels().addTo(map);
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true, snapDistance: 10 });
    map.on('pm:create', (event) => {
      const layer = event.layer as L.Polygon | L.Rectangle;
      const { mode, onDrawn, onRect } = latest.current;
      const currentPlan = planRef.current;
      if (mode === 'block' || mode === 'box') {
        const rectangle = (layer as L.Rectangle).getBounds();
        onRect(latLngRectToPlan(rectangle.getSouthWest(), rectangle.getNorthEast(), currentPlan), mode, false);
      } else if (mode === 'draw-plot' || mode === 'draw-area') {
        onDrawn(pointsOf(layer as L.Polygon, currentPlan), mode);
      }
      // The shape comes back from the editor's state, drawn as every other.
      layer.remove();
    });
    mapRef.current = map;
    const drawn = layers.current;
    return () => {
      drawn.clear();
      map.remove();
      mapRef.current = null;
      labels.current = null;
    };
  }, [latest, planRef, props.image.url]);

  // The shapes: added, changed, restyled or removed, one by one.
  useEffect(() => {
    const map = mapRef.current;
    const painter = labels.current;
    if (!map || !painter) return;
    const seen = new Set<string>();
    for (const shape of props.shapes) {
      seen.add(shape.id);
      const plot = shape.plotId ? props.plots.get(shape.plotId) : undefined;
      const status = plot?.status ?? null;
      const isSelected = props.selected.has(shape.id);
      const paint = paintKey(shape.kind, status, isSelected);
      const label = labelOf(shape, plot);
      const words = label.text + label.note;
      const existing = layers.current.get(shape.id);
      if (!existing) {
        const polygon = L.polygon(
          shape.points.map((point) => planToLatLng(point)),
          { ...shapePaint(shape.kind, status, isSelected), bubblingMouseEvents: false, interactive: latest.current.mode === 'select' },
        );
        polygon.on('click', (event: L.LeafletMouseEvent) => {
          const original = event.originalEvent;
          latest.current.onShapeClick(shape.id, original.shiftKey || original.ctrlKey || original.metaKey);
        });
        polygon.addTo(map);
        painter.set(shape.id, label);
        layers.current.set(shape.id, { shape, polygon, paint, label: words });
        continue;
      }
      if (existing.shape !== shape) {
        const moved = existing.shape.points !== shape.points;
        // A corner dragged here already sits where the state says: no redraw.
        if (moved && JSON.stringify(pointsOf(existing.polygon, planRef.current)) !== JSON.stringify(shape.points)) {
          existing.polygon.setLatLngs(shape.points.map((point) => planToLatLng(point)));
        }
        if (moved) painter.set(shape.id, label);
        existing.shape = shape;
      }
      if (existing.paint !== paint) {
        existing.polygon.setStyle(shapePaint(shape.kind, status, isSelected));
        existing.paint = paint;
      }
      if (existing.label !== words) {
        painter.set(shape.id, label);
        existing.label = words;
      }
    }
    for (const [id, drawn] of layers.current) {
      if (seen.has(id)) continue;
      drawn.polygon.remove();
      painter.delete(id);
      layers.current.delete(id);
    }
  }, [latest, planRef, props.shapes, props.plots, props.selected]);

  // What a press does. While drawing, a press on a shape is a corner or a box's end like any other
  // (the canvas hands a press to the top shape that takes presses, else to the map and the drawing
  // tool): the shapes take presses only when picking.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const { polygon } of layers.current.values()) polygon.options.interactive = props.mode === 'select';
    map.pm.disableDraw();
    if (props.mode === 'draw-plot' || props.mode === 'draw-area') map.pm.enableDraw('Polygon', { finishOn: 'dblclick', finishOnEnter: true, tooltips: true });
    // A block's rectangle opens its dialog; boxes go on being drawn (Geoman leaves drawing after each shape otherwise).
    else if (props.mode === 'block') map.pm.enableDraw('Rectangle', { snappable: true, tooltips: true });
    else if (props.mode === 'box') map.pm.enableDraw('Rectangle', { snappable: false, tooltips: true, continueDrawing: true });
  }, [props.mode]);

  // The corners of one shape.
  useEffect(() => {
    const drawn = props.editingId ? layers.current.get(props.editingId) : undefined;
    if (!drawn) return;
    const { polygon } = drawn;
    const id = drawn.shape.id;
    // Snapping measures every other shape on each move: off, so a drag stays one shape's work.
    polygon.pm.enable({ allowSelfIntersection: false, snappable: false, draggable: true });
    const edited = () => latest.current.onCornersEdited(id, pointsOf(polygon, planRef.current));
    polygon.on('pm:edit', edited);
    polygon.bringToFront();
    return () => {
      polygon.off('pm:edit', edited);
      polygon.pm.disable();
    };
  }, [latest, planRef, props.editingId]);

  // Bring a shape into view.
  useEffect(() => {
    const map = mapRef.current;
    const drawn = props.focus ? layers.current.get(props.focus.id) : undefined;
    if (!map || !drawn) return;
    const bounds = drawn.polygon.getBounds();
    if (!map.getBounds().contains(bounds)) map.panTo(bounds.getCenter());
  }, [props.focus]);

  return <div ref={container} role="region" aria-label="Layout plan (the plots table below does the same by keyboard)" data-testid="layout-map" className="layout-map h-full w-full" />;
}
