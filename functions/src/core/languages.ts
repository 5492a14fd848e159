/**
 * The languages of the public site. English lives at the site's paths ('/about'), Telugu under
 * '/te' ('/te/about', the home page '/te/'). The back office is English only.
 */
export const LANGUAGES = ['en', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

/** BCP 47 tags: <html lang>, hreflang, Open Graph locale and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', te: 'te-IN' };

const TELUGU_PREFIX = '/te';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A site path ('/about', '/', '/plots/x?y=1') in a language: '/te/about', '/te/', '/te/plots/x?y=1'. */
export function pathInLanguage(path: string, language: Language): string {
  return language === 'en' ? path : `${TELUGU_PREFIX}${path}`;
}

/** The language a path is in and the same page's English path: '/te/about' → te, '/about'; '/te' → te, '/'. */
export function languageOfPath(path: string): { language: Language; path: string } {
  if (path === TELUGU_PREFIX) return { language: 'te', path: '/' };
  if (path.startsWith(`${TELUGU_PREFIX}/`) || path.startsWith(`${TELUGU_PREFIX}?`) || path.startsWith(`${TELUGU_PREFIX}#`)) {
    const rest = path.slice(TELUGU_PREFIX.length);
    return { language: 'te', path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { language: 'en', path };
}
