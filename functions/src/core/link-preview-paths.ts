/**
 * The addresses of the link-preview pictures (og:image): the site's, a plot's and a venture's.
 * Apart from site-paths.ts, which every page's first script carries: only the pages that name a
 * picture (and the server that draws them) need these.
 */

/** The site's own link-preview picture (web/public/images, 1200×630). */
export const SITE_OG_IMAGE = '/images/og-site.jpg';

/**
 * A plot's link-preview picture (1200×630 JPEG from its cover, or the site's picture when it has
 * none): what its page names as og:image. The cover's id rides along so a new cover is a new address
 * (link previews are cached hard by the apps that show them); the server reads only the plot id.
 */
export function plotOgImage(plot: { id: string; imagePublicId: string }): string {
  const version = plot.imagePublicId ? `?v=${encodeURIComponent(plot.imagePublicId)}` : '';
  return `/og/plots/${encodeURIComponent(plot.id)}.jpg${version}`;
}

/**
 * A venture's link-preview picture: its layout coloured by the plots' statuses. The address carries
 * the picture's version (core/venture-availability.ts `previewVersion`), so a status change, a layout
 * save or a new plan is a new address and the picture at one address never changes (the apps that
 * show previews cache them hard).
 */
export function ventureOgImage(venture: { id: string }, version: string): string {
  return `/og/ventures/${encodeURIComponent(venture.id)}-${encodeURIComponent(version)}.jpg`;
}

/**
 * The same picture as it is now, without knowing its version: a brief redirect to today's
 * `ventureOgImage` (the /ventures list's card of a venture without photos shows it).
 */
export function ventureCurrentPicture(venture: { id: string }): string {
  return `/og/ventures/${encodeURIComponent(venture.id)}.jpg`;
}

/**
 * A village's link-preview picture: its price history chart with today's prices. The address
 * carries the month and today's prices, so a price change (or a new month) is a new address; the
 * server reads only the slug.
 */
export function villageOgImage(slug: string, month: string, prices: Record<string, number>): string {
  const version = [month, ...Object.values(prices)].join('-');
  return `/og/villages/${encodeURIComponent(slug)}.jpg?v=${encodeURIComponent(version)}`;
}
