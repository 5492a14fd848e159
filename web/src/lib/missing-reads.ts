import { createContext, useContext } from 'react';

/**
 * The reads a server-rendered page found missing (answered 404: a plot that does not exist). SWR
 * starts from the reads that were found; a missing one has no data to start from, so without this
 * the server would render it as loading and the browser would hydrate that. A screen asks
 * `useReadMissing(key)` and renders its not-found state in both places.
 */
export const MissingReads = createContext<ReadonlySet<string>>(new Set());

export function useReadMissing(key: string): boolean {
  return useContext(MissingReads).has(key);
}
