import { LANGUAGE_TAGS, languageOfPath } from '@core/languages';
import type { SiteSettings } from '@core/schemas/settings';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';
import { ApiError } from '@/lib/api-client';
import { hydration } from '@/lib/hydration';
import { dataKeys, pageMeta, type PageData } from './page-handle';

/** The most reads a page asks for (the layout's settings plus the page's own); the hooks below are one per slot. */
const SLOTS = 4;

/**
 * Keeps the tab's title in step with the page after a navigation in the browser. The title comes
 * from the same route `meta` the server renders into <head>, fed by the same SWR keys the page
 * reads (so it costs no extra request). A page the browser renders alone (the back office) has
 * its title from its first render.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const location = useLocation();
  // Only the path and query matter to a title; the origin is a placeholder (this also renders on the server).
  const url = new URL(`${location.pathname}${location.search}`, 'http://localhost');
  const keys = dataKeys(matches, url).slice(0, SLOTS);
  const slots = [useSWR(keys[0] ?? null), useSWR(keys[1] ?? null), useSWR(keys[2] ?? null), useSWR(keys[3] ?? null)];
  const read = (key: string) => slots[keys.indexOf(key)];
  const data: PageData = {
    get: <T,>(key: string) => read(key)?.data as T | undefined,
    missing: (key) => {
      const error: unknown = read(key)?.error;
      return error instanceof ApiError && error.status === 404;
    },
  };
  const settings = data.get<SiteSettings>(apiPaths.settings());
  // The page the server rendered has its title in <head> already: working the whole meta out
  // again as it comes alive cost a venture page a hash over every plot (its link preview's
  // version) in one long task. From the first navigation on, the title follows the page.
  const title = hydration.isActive() ? undefined : pageMeta(matches, url, data, settings)?.title;

  const lang = LANGUAGE_TAGS[languageOfPath(location.pathname).language];

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  // A switch of language in the browser changes the page's language too. Only a change: setting
  // <html lang> even to the same value has the browser restyle every element of the page.
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
