import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { messageKey } from '../../core/message-key';
import { placeNameForSearch } from '../../core/place-names';
import { plotIdCandidates } from '../../core/plot-path';
import type { Plot } from '../../core/schemas/plot';
import { featuredQuerySchema, plotSearchQuerySchema } from '../../core/schemas/plot-search';
import type { PublicTopic } from '../../ports/public-cache';
import type { Store } from '../../ports/store';
import { notFound } from '../../http/errors';
import { readBuyingCostSettings } from '../settings/buying-cost-settings';
import { createVentureReads } from '../ventures/venture-reads';
import { createVillageReads } from '../villages/village-reads';
import { publicRegion } from '../../core/schemas/region';
import type { CachePolicy } from '../../http/middleware/cache-control';
import { documentId, isDocumentId } from '../../http/params';
import { parseOrThrow } from '../../http/validate';

/** The public read routes under /api, as Express paths (the table below matches the same ones). */
export const PUBLIC_READ_PATHS = [
  '/regions',
  '/plots',
  '/plots/featured',
  '/plots/:segment',
  '/buying-costs',
  '/ventures',
  '/ventures/:segment',
  '/ventures/:id/availability',
  '/villages/:slug',
  '/blogs',
  '/blogs/:id',
  '/settings',
];

export interface PublicReadAnswer {
  body: unknown;
  policy: CachePolicy;
  topics: readonly PublicTopic[];
}

interface Read {
  pattern: RegExp;
  policy: CachePolicy;
  topics: readonly PublicTopic[];
  read: (match: RegExpExecArray, query: ParsedUrlQuery) => Promise<unknown>;
}


/**
 * Every public read of the site, by its GET path: what the API answers at /api/…, and what the
 * page renderer reads to render a page with the same data. Bad input throws the HttpError the API
 * answers with (400/404/422). The search is filtered, sorted and paged by the store, so a page
 * holds at most PLOTS_PAGE_SIZE_MAX plots and 10,000 plots never travel at once.
 */
export function createPublicReads(deps: { store: Store }) {
  const { store } = deps;
  const ventures = createVentureReads(store);
  const villages = createVillageReads(store);
  const reads: Read[] = [
    // The price table: every region without its village page's descriptions.
    { pattern: /^\/api\/regions$/, policy: 'live', topics: ['regions'], read: async () => (await store.regions.list()).map(publicRegion) },
    {
      // A village's page: its prices and their history, its plots, its ventures and its neighbours.
      pattern: /^\/api\/villages\/([^/]+)$/,
      policy: 'listings',
      topics: ['regions', 'plots', 'ventures'],
      read: async (match) => (await villages.page(decode(match[1]))) ?? Promise.reject(notFound(messageKey('villageNotFound'))),
    },
    {
      pattern: /^\/api\/plots$/,
      policy: 'listings',
      // A place typed in Telugu is looked up among the regions' Telugu names.
      topics: ['plots', 'regions'],
      read: async (_match, query) => {
        const search = parseOrThrow(plotSearchQuerySchema, query, 'query');
        if (search.location) search.location = placeNameForSearch(search.location, await store.regions.list());
        return store.plots.search(search);
      },
    },
    {
      pattern: /^\/api\/plots\/featured$/,
      policy: 'listings',
      topics: ['plots'],
      read: (_match, query) => store.plots.featured(parseOrThrow(featuredQuerySchema, query, 'query').limit),
    },
    {
      // One plot, sold ones too, by its id or its page's path segment ({id}-{slug}), with its venture and village.
      pattern: /^\/api\/plots\/([^/]+)$/,
      policy: 'listings',
      topics: ['plots', 'ventures', 'regions'],
      read: async (match) => {
        const plot = await plotBySegment(decode(match[1]));
        return plot ? ventures.publicPlot(plot) : Promise.reject(notFound(messageKey('plotNotFound')));
      },
    },
    // Ventures: the list shows each one's village; a page its plots; the open page polls its statuses.
    { pattern: /^\/api\/ventures$/, policy: 'listings', topics: ['ventures', 'regions'], read: () => ventures.summaries() },
    {
      pattern: /^\/api\/ventures\/([^/]+)\/availability$/,
      policy: 'availability',
      topics: ['ventures', 'plots'],
      read: async (match) => (await ventures.availability(decode(match[1]))) ?? Promise.reject(notFound(messageKey('ventureNotFound'))),
    },
    {
      pattern: /^\/api\/ventures\/([^/]+)$/,
      policy: 'listings',
      topics: ['ventures', 'plots', 'regions'],
      read: async (match) => (await ventures.page(decode(match[1]))) ?? Promise.reject(notFound(messageKey('ventureNotFound'))),
    },
    { pattern: /^\/api\/blogs$/, policy: 'articles', topics: ['blogs'], read: () => store.blogs.list() },
    {
      pattern: /^\/api\/blogs\/([^/]+)$/,
      policy: 'articles',
      topics: ['blogs'],
      read: async (match) =>
        (await store.blogs.get(documentId(decode(match[1]), messageKey('articleNotFound')))) ?? Promise.reject(notFound(messageKey('articleNotFound'))),
    },
    // The rates of the full cost of buying on plot pages.
    { pattern: /^\/api\/buying-costs$/, policy: 'settings', topics: ['settings'], read: () => readBuyingCostSettings(store.meta) },
    {
      pattern: /^\/api\/settings$/,
      policy: 'settings',
      topics: ['settings'],
      read: async () => (await store.settings.get()) ?? Promise.reject(notFound(messageKey('settingsMissing'))),
    },
  ];

  /** The plot a path segment names: each id it may start with is tried, shortest first (core/plot-path.ts). */
  async function plotBySegment(segment: string): Promise<Plot | null> {
    for (const id of plotIdCandidates(segment).filter(isDocumentId)) {
      const plot = await store.plots.get(id);
      if (plot) return plot;
    }
    return null;
  }

  return {
    /** The answer to `GET key` (path and query). Throws the API's HttpError for bad input or a missing record. */
    async get(key: string): Promise<PublicReadAnswer> {
      const url = new URL(key, 'http://local');
      // Parsed as Express parses a query ('simple', node:querystring): a repeated parameter is a
      // list, which the schemas refuse (400) instead of quietly taking one of its values.
      const query = parseQuery(url.search.slice(1));
      for (const entry of reads) {
        const match = entry.pattern.exec(url.pathname);
        if (!match) continue;
        const body = await entry.read(match, query);
        return { body, policy: entry.policy, topics: entry.topics };
      }
      throw notFound(messageKey('noSuchEndpoint'));
    },
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}
