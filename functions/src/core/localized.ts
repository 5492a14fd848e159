import type { Language } from './languages';

/**
 * A stored text in the page's language: the Telugu version on a Telugu page when there is one,
 * otherwise the English. `language` says which one it is, so the page can mark an English text
 * inside a Telugu page (`lang="en"`) for screen readers and translation tools.
 */
export function localized(english: string, telugu: string | undefined, language: Language): { text: string; language: Language } {
  const translated = telugu?.trim();
  return language === 'te' && translated ? { text: translated, language: 'te' } : { text: english, language: 'en' };
}
