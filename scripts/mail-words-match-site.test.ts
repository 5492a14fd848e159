import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALERT_MAIL_WORDS } from '../functions/src/features/alerts/mails/alert-mail-words';

/**
 * The alert mails are rendered by the backend, which cannot load the web app's dictionaries, so
 * they hold the unit words themselves (functions/src/features/alerts/mails/alert-mail-words.ts).
 * They must be the site's: a price or an area reads the same in a mail as on the page it links to.
 */
describe('the alert mails\' unit words', () => {
  it('are the site\'s, in each language', async () => {
    // Loaded by a computed path: the web app's modules resolve '@core' only under vitest and Vite,
    // so the scripts' typecheck must not follow the import.
    const formatsOf = async (language: string) => {
      const module = (await import(/* @vite-ignore */ fileURLToPath(new URL(`../web/src/i18n/${language}/formats.ts`, import.meta.url)))) as { default: Record<string, unknown> };
      return module.default;
    };
    const site = { en: await formatsOf('en'), te: await formatsOf('te') };
    for (const language of ['en', 'te'] as const) {
      expect(ALERT_MAIL_WORDS[language].priceUnits, language).toEqual(site[language].priceUnits);
      expect(ALERT_MAIL_WORDS[language].areaUnits, language).toEqual(site[language].areaUnits);
    }
  });
});
