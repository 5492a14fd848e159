/**
 * A value made the first time it is asked for, then kept. For what is costly to make and not
 * always used: an Intl formatter made when its module loads runs in the browser's task that loads
 * the page's code (the first formatter of a page loads its locale's data: tens of milliseconds on
 * a phone), whether or not the page formats anything with it.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
