import type { Language } from '@core/languages';

/**
 * Each language's own name, as the language switch shows it on every page (in its own script,
 * whatever the page's language). Apart from the formats' words so that the switch, on every page,
 * does not bring the price and area formats with it.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', te: 'తెలుగు' };
