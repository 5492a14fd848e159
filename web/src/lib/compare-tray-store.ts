import { useSyncExternalStore } from 'react';
import { storedValue } from './stored-value';

const COMPARE_TRAY_KEY = 'amaravati-plots:compare';

/** The comparison tray as this browser keeps it: JSON of its plots (lib/compare-tray.ts reads and changes it). */
export const storedTray = storedValue(COMPARE_TRAY_KEY, '[]');

/**
 * Whether the tray may hold plots: all that every page's layout needs to know, without the code
 * that reads and changes the tray (which loads with the cards and the bar). The server and the
 * hydrating render see an empty tray.
 */
export function useTrayMayHoldPlots(): boolean {
  return useSyncExternalStore(storedTray.subscribe, () => storedTray.read() !== '[]', () => false);
}
