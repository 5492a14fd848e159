import type { Language } from '@core/languages';
import { localized } from '@core/localized';
import { approvalsSummary } from '@core/plot-approvals';
import { hasLocation } from '@core/plot-links';
import { totalOf } from '@core/plot-status';
import type { VenturePage } from '@core/schemas/venture';
import { ventureOgImage } from '@core/link-preview-paths';
import { previewVersion } from '@core/venture-availability';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { pageTitle, type PageMeta } from '../page-handle';
import { excerpt } from './excerpt';

/**
 * A venture page's head: its title and canonical address, the layout coloured by today's
 * availability as its link preview (the address carries the availability's version, so a status
 * change is a new picture), and a RealEstateListing whose place is the venture (a Residence with its
 * coordinates) and whose AggregateOffer spans its available plots' prices. On a Telugu page the
 * venture's Telugu name and description when it has them, and the page's words in Telugu.
 */
export function ventureMeta(page: VenturePage, language: Language = 'en'): PageMeta {
  const { venture, summary } = page;
  const t = dictionary(language, 'ventures');
  const path = paths.venture.href(venture);
  const name = localized(venture.name, venture.nameTe, language).text;
  const village = summary.village ? localized(summary.village.name, summary.village.nameTe, language).text : '';
  const facts = t.meta.description({ name, village, available: summary.counts.available, total: totalOf(summary.counts), approvals: approvalsSummary(venture) });
  // The venture's own words when they are in the page's language: a Telugu description stays Telugu.
  const own = localized(venture.description, venture.descriptionTe, language);
  const description = excerpt(own.text && own.language === language ? `${facts} ${own.text}` : facts);
  // Today's layout, coloured by availability: the venture's picture first, then its photos.
  const layoutPicture = ventureOgImage(venture, previewVersion(page.plots, venture.layout));
  const prices = page.plots.filter((plot) => plot.status === 'available' && plot.price > 0).map((plot) => plot.price);
  return {
    title: pageTitle(t.meta.title(name, village), language),
    description,
    canonicalPath: path,
    image: layoutPicture,
    imageSize: { width: 1200, height: 630 },
    imageAlt: t.meta.imageAlt(name),
    breadcrumbs: [
      { name: t.list.title, path: paths.ventures.href() },
      { name, path },
    ],
    jsonLd: [
      {
        '@type': 'RealEstateListing',
        name,
        description,
        url: path,
        image: [layoutPicture, ...venture.images.map((image) => image.url)],
        datePosted: venture.createdAt,
        dateModified: venture.updatedAt ?? venture.createdAt,
        offers:
          prices.length > 0
            ? {
                '@type': 'AggregateOffer',
                priceCurrency: 'INR',
                lowPrice: Math.min(...prices),
                highPrice: Math.max(...prices),
                offerCount: prices.length,
                availability: 'https://schema.org/InStock',
                url: path,
                seller: { '@id': '/#organization' },
              }
            : undefined,
        contentLocation: {
          '@type': 'Residence',
          name,
          address: { '@type': 'PostalAddress', addressLocality: village || undefined, addressRegion: 'Andhra Pradesh', addressCountry: 'IN' },
          geo: hasLocation(venture.coordinates)
            ? { '@type': 'GeoCoordinates', latitude: venture.coordinates.latitude, longitude: venture.coordinates.longitude }
            : undefined,
        },
      },
    ],
  };
}
