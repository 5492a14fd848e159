import type Panzoom from '@panzoom/panzoom';
import type { PanzoomObject, PanzoomOptions } from '@panzoom/panzoom';
import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

/** What the zoom buttons do; null until the zoom library has loaded (the page is live). */
export interface PlanZoom {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** The plan is zoomed in (reset means something; arrow keys move it). */
  zoomed: boolean;
}

const MAX_SCALE = 8;
/** How far one arrow key moves the plan, in screen pixels. */
const ARROW_STEP_PX = 60;
/** A pointer that moved further than this between down and up was dragging the plan, not tapping a plot. */
const TAP_SLOP_PX = 8;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The styles Panzoom gives the plan's box and the plan as it starts (at scale 1, zoom only when
 * asked), drawn by the server from the first paint. Panzoom's writes of the same values then change
 * nothing: before, its new cursor, text selection and touch action (inherited) made the browser
 * restyle the plan's 400 plots as the page went live, in a task of 55 ms on a mid-range phone.
 */
export const PLAN_VIEWPORT_STYLE: CSSProperties = { overflow: 'hidden', userSelect: 'none', touchAction: 'pan-y' };
export const PLAN_CONTENT_STYLE: CSSProperties = {
  cursor: 'default',
  userSelect: 'none',
  touchAction: 'pan-y',
  transformOrigin: '50% 50%',
  transform: 'scale(1) translate(0px, 0px)',
};

/** How the plan's Panzoom starts: at its own size, zoomed in only when asked, never out of its box. */
export const PANZOOM_OPTIONS: PanzoomOptions = {
  minScale: 1,
  maxScale: MAX_SCALE,
  step: 0.4,
  contain: 'outside',
  panOnlyWhenZoomed: true,
  cursor: 'default',
  touchAction: 'pan-y',
  // The library's default also stops the event: the viewport must still see where a drag began.
  handleStartEvent: (event: Event) => event.preventDefault(),
};

/**
 * Panzoom measures the plan's box as drawn, which in the middle of an animation is between two
 * scales: a zoom, move or reset then (a second tap on +, Reset at once) computed its limits from
 * that box and stopped part-way. The running animation is finished first, so the box is the one
 * of the last step (its inline transform).
 */
function settled<T>(content: HTMLElement, act: () => T): T {
  content.style.transition = 'none';
  content.getBoundingClientRect();
  return act();
}

// The zoom library is a chunk of its own, fetched once the page is live: never on the first load.
// The effect that asks for it runs in the same flush as the one that marks the page live
// (app/provider.tsx, a parent's effect after its children's), so it waits for a task of its own
// first: the two had come a fraction of a millisecond apart, in either order. (A timer, not
// lib/yield-to-browser.ts: importing that here split it into a chunk of its own, one more script.)
let loading: Promise<typeof Panzoom> | undefined;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const loadPanzoom = () => (loading ??= nextTask().then(() => import('@panzoom/panzoom')).then((module) => module.default));

/**
 * Zoom and pan for the layout plan, once the page is live: pinch on a phone, Ctrl (or ⌘) with the
 * wheel or a trackpad's pinch with a mouse, drag to move when zoomed in; +, − and 0 and the arrow
 * keys from the keyboard (the buttons call the same). At the plan's own size a finger on it still
 * scrolls the page (touch-action pan-y); zoomed in, it moves the plan. A drag never counts as a tap
 * on the plot it ends over, and a plot reached with Tab while zoomed in is brought into view.
 */
export function usePlanZoom(viewportRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>): PlanZoom | null {
  // The library's instance and the element it moves, once loaded.
  const [live, setLive] = useState<{ panzoom: PanzoomObject; content: HTMLElement } | null>(null);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return;
    let instance: PanzoomObject | undefined;
    let cancelled = false;
    let down: { x: number; y: number } | null = null;

    const onChange = (event: Event) => {
      const scale = (event as CustomEvent<{ scale: number }>).detail.scale;
      const isZoomed = scale > 1.001;
      setZoomed(isZoomed);
      instance?.setOptions({ touchAction: isZoomed ? 'none' : 'pan-y' });
    };
    const onWheel = (event: WheelEvent) => {
      // A plain wheel scrolls the page; Ctrl/⌘ + wheel (and a trackpad's pinch, sent as one) zooms.
      if (instance && (event.ctrlKey || event.metaKey)) instance.zoomWithWheel(event);
    };
    const onPointerDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY };
    };
    const onClick = (event: MouseEvent) => {
      const from = down;
      down = null;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP_PX) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!instance || event.altKey || event.ctrlKey || event.metaKey) return;
      const arrow = ARROWS[event.key];
      if (arrow) {
        if (instance.getScale() <= 1.001) return; // Nothing to move: the keys scroll the page as usual.
        event.preventDefault();
        const scale = instance.getScale();
        const zoom = instance;
        settled(content, () => zoom.pan((arrow[0] * ARROW_STEP_PX) / scale, (arrow[1] * ARROW_STEP_PX) / scale, { relative: true, animate: true }));
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault();
        settled(content, () => instance?.zoomIn());
      } else if (event.key === '-') {
        event.preventDefault();
        settled(content, () => instance?.zoomOut());
      } else if (event.key === '0') {
        event.preventDefault();
        settled(content, () => instance?.reset());
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!instance || instance.getScale() <= 1.001 || !(event.target instanceof Element)) return;
      const box = viewport.getBoundingClientRect();
      const target = event.target.getBoundingClientRect();
      const inside = target.left >= box.left && target.right <= box.right && target.top >= box.top && target.bottom <= box.bottom;
      if (inside) return;
      const scale = instance.getScale();
      const dx = box.left + box.width / 2 - (target.left + target.width / 2);
      const dy = box.top + box.height / 2 - (target.top + target.height / 2);
      const zoom = instance;
      settled(content, () => zoom.pan(dx / scale, dy / scale, { relative: true, animate: true }));
    };

    loadPanzoom()
      .then((panzoomOf) => {
        if (cancelled) return;
        instance = panzoomOf(content, PANZOOM_OPTIONS);
        content.addEventListener('panzoomchange', onChange);
        viewport.addEventListener('wheel', onWheel, { passive: false });
        viewport.addEventListener('pointerdown', onPointerDown, true);
        viewport.addEventListener('click', onClick, true);
        viewport.addEventListener('keydown', onKeyDown);
        viewport.addEventListener('focusin', onFocus);
        setLive({ panzoom: instance, content });
      })
      .catch(() => {
        // Without the chunk (offline) the plan stays as the server drew it: every plot still a link.
        loading = undefined;
      });
    return () => {
      cancelled = true;
      content.removeEventListener('panzoomchange', onChange);
      viewport.removeEventListener('wheel', onWheel);
      viewport.removeEventListener('pointerdown', onPointerDown, true);
      viewport.removeEventListener('click', onClick, true);
      viewport.removeEventListener('keydown', onKeyDown);
      viewport.removeEventListener('focusin', onFocus);
      instance?.destroy();
      instance?.resetStyle();
      setLive(null);
    };
  }, [viewportRef, contentRef]);

  if (!live) return null;
  const { panzoom, content } = live;
  return {
    zoomIn: () => settled(content, () => panzoom.zoomIn()),
    zoomOut: () => settled(content, () => panzoom.zoomOut()),
    reset: () => settled(content, () => panzoom.reset()),
    zoomed,
  };
}
