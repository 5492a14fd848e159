import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What the caller passed in its last render, for functions that must stay the same across renders
 * (a submit handler, a callback other hooks depend on) yet call what a caller passes anew on every
 * render (inline callbacks). Brought up to date as the render commits, before any effect or event:
 * read it in handlers and effects, never while rendering. For a function called only from
 * effects, React's `useEffectEvent` is the way.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
