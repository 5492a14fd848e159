import { siteDay } from '@core/dates';
import { useSyncExternalStore } from 'react';

/** The day is read when the component renders; nothing announces midnight. */
const noChanges = () => () => undefined;
const today = () => siteDay(new Date());
const notKnown = () => undefined;

/**
 * Today in Amaravati (YYYY-MM-DD), read in the browser; undefined on the server and in the render
 * that hydrates its HTML (a page rendered before midnight may come alive after it), so the HTML
 * always matches the first render and the browser's day applies right after.
 */
export function useSiteDay(): string | undefined {
  return useSyncExternalStore(noChanges, today, notKnown);
}
