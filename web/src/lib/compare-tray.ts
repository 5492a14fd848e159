import { COMPARE_MAX } from '@core/constants';
import { useCallback, useSyncExternalStore } from 'react';
import { storedTray as stored } from './compare-tray-store';

/**
 * The comparison tray (docs/product.md: compare): up to COMPARE_MAX plots picked from cards,
 * favourites and plot pages, kept in this browser only. Each entry keeps the plot's title, so the
 * tray names its plots without a read; the comparison page reads the plots themselves.
 */
export interface TrayPlot {
  id: string;
  title: string;
  /** Its Telugu title, when it has one (shown on Telugu pages). */
  titleTe?: string;
}

export type AddResult = 'added' | 'already' | 'full';

export function parseTray(raw: string): TrayPlot[] {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const plots: TrayPlot[] = [];
    for (const item of value) {
      if (!item || typeof item !== 'object') continue;
      const { id, title, titleTe } = item as Record<string, unknown>;
      if (typeof id !== 'string' || !id || plots.some((plot) => plot.id === id)) continue;
      plots.push({ id, title: typeof title === 'string' ? title : '', ...(typeof titleTe === 'string' && titleTe ? { titleTe } : {}) });
    }
    return plots.slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/** The tray with one more plot, unless it is there already or the tray is full. */
export function addToTray(tray: readonly TrayPlot[], plot: TrayPlot): { tray: TrayPlot[]; result: AddResult } {
  if (tray.some((entry) => entry.id === plot.id)) return { tray: [...tray], result: 'already' };
  if (tray.length >= COMPARE_MAX) return { tray: [...tray], result: 'full' };
  return { tray: [...tray, { id: plot.id, title: plot.title, ...(plot.titleTe ? { titleTe: plot.titleTe } : {}) }], result: 'added' };
}

export function removeFromTray(tray: readonly TrayPlot[], id: string): TrayPlot[] {
  return tray.filter((entry) => entry.id !== id);
}

/** Ids from `?ids=a,b`: trimmed, blanks and repeats dropped, at most COMPARE_MAX. */
export function compareIds(param: string | null): string[] {
  const ids: string[] = [];
  for (const part of (param ?? '').split(',')) {
    const id = part.trim();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

/** The tray and its actions. The server and the hydrating render see an empty tray. */
export function useCompareTray() {
  const raw = useSyncExternalStore(stored.subscribe, stored.read, () => '[]');
  const tray = parseTray(raw);
  const add = useCallback((plot: TrayPlot): AddResult => {
    const next = addToTray(parseTray(stored.read()), plot);
    if (next.result === 'added') stored.write(JSON.stringify(next.tray));
    return next.result;
  }, []);
  const remove = useCallback((id: string) => stored.write(JSON.stringify(removeFromTray(parseTray(stored.read()), id))), []);
  const clear = useCallback(() => stored.write('[]'), []);
  return { tray, add, remove, clear };
}
