import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled further than `thresholdPx`. */
export function useScrolledPast(thresholdPx: number): boolean {
  const read = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
