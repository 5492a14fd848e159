import { languageOfPath, type Language } from '@core/languages';
import type { SiteSettings } from '@core/schemas/settings';
import { dictionary } from '@/i18n/dictionary-store';
import type { Params } from 'react-router-dom';

/**
 * What a route module tells the renderer besides its component (its `handle` export): which API
 * reads its first render needs (rendered on the server, then handed to SWR so the browser starts
 * from them), and its title, description and structured data for search engines and link
 * previews. The browser uses the same `meta` for the tab title (DocumentTitle). Back-office
 * routes declare their title the same way (`adminPageMeta`); they are rendered in the browser only.
 */
interface PageContext {
  params: Params;
  /** The page's address as the English site spells it ('/te/about' → '/about'): handles speak English paths. */
  url: URL;
  /** The page's language (Telugu under /te); its words are loaded by the time meta is asked for. */
  language: Language;
}

export interface PageData {
  /** The answer of a read the page asked for, when it was found. */
  get<T>(key: string): T | undefined;
  /** The read answered 404 (a deleted update, a missing plot). */
  missing(key: string): boolean;
}

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /**
   * Path of the canonical URL, as the English site spells it (the renderer puts it in the page's
   * language); the page's own path when left out (its query dropped).
   */
  canonicalPath?: string;
  /** 'article' for an update; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Absolute or root-relative; the site image when left out. */
  image?: string;
  /** What `image` shows (og:image:alt); the site image's words when left out. */
  imageAlt?: string;
  /** The size of `image` in pixels, when known (og:image:width and height). */
  imageSize?: { width: number; height: number };
  /** From the home page down to this page, for BreadcrumbList (English paths). Inner pages only. */
  breadcrumbs?: Breadcrumb[];
  /** More JSON-LD nodes (ItemList, NewsArticle…); RealEstateAgent is added to every page. */
  jsonLd?: Record<string, unknown>[];
  /** Not for search engines (the admin area, not-found pages). */
  noindex?: boolean;
  /** The HTTP status of the page (404 for an unknown path or category). */
  status?: number;
  /** Send the visitor elsewhere instead (a deleted update → the list): an English path, put in the page's language. */
  redirect?: string;
  /** The redirect is for good (301: a plot's old address), so search engines move their link. */
  permanent?: boolean;
}

export interface PageHandle {
  data?: (page: PageContext) => string[];
  meta?: (page: PageContext & { data: PageData; settings: SiteSettings | undefined }) => PageMeta;
}

export const SITE_NAME = 'Amaravati Plots';

/** 'Contact Us | Amaravati Plots'; on a Telugu page the site's Telugu name. */
export function pageTitle(title: string, language: Language = 'en'): string {
  return `${title} | ${language === 'en' ? SITE_NAME : dictionary(language, 'common').siteName}`;
}

/**
 * A back-office page's meta: 'Plots Management | Admin | Amaravati Plots' (the back office is
 * English and never indexed; the server does not render it, so only the title is used).
 */
export function adminPageMeta(title: string): PageMeta {
  return { title: `${title} | Admin | ${SITE_NAME}`, description: '', noindex: true };
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && ('data' in handle || 'meta' in handle);
}

interface MatchLike {
  params: Params;
  handle?: unknown;
  route?: { handle?: unknown };
}

function handleOf(match: MatchLike): PageHandle | undefined {
  const handle = match.handle ?? match.route?.handle;
  return isPageHandle(handle) ? handle : undefined;
}

/** The page's language and its address with the English path. */
function inEnglish(url: URL): { language: Language; url: URL } {
  const { language, path } = languageOfPath(url.pathname);
  const english = new URL(url);
  english.pathname = path;
  return { language, url: english };
}

/** Every read the matched routes need, each once, in route order (layout first). */
export function dataKeys(matches: readonly MatchLike[], pageUrl: URL): string[] {
  const { language, url } = inEnglish(pageUrl);
  const keys = matches.flatMap((match) => handleOf(match)?.data?.({ params: match.params, url, language }) ?? []);
  return [...new Set(keys)];
}

/** The meta of the deepest matched route that has one. */
export function pageMeta(matches: readonly MatchLike[], pageUrl: URL, data: PageData, settings: SiteSettings | undefined): PageMeta | undefined {
  const { language, url } = inEnglish(pageUrl);
  for (const match of [...matches].reverse()) {
    const meta = handleOf(match)?.meta;
    if (meta) return meta({ params: match.params, url, language, data, settings });
  }
  return undefined;
}
