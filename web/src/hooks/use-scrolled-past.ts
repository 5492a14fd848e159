import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's scroll as last seen: at each scroll event, and in the frame after a component
 * subscribes. Not `window.scrollY` on every read: reading it lays the page out when anything
 * changed since the last frame, and React reads it right after hydrating, in the task of the
 * page's effects — a full layout of the page inside that task.
 */
let lastScrollY = 0;

function subscribeToScroll(onChange: () => void): () => void {
  const update = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  // A page opened scrolled down (a reload) sends no scroll event: read where it is in the next
  // frame, where the browser lays the page out anyway.
  const frame = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

/**
 * True once the page has scrolled further than `thresholdPx`. The server and the hydrating render
 * say false (a page opens at the top), so the HTML always matches the first render.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const read = useCallback(() => lastScrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
