import type { SiteSettings } from '@core/schemas/settings';
import type { Params } from 'react-router-dom';

/**
 * What a public route module tells the renderer besides its component (its `handle` export):
 * which API reads its first render needs (rendered on the server, then handed to SWR so the
 * browser starts from them), and its title, description and structured data for search engines
 * and link previews. The browser uses the same `meta` for the tab title after a navigation.
 */
export interface PageContext {
  params: Params;
  url: URL;
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
  /** Path of the canonical URL; the page's own path when left out (its query dropped). */
  canonicalPath?: string;
  /** 'article' for an update; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Absolute or root-relative; the site image when left out. */
  image?: string;
  /** What `image` shows (og:image:alt); the site image's words when left out. */
  imageAlt?: string;
  /** The size of `image` in pixels, when known (og:image:width and height). */
  imageSize?: { width: number; height: number };
  /** From the home page down to this page, for BreadcrumbList. Inner pages only. */
  breadcrumbs?: Breadcrumb[];
  /** More JSON-LD nodes (ItemList, NewsArticle…); RealEstateAgent is added to every page. */
  jsonLd?: Record<string, unknown>[];
  /** Not for search engines (the admin area, not-found pages). */
  noindex?: boolean;
  /** The HTTP status of the page (404 for an unknown path or category). */
  status?: number;
  /** Send the visitor elsewhere instead (a deleted update → the list). */
  redirect?: string;
  /** The redirect is for good (301: a plot's old address), so search engines move their link. */
  permanent?: boolean;
}

export interface PageHandle {
  data?: (page: PageContext) => string[];
  meta?: (page: PageContext & { data: PageData; settings: SiteSettings | undefined }) => PageMeta;
}

export const SITE_NAME = 'Amaravati Plots';

/** 'Contact Us | Amaravati Plots'. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
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

/** Every read the matched routes need, each once, in route order (layout first). */
export function dataKeys(matches: readonly MatchLike[], url: URL): string[] {
  const keys = matches.flatMap((match) => handleOf(match)?.data?.({ params: match.params, url }) ?? []);
  return [...new Set(keys)];
}

/** The meta of the deepest matched route that has one. */
export function pageMeta(matches: readonly MatchLike[], url: URL, data: PageData, settings: SiteSettings | undefined): PageMeta | undefined {
  for (const match of [...matches].reverse()) {
    const meta = handleOf(match)?.meta;
    if (meta) return meta({ params: match.params, url, data, settings });
  }
  return undefined;
}
