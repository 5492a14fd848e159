/**
 * The items in runs of at most `size`, in order (none for no items): what Firestore's limits ask
 * for (30 values in one array-contains-any, a layout part's shapes, a batch's writes).
 */
export function inRuns<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError(`A run holds at least one item, not ${size}`);
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
