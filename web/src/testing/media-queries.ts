import { act } from '@testing-library/react';

/**
 * A `matchMedia` the test controls, for jsdom tests of what follows a media query: every query
 * matches `matches` (a desktop window, reduced motion…) until `change` says otherwise, and its
 * listeners hear of it as a browser's do on a resize or a system setting's change.
 */
export function controlMediaQueries(matches: boolean) {
  let current = matches;
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  window.matchMedia = (query: string): MediaQueryList => {
    asked.push(query);
    const list = new EventTarget() as MediaQueryList;
    return Object.defineProperties(list, {
      matches: { get: () => current },
      media: { value: query },
      addEventListener: { value: (_type: string, listener: () => void) => listeners.add(listener) },
      removeEventListener: { value: (_type: string, listener: () => void) => listeners.delete(listener) },
    });
  };
  return {
    /** The queries asked so far. */
    asked,
    /** The listeners following a query now. */
    listeners,
    change(next: boolean): void {
      current = next;
      act(() => {
        for (const listener of [...listeners]) listener();
      });
    },
  };
}
