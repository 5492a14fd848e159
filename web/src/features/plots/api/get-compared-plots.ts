import { COMPARE_MAX } from '@core/constants';
import type { Plot } from '@core/schemas/plot';
import { useContext } from 'react';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/api-client';
import { MissingReads } from '@/lib/missing-reads';

export interface ComparedPlot {
  id: string;
  plot: Plot | undefined;
  /** The plot does not exist (404, on the server or here). */
  missing: boolean;
  error: unknown;
}

function useSlot(id: string | undefined, rendered: ReadonlySet<string>): ComparedPlot | null {
  const key = id ? apiPaths.plot(id) : null;
  const { data, error } = useSWR<Plot>(key, { shouldRetryOnError: (err) => !isNotFound(err) });
  if (!id || !key) return null;
  return { id, plot: data, missing: isNotFound(error) || (rendered.has(key) && !data), error };
}

/**
 * GET /api/plots/:id for each compared id (at most COMPARE_MAX), the same keys the server renders
 * the page with. Hooks in a fixed number of slots, so the list may change between renders.
 */
export function useComparedPlots(ids: readonly string[]): ComparedPlot[] {
  const rendered = useContext(MissingReads);
  const slots = [
    useSlot(ids[0], rendered),
    useSlot(ids[1], rendered),
    useSlot(ids[2], rendered),
    useSlot(ids[3], rendered),
  ];
  return slots.slice(0, COMPARE_MAX).filter((slot): slot is ComparedPlot => slot !== null);
}
