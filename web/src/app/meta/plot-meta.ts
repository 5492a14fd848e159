import { formatArea } from '@core/area-units';
import { hasLocation } from '@core/links';
import { formatPlotPrice, formatRupees } from '@core/price';
import type { Plot } from '@core/schemas/plot';
import { plotOgImage } from '@core/site-paths';
import { paths } from '@/config/paths';
import { pageTitle, type PageMeta } from '../page-handle';
import { excerpt } from './excerpt';

/** '200 sq.yd Residential plot in Thullur at ₹25,000/sq.yd (₹50 L). East facing, 12 m road.' then the plot's own words. */
function plotDescription(plot: Plot): string {
  const facts = `${formatArea(plot.area, 'sqyd')} ${plot.type} plot in ${plot.location} at ${formatRupees(plot.pricePerSqYard)}/sq.yd (${formatPlotPrice(plot.price, plot.priceUnit)}). ${plot.roadFacing} facing, ${plot.roadWidth} m road.${plot.status === 'sold' ? ' Sold.' : ''}`;
  return excerpt(plot.description ? `${facts} ${plot.description}` : facts);
}

/**
 * A plot page's head: its own title and canonical address, its cover as the link preview,
 * and a RealEstateListing with its Offer (INR, in stock or sold out) and, when the plot has a
 * location, a Place with its coordinates.
 */
export function plotMeta(plot: Plot): PageMeta {
  const path = paths.plot.href(plot);
  const description = plotDescription(plot);
  return {
    title: pageTitle(`${plot.title}, ${plot.location}`),
    description,
    canonicalPath: path,
    // 1200×630 from the cover (the site picture when the plot has none), served by /og/plots/{id}.jpg.
    image: plotOgImage(plot),
    imageSize: { width: 1200, height: 630 },
    imageAlt: plot.images[0]?.alt || `${plot.title}, ${plot.location}`,
    breadcrumbs: [
      { name: 'Properties', path: paths.properties.href() },
      { name: plot.title, path },
    ],
    jsonLd: [
      {
        '@type': 'RealEstateListing',
        name: plot.title,
        description,
        url: path,
        image: plot.images.map((image) => image.url),
        datePosted: plot.createdAt,
        dateModified: plot.updatedAt ?? plot.createdAt,
        offers: {
          '@type': 'Offer',
          price: plot.price,
          priceCurrency: 'INR',
          availability: plot.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
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

