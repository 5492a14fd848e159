import { LANGUAGE_TAGS } from '@core/languages';
import { localized } from '@core/localized';
import { useLanguage } from './use-language';

/**
 * A stored text (a plot's title, a region's name, the address) in the page's language: its
 * Telugu version on a Telugu page when an admin gave one, else the English — then marked
 * `lang="en"`, so screen readers pronounce it as English and the page's own words stay Telugu.
 */
export function Localized({ english, telugu }: { english: string; telugu?: string | undefined }) {
  const language = useLanguage();
  const shown = localized(english, telugu, language);
  return shown.language === language ? <>{shown.text}</> : <span lang={LANGUAGE_TAGS[shown.language]}>{shown.text}</span>;
}

/** The same choice as a plain string (for attributes: alt texts, labels), without the marking. */
export function useLocalizedText(): (english: string, telugu?: string | undefined) => string {
  const language = useLanguage();
  return (english, telugu) => localized(english, telugu, language).text;
}
