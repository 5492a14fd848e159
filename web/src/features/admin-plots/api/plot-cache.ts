import type { useSWRConfig } from 'swr';

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * Every SWR key a plot write changes: the admin list pages, the public search and featured lists
 * and single plots, and the dashboard counters. Revalidated at once after each write.
 */
const PLOT_KEY_PREFIXES = ['/api/admin/plots', '/api/plots', '/api/admin/dashboard'];

export function isPlotKey(key: unknown): boolean {
  return typeof key === 'string' && PLOT_KEY_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`));
}

export function revalidatePlots(mutate: Mutate): Promise<unknown> {
  return mutate(isPlotKey);
}
