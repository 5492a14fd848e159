import type { SiteSettings } from '@core/schemas/settings';
import { SITE_NAME, type PageMeta } from '../page-handle';

/** The site's link-preview picture: 1200×630, made by scripts/generate-og-image.mjs. */
export const SITE_IMAGE = { path: '/images/og-site.jpg', width: 1200, height: 630, alt: 'Plotted land in the Amaravati capital region' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Keys whose root-relative values are URLs in JSON-LD: made absolute with the site's origin. */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'mainEntityOfPage']);

function absolute(value: unknown, origin: string, key?: string): unknown {
  if (typeof value === 'string') return key && URL_KEYS.has(key) && value.startsWith('/') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined && inner !== '')
        .map(([inner, item]) => [inner, absolute(item, origin, inner)]),
    );
  }
  return value;
}

/** The business as search engines should know it, from the settings an admin edits. */
export function realEstateAgent(settings: SiteSettings | undefined): Record<string, unknown> {
  const social = settings ? Object.values(settings.social).filter((link) => link.trim() !== '') : [];
  return {
    '@type': 'RealEstateAgent',
    '@id': '/#organization',
    name: settings?.businessName || SITE_NAME,
    url: '/',
    image: SITE_IMAGE.path,
    logo: '/favicon.svg',
    telephone: settings?.phone,
    email: settings?.email,
    address: settings?.address ? { '@type': 'PostalAddress', streetAddress: settings.address, addressRegion: 'Andhra Pradesh', addressCountry: 'IN' } : undefined,
    hasMap: settings?.mapsUrl || undefined,
    areaServed: { '@type': 'Place', name: 'Amaravati Capital Region, Andhra Pradesh' },
    sameAs: social.length > 0 ? social : undefined,
  };
}

/**
 * Everything <head> says about a page: title, description, canonical URL, robots, Open Graph and
 * Twitter card tags with an absolute image, and one JSON-LD graph (the business on every page,
 * the breadcrumbs of inner pages, and the page's own nodes).
 */
export function renderHead(meta: PageMeta, page: { url: URL; origin: string; settings: SiteSettings | undefined }): string {
  const { origin } = page;
  const canonical = `${origin}${meta.canonicalPath ?? page.url.pathname}`;
  const image = meta.image ? (meta.image.startsWith('/') ? `${origin}${meta.image}` : meta.image) : `${origin}${SITE_IMAGE.path}`;
  const imageSize = meta.image ? meta.imageSize : SITE_IMAGE;
  const tag = (name: string, content: string, attribute: 'name' | 'property' = 'name') =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

  const graph: Record<string, unknown>[] = [realEstateAgent(page.settings)];
  if (meta.breadcrumbs && meta.breadcrumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', path: '/' }, ...meta.breadcrumbs].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.path,
      })),
    });
  }
  graph.push(...(meta.jsonLd ?? []));
  const jsonLd = JSON.stringify(absolute({ '@context': 'https://schema.org', '@graph': graph }, origin)).replace(/</g, '\\u003c');

  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('description', meta.description),
    meta.noindex ? tag('robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    tag('og:site_name', page.settings?.businessName || SITE_NAME, 'property'),
    tag('og:type', meta.type ?? 'website', 'property'),
    tag('og:locale', 'en_IN', 'property'),
    tag('og:title', meta.title, 'property'),
    tag('og:description', meta.description, 'property'),
    tag('og:url', canonical, 'property'),
    tag('og:image', image, 'property'),
    ...(imageSize ? [tag('og:image:width', String(imageSize.width), 'property'), tag('og:image:height', String(imageSize.height), 'property')] : []),
    tag('og:image:alt', meta.image ? (meta.imageAlt ?? meta.title) : SITE_IMAGE.alt, 'property'),
    tag('twitter:card', 'summary_large_image'),
    tag('twitter:title', meta.title),
    tag('twitter:description', meta.description),
    tag('twitter:image', image),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('');
}
