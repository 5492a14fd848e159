import { languageOfPath } from '@core/languages';
import { loadNamespaces } from './dictionary-store';
import type { Namespace } from './namespaces';

/**
 * A loader of code that shows words of `namespaces`: in the browser it also loads them, in the
 * page's language, so a section that loads late (components/ui/deferred.tsx) renders at once.
 * The server has every dictionary loaded before it renders.
 */
export function withNamespaces<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return () => {
    const words = typeof window === 'undefined' ? undefined : loadNamespaces(languageOfPath(window.location.pathname).language, namespaces);
    return Promise.all([load(), words]).then(([loaded]) => loaded);
  };
}
