import { PLOT_CATEGORIES } from '../../core/constants';
import { LANGUAGE_TAGS, LANGUAGES, pathInLanguage } from '../../core/languages';
import { sitePaths } from '../../core/site-paths';
import type { Store } from '../../ports/store';

export interface SitemapEntry {
  path: string;
  /** When what the page shows last changed (ISO), when known. */
  lastmod?: string;
}

/** The latest of some ISO times, or undefined when there are none. */
function latest(times: readonly (string | null | undefined)[]): string | undefined {
  let best: string | undefined;
  let bestMs = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    const ms = time ? Date.parse(time) : Number.NaN;
    if (ms > bestMs) {
      bestMs = ms;
      best = new Date(ms).toISOString();
    }
  }
  return best;
}

const changedAt = (record: { createdAt: string; updatedAt: string | null }) => record.updatedAt ?? record.createdAt;

/**
 * Every public page the site wants found, with the time its content last changed: a listing
 * changes with its plots, each plot's page with that plot, the home and investment pages with the plots and the prices, the
 * updates list with its posts, each update with itself, the pages that show only the business
 * details with those; a venture's page with the venture and its plots (their statuses on its
 * plan), the ventures' list with them all; a village's page with its last price change.
 */
export async function sitemapEntries(store: Store): Promise<SitemapEntry[]> {
  const [plots, regions, blogs, settingsChanged, ventures] = await Promise.all([
    store.plots.summaries(),
    store.regions.list(),
    store.blogs.list(),
    store.settings.updatedAt(),
    store.ventures.summaries(),
  ]);
  const plotsChanged = latest(plots.map(changedAt));
  const pricesChanged = latest(regions.map(changedAt));
  const entry = (path: string, lastmod: string | undefined): SitemapEntry => (lastmod ? { path, lastmod } : { path });
  // A venture's plots in a few fields each (a handful of ventures: one read each).
  const ventureEntries = await Promise.all(
    ventures.map(async (venture) => entry(sitePaths.venture(venture), latest([changedAt(venture), ...(await store.plots.byVenture(venture.id)).map((plot) => plot.updatedAt)]))),
  );
  // A village's page with its prices: dated by the last entry of its price history (a read per village, a few dozen).
  const villageEntries = await Promise.all(
    regions.map(async (region) => entry(sitePaths.village(region), latest([(await store.regions.priceHistory(region.id)).at(-1)?.at, region.updatedAt]) ?? changedAt(region))),
  );
  return [
    entry(sitePaths.home(), latest([plotsChanged, pricesChanged, settingsChanged])),
    entry(sitePaths.properties(), plotsChanged),
    ...PLOT_CATEGORIES.map((category) => entry(sitePaths.buy(category), latest(plots.filter((plot) => plot.category === category).map(changedAt)))),
    // Every plot's own page, sold ones too (they stay readable), dated by its last edit.
    ...plots.map((plot) => entry(sitePaths.plot(plot), changedAt(plot))),
    ...PLOT_CATEGORIES.map((category) => entry(sitePaths.sell(category), settingsChanged ?? undefined)),
    entry(sitePaths.investment(), latest([plotsChanged, pricesChanged])),
    ...villageEntries,
    entry(sitePaths.ventures(), latest(ventureEntries.map((venture) => venture.lastmod))),
    ...ventureEntries,
    entry(sitePaths.updates(), latest(blogs.map(changedAt))),
    ...blogs.map((blog) => entry(sitePaths.update(blog.id), changedAt(blog))),
    entry(sitePaths.about(), settingsChanged ?? undefined),
    entry(sitePaths.contact(), settingsChanged ?? undefined),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemaps.org XML of the entries, with absolute addresses: every page in each language, each
 * naming its twins (hreflang alternates, English as the default), as search engines ask of a
 * site in several languages.
 */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeXml(`${origin}${pathInLanguage(entry.path, language)}`)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${entry.path}`)}"/>`,
    ].join('');
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return LANGUAGES.map((language) => `<url><loc>${escapeXml(`${origin}${pathInLanguage(entry.path, language)}`)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** What crawlers may visit: everything but the back office and the API; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
