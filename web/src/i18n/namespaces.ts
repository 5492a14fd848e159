import type { Language } from '@core/languages';
import type { Translation } from './translation';
import type enAbout from './en/about';
import type enCommon from './en/common';
import type enCompare from './en/compare';
import type enContact from './en/contact';
import type enFooter from './en/footer';
import type enHome from './en/home';
import type enInvestment from './en/investment';
import type enMessages from './en/messages';
import type enParts from './en/parts';
import type enPlotPage from './en/plot-page';
import type enPlots from './en/plots';
import type enPricing from './en/pricing';
import type enSell from './en/sell';
import type enUpdates from './en/updates';
import type enVentures from './en/ventures';
import type enVillages from './en/villages';

/**
 * The site's words come in namespaces, one file per language each, so a page loads only the
 * words it shows and only in its own language: `common` with the public layout (chrome, the
 * compare tray), `footer` with the footer (which loads when a visitor comes near it), `parts`
 * with the pages and sections that show plot cards, filters, maps or form fields, `messages` with
 * every message of the core by key (a form's rules, the API's answers, empty states), the others
 * with the pages or sections that use them.
 */
export interface Dictionaries {
  common: Translation<typeof enCommon>;
  footer: Translation<typeof enFooter>;
  parts: Translation<typeof enParts>;
  home: Translation<typeof enHome>;
  pricing: Translation<typeof enPricing>;
  plots: Translation<typeof enPlots>;
  about: Translation<typeof enAbout>;
  plotPage: Translation<typeof enPlotPage>;
  contact: Translation<typeof enContact>;
  sell: Translation<typeof enSell>;
  updates: Translation<typeof enUpdates>;
  compare: Translation<typeof enCompare>;
  investment: Translation<typeof enInvestment>;
  ventures: Translation<typeof enVentures>;
  villages: Translation<typeof enVillages>;
  messages: Translation<typeof enMessages>;
}
export type Namespace = keyof Dictionaries;

type Loaders = { readonly [N in Namespace]: () => Promise<{ default: Dictionaries[N] }> };

/** Each namespace of each language is a chunk of its own, fetched when a page needs it. */
export const DICTIONARY_LOADERS: Record<Language, Loaders> = {
  en: {
    common: () => import('./en/common'),
    footer: () => import('./en/footer'),
    parts: () => import('./en/parts'),
    home: () => import('./en/home'),
    pricing: () => import('./en/pricing'),
    plots: () => import('./en/plots'),
    about: () => import('./en/about'),
    plotPage: () => import('./en/plot-page'),
    contact: () => import('./en/contact'),
    sell: () => import('./en/sell'),
    updates: () => import('./en/updates'),
    compare: () => import('./en/compare'),
    investment: () => import('./en/investment'),
    ventures: () => import('./en/ventures'),
    villages: () => import('./en/villages'),
    messages: () => import('./en/messages'),
  },
  te: {
    common: () => import('./te/common'),
    footer: () => import('./te/footer'),
    parts: () => import('./te/parts'),
    home: () => import('./te/home'),
    pricing: () => import('./te/pricing'),
    plots: () => import('./te/plots'),
    about: () => import('./te/about'),
    plotPage: () => import('./te/plot-page'),
    contact: () => import('./te/contact'),
    sell: () => import('./te/sell'),
    updates: () => import('./te/updates'),
    compare: () => import('./te/compare'),
    investment: () => import('./te/investment'),
    ventures: () => import('./te/ventures'),
    villages: () => import('./te/villages'),
    messages: () => import('./te/messages'),
  },
};

export const NAMESPACES = Object.keys(DICTIONARY_LOADERS.en) as Namespace[];

/** The source file of a namespace (the key of its chunk in Vite's manifest). */
export function dictionaryModule(language: Language, namespace: Namespace): string {
  return `src/i18n/${language}/${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}
