import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page has scrolled further than `thresholdPx`. The server and the hydrating render
 * say false (a page opens at the top), so the HTML always matches the first render.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const read = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
