import { COMPARE_MAX } from '@core/constants';
import type { Plot } from '@core/schemas/plot';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/not-found';

export interface ComparedPlot {
  id: string;
  plot: Plot | undefined;
  /** The plot does not exist (404 here, or a null start when the server found it missing). */
  missing: boolean;
  error: unknown;
}

function useSlot(id: string | undefined): ComparedPlot | null {
  const { data, error } = useSWR<Plot | null>(id ? apiPaths.plot(id) : null, { shouldRetryOnError: (err) => !isNotFound(err) });
  if (!id) return null;
  return { id, plot: data ?? undefined, missing: isNotFound(error) || data === null, error };
}

/**
 * GET /api/plots/:id for each compared id (at most COMPARE_MAX), the same keys the server renders
 * the page with. Hooks in a fixed number of slots, so the list may change between renders.
 */
export function useComparedPlots(ids: readonly string[]): ComparedPlot[] {
  const slots = [useSlot(ids[0]), useSlot(ids[1]), useSlot(ids[2]), useSlot(ids[3])];
  return slots.slice(0, COMPARE_MAX).filter((slot): slot is ComparedPlot => slot !== null);
}
