import { LANGUAGE_TAGS, languageOfPath, pathInLanguage } from '@core/languages';
import { LANGUAGE_NAMES } from '@/i18n/language-names';
import { Link, useLocation } from 'react-router-dom';
import { rememberLanguage } from '@/i18n/remembered-language';
import { useT } from '@/i18n/use-language';

/**
 * The same page in the other language (English ⇄ తెలుగు), with its query and place kept. The
 * choice is remembered: arriving later from outside the site lands in the chosen language.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const { language, path } = languageOfPath(pathname);
  const other = language === 'en' ? 'te' : 'en';
  const t = useT('common');
  return (
    <Link
      to={`${pathInLanguage(path, other)}${search}${hash}`}
      lang={LANGUAGE_TAGS[other]}
      hrefLang={LANGUAGE_TAGS[other]}
      title={t.language.switchTo}
      data-testid="language-switch"
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      {LANGUAGE_NAMES[other]}
    </Link>
  );
}
