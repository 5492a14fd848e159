import { DEFAULT_AREA_UNIT, isAreaUnit } from '@core/area-units';
import type { AreaUnit } from '@core/constants';
import { useSyncExternalStore } from 'react';
import { storedValue } from './stored-value';

/**
 * The area unit a visitor reads plots in (sq.yd, sq.ft, cents, acres), remembered in this
 * browser and shared by the plot cards and plot pages. The server and the first (hydrating)
 * render use the default unit, so the HTML matches; the stored unit applies right after.
 */
export const AREA_UNIT_KEY = 'amaravati-plots:area-unit';
const areaUnit = storedValue(AREA_UNIT_KEY, DEFAULT_AREA_UNIT);

function read(): AreaUnit {
  const stored = areaUnit.read();
  return isAreaUnit(stored) ? stored : DEFAULT_AREA_UNIT;
}

export function useAreaUnit(): [AreaUnit, (unit: AreaUnit) => void] {
  const unit = useSyncExternalStore(areaUnit.subscribe, read, () => DEFAULT_AREA_UNIT);
  return [unit, areaUnit.write];
}
