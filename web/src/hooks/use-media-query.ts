import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (rotation, resizing, a system setting).
 * The server cannot know, so it and the hydrating render use `serverMatches`; the browser's
 * answer applies right after, and the HTML always matches the first render.
 */
export function useMediaQuery(query: string, serverMatches = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverMatches,
  );
}
