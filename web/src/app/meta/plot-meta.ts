import type { PlotStatus } from '@core/constants';
import { hasLocation } from '@core/plot-links';
import type { Language } from '@core/languages';
import { localized } from '@core/localized';
import { formatRupees } from '@core/price';
import type { Plot } from '@core/schemas/plot';
import { plotOgImage } from '@core/link-preview-paths';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { pageTitle, type PageMeta } from '../page-handle';
import { excerpt } from './excerpt';
import { formatArea, formatPlotPrice } from '@/i18n/formats';

/** Each status as schema.org says an offer stands: a reservation or a booking holds the plot for a buyer, a plot not for sale is not offered. */
const OFFER_AVAILABILITY: Record<PlotStatus, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  booked: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  'not-for-sale': 'https://schema.org/OutOfStock',
};

/** '200 sq.yd Residential plot in Thullur at ₹25,000/sq.yd (₹50 L). East facing, 12 m road.' then the plot's own words (its Telugu ones on a Telugu page). */
function plotDescription(plot: Plot, language: Language): string {
  const plotWords = dictionary(language, 'parts').plot;
  const facts = dictionary(language, 'plotPage').meta.facts({
    area: formatArea(plot.area, 'sqyd', language),
    type: plotWords.types[plot.type],
    location: plot.location,
    rate: formatRupees(plot.pricePerSqYard),
    price: formatPlotPrice(plot.price, plot.priceUnit, language),
    facing: plotWords.facings[plot.roadFacing],
    roadWidth: plot.roadWidth,
    status: plot.status === 'available' ? '' : plotWords.statuses[plot.status],
  });
  const description = localized(plot.description, plot.descriptionTe, language).text;
  return excerpt(description ? `${facts} ${description}` : facts);
}

/**
 * A plot page's head: its own title and canonical address, its cover as the link preview,
 * and a RealEstateListing with its Offer (INR, its availability from the status) and, when the plot has a
 * location, a Place with its coordinates. On a Telugu page the plot's Telugu title and
 * description when it has them, and the page's words in Telugu.
 */
export function plotMeta(plot: Plot, language: Language = 'en'): PageMeta {
  const path = paths.plot.href(plot);
  const description = plotDescription(plot, language);
  const common = dictionary(language, 'common');
  const title = localized(plot.title, plot.titleTe, language).text;
  // 'East Facing Plot, Thullur': the words a plot card's photo is named by.
  const titled = dictionary(language, 'parts').plot.photoAlt(title, plot.location);
  return {
    title: pageTitle(titled, language),
    description,
    canonicalPath: path,
    // 1200×630 from the cover (the site picture when the plot has none), served by /og/plots/{id}.jpg.
    image: plotOgImage(plot),
    imageSize: { width: 1200, height: 630 },
    imageAlt: plot.images[0]?.alt || titled,
    breadcrumbs: [
      { name: common.nav.properties, path: paths.properties.href() },
      { name: title, path },
    ],
    jsonLd: [
      {
        '@type': 'RealEstateListing',
        name: title,
        description,
        url: path,
        image: plot.images.map((image) => image.url),
        datePosted: plot.createdAt,
        dateModified: plot.updatedAt ?? plot.createdAt,
        offers: {
          '@type': 'Offer',
          price: plot.price,
          priceCurrency: 'INR',
          availability: OFFER_AVAILABILITY[plot.status],
          url: path,
          seller: { '@id': '/#organization' },
        },
        contentLocation: {
          '@type': 'Place',
          name: plot.location,
          address: { '@type': 'PostalAddress', addressLocality: plot.location, addressRegion: 'Andhra Pradesh', addressCountry: 'IN' },
          geo: hasLocation(plot.coordinates)
            ? { '@type': 'GeoCoordinates', latitude: plot.coordinates.latitude, longitude: plot.coordinates.longitude }
            : undefined,
        },
      },
    ],
  };
}
