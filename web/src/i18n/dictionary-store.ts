import { LANGUAGES, type Language } from '@core/languages';
import { DICTIONARY_LOADERS, NAMESPACES, type Dictionaries, type Namespace } from './namespaces';

/**
 * The dictionaries loaded so far, by language and namespace. Routes and late sections load the
 * namespaces they use before they render (the browser), or all of them are loaded once (the
 * server), so reading one is synchronous; `useT` suspends on one that is not here yet.
 */
const loaded: Record<Language, Partial<Dictionaries>> = { en: {}, te: {} };
const pending = new Map<string, Promise<unknown>>();

function load<N extends Namespace>(language: Language, namespace: N): Promise<Dictionaries[N]> {
  const key = `${language}:${namespace}`;
  let promise = pending.get(key) as Promise<Dictionaries[N]> | undefined;
  if (!promise) {
    const loader = DICTIONARY_LOADERS[language][namespace] as () => Promise<{ default: Dictionaries[N] }>;
    promise = loader().then(
      (module) => {
        loaded[language][namespace] = module.default;
        return module.default;
      },
      (error: unknown) => {
        // A failed download may be tried again (the next navigation, a reload of the section).
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

export function loadNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(namespaces.map((namespace) => load(language, namespace))).then(() => undefined);
}

/** Every namespace of every language: the server renders any page in any language. */
export function loadAllDictionaries(): Promise<void> {
  return Promise.all(LANGUAGES.map((language) => loadNamespaces(language, NAMESPACES))).then(() => undefined);
}

export function loadedDictionary<N extends Namespace>(language: Language, namespace: N): Dictionaries[N] | undefined {
  return loaded[language][namespace];
}

/** The promise `use()` waits on for a namespace that is not loaded yet (the same one each time). */
export function dictionaryPromise<N extends Namespace>(language: Language, namespace: N): Promise<Dictionaries[N]> {
  return load(language, namespace);
}

/** A namespace that must be loaded by now (page meta, toasts raised by a loaded page). */
export function dictionary<N extends Namespace>(language: Language, namespace: N): Dictionaries[N] {
  const found = loaded[language][namespace];
  if (!found) throw new Error(`The ${language} '${namespace}' words are not loaded: add the namespace to the route (app/routes.tsx)`);
  return found;
}
