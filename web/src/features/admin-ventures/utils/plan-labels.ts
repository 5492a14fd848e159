import L from 'leaflet';
import type { LatLngTuple } from './plan-coordinates';

/** A name on the plan: a plot's number (with its enquiries as a note in blue) or an area's name. */
export interface PlanLabel {
  at: LatLngTuple;
  text: string;
  /** Drawn after the text in the note colour (' · 3✉'); empty for none. */
  note: string;
}

const FONT = '600 11px system-ui, sans-serif';
const INK = '#0f172a';
const NOTE_INK = '#1d4ed8';
const HALO = '#ffffff';

/**
 * Every shape's label painted on one canvas above the shapes, instead of one DOM tooltip per shape.
 * With 400 permanent tooltips a corner drag or a box selection cost about 500 ms a frame (the
 * browser restyled and repainted 400 positioned, text-shadowed elements on each move); painted here
 * they cost one redraw of a canvas when the view settles. The canvas takes no presses (a click goes
 * to the shape under it) and is hidden from assistive technology: the plots table is the plan's
 * text. `data-labels` says how many labels the last paint drew (what a test waits for).
 *
 * The canvas covers the map's container. It sits in its own pane, which moves with the map while
 * it is dragged, and is redrawn where the view settles; during a zoom's animation it is hidden.
 */
export class PlanLabels extends L.Layer {
  private readonly labels = new Map<string, PlanLabel>();
  private canvas: HTMLCanvasElement | null = null;
  private frame: number | null = null;

  /** Adds or replaces one label; painted on the next frame with every other change. */
  set(id: string, label: PlanLabel) {
    this.labels.set(id, label);
    this.schedule();
  }

  delete(id: string) {
    if (this.labels.delete(id)) this.schedule();
  }

  override onAdd(map: L.Map) {
    const pane = map.getPane('planLabels') ?? map.createPane('planLabels');
    // Above the shapes' canvas (the overlay pane, 400), under Geoman's corner handles (markers, 600).
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    const canvas = L.DomUtil.create('canvas', 'layout-labels', pane);
    canvas.setAttribute('aria-hidden', 'true');
    this.canvas = canvas;
    map.on('moveend zoomend resize viewreset', this.reset, this);
    map.on('zoomstart', this.hide, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map) {
    map.off('moveend zoomend resize viewreset', this.reset, this);
    map.off('zoomstart', this.hide, this);
    if (this.frame !== null) L.Util.cancelAnimFrame(this.frame);
    this.frame = null;
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  private schedule() {
    if (this.frame !== null || !this.canvas) return;
    this.frame = L.Util.requestAnimFrame(() => {
      this.frame = null;
      this.draw();
    });
  }

  private hide() {
    if (this.canvas) this.canvas.style.visibility = 'hidden';
  }

  /** The canvas over the container where the view is now, at the screen's pixel density, then painted. */
  private reset() {
    const canvas = this.canvas;
    if (!canvas || !this._map) return;
    const size = this._map.getSize();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(size.x * ratio);
    canvas.height = Math.round(size.y * ratio);
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    L.DomUtil.setPosition(canvas, this._map.containerPointToLayerPoint([0, 0]));
    canvas.style.visibility = '';
    this.draw();
  }

  private draw() {
    const canvas = this.canvas;
    const map = this._map;
    const context = canvas?.getContext('2d');
    if (!canvas || !map || !context) return;
    const ratio = canvas.width / Math.max(1, map.getSize().x);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = FONT;
    context.textBaseline = 'middle';
    context.lineJoin = 'round';
    context.lineWidth = 3;
    context.strokeStyle = HALO;
    const size = map.getSize();
    let drawn = 0;
    for (const label of this.labels.values()) {
      const point = map.latLngToContainerPoint(label.at);
      const textWidth = context.measureText(label.text).width;
      const noteWidth = label.note ? context.measureText(label.note).width : 0;
      const left = point.x - (textWidth + noteWidth) / 2;
      // Off the view: not painted.
      if (left + textWidth + noteWidth < 0 || left > size.x || point.y < -10 || point.y > size.y + 10) continue;
      context.strokeText(label.text, left, point.y);
      context.fillStyle = INK;
      context.fillText(label.text, left, point.y);
      if (label.note) {
        context.strokeText(label.note, left + textWidth, point.y);
        context.fillStyle = NOTE_INK;
        context.fillText(label.note, left + textWidth, point.y);
      }
      drawn += 1;
    }
    canvas.dataset.labels = String(drawn);
  }
}
