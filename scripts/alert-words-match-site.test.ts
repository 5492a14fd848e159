import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALERT_WORDS } from '../functions/src/features/subscriptions/alert-words';

/**
 * What an alert follows is said by the backend (the manage page, the confirmation mail, the back
 * office: functions/src/features/subscriptions/alert-words.ts), which cannot load the web app's
 * dictionaries, and the core holds no Telugu (decisions/012). So the words it shares with the site
 * live twice, and this test keeps them equal: a category, a road facing, "documents verified" and
 * the cadences read the same in a mail and on the manage page as on the page where the visitor
 * chose them. English mid-sentence is lower case ('open plots'); Telugu has no case.
 */
type Dictionary = Record<string, unknown>;

// Loaded by a computed path: the web app's modules resolve '@core' only under vitest and Vite,
// so the scripts' typecheck must not follow the import.
async function dictionary(language: string, namespace: string): Promise<Dictionary> {
  const module = (await import(/* @vite-ignore */ fileURLToPath(new URL(`../web/src/i18n/${language}/${namespace}.ts`, import.meta.url)))) as { default: Dictionary };
  return module.default;
}

function at(words: Dictionary, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Dictionary | undefined)?.[key], words);
}

/** A group of words as the alert words write it in `language`: English in lower case. */
function asSaid(value: unknown, language: 'en' | 'te'): unknown {
  if (typeof value === 'string') return language === 'en' ? value.toLowerCase() : value;
  return Object.fromEntries(Object.entries(value as Dictionary).map(([key, inner]) => [key, asSaid(inner, language)]));
}

describe('the alert words', () => {
  for (const language of ['en', 'te'] as const) {
    it(`are the site's, in ${language}`, async () => {
      const [common, parts, plots] = await Promise.all([dictionary(language, 'common'), dictionary(language, 'parts'), dictionary(language, 'plots')]);
      const words = ALERT_WORDS[language];
      expect(asSaid(words.categories, language), 'categories').toEqual(asSaid(at(common, 'categories'), language));
      expect(asSaid(words.cadence, language), 'cadences').toEqual(asSaid(at(common, 'follow.cadence'), language));
      // Facings are names: the same case in both.
      expect(words.facings, 'road facings').toEqual(at(parts, 'plot.facings'));
      expect(asSaid(words.documentsVerified, language), 'documents verified').toBe(asSaid(at(plots, 'filters.documentsVerified'), language));
    });
  }
});
