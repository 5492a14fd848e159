import type { Language } from '@core/languages';

/** Where the visitor's choice of language is kept (this browser only). */
export const LANGUAGE_KEY = 'amaravati-plots:language';

/** The language switch remembers the choice. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // private browsing without storage: the choice lasts for this visit's links only
  }
}

/**
 * Sent as its own source text, inline at the top of every page (see app/page-template.ts), so it
 * must not use anything outside its own body. A visitor who chose a language with the switch and
 * later arrives from outside the site (a search result, a shared link, a bookmark) on the other
 * language's page is sent to the same page in their language before anything is painted. Links
 * inside the site keep the language they are in; the back office is English only.
 */
export function goToRememberedLanguage(): void {
  try {
    const wanted = window.localStorage.getItem('amaravati-plots:language');
    const path = window.location.pathname;
    if (path === '/admin' || path.startsWith('/admin/')) return;
    const telugu = path === '/te' || path.startsWith('/te/');
    if ((wanted !== 'te' && wanted !== 'en') || (wanted === 'te') === telugu) return;
    if (document.referrer && new URL(document.referrer).origin === window.location.origin) return;
    const english = telugu ? path.slice(3) || '/' : path;
    window.location.replace(`${wanted === 'te' ? `/te${english}` : english}${window.location.search}${window.location.hash}`);
  } catch {
    // no storage, or an unreadable referrer: stay on the page asked for
  }
}
