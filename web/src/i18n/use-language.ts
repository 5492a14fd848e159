import { languageOfPath, type Language } from '@core/languages';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { dictionaryPromise, loadedDictionary } from './dictionary-store';
import type { Dictionaries, Namespace } from './namespaces';

/** The language of the page being shown: Telugu under /te, English elsewhere (the back office too). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname).language;
}

/** The words of a namespace in the page's language. */
export function useT<N extends Namespace>(namespace: N): Dictionaries[N] {
  const language = useLanguage();
  // Loaded with the route or section in all but a mistake; then the component waits for it.
  return loadedDictionary(language, namespace) ?? use(dictionaryPromise(language, namespace));
}

