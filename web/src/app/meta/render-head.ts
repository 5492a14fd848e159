import { escapeHtml } from '@core/html-text';
import { LANGUAGE_TAGS, LANGUAGES, languageOfPath, pathInLanguage, type Language } from '@core/languages';
import { localized } from '@core/localized';
import type { SiteSettings } from '@core/schemas/settings';
import { dictionary } from '@/i18n/dictionary-store';
import { SITE_NAME, type PageMeta } from '../page-handle';

/** The site's link-preview picture: 1200×630, made by scripts/generate-og-image.mjs. */
const SITE_IMAGE = { path: '/images/og-site.jpg', width: 1200, height: 630, alt: 'Plotted land in the Amaravati capital region' };

/** Open Graph's locale spelling of a language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', te: 'te_IN' };


/** Keys whose root-relative values are URLs in JSON-LD: made absolute with the site's origin. */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'mainEntityOfPage']);
/** Of those, the ones naming a page, which a Telugu page names in Telugu ('/about' → '/te/about'). */
const PAGE_KEYS = new Set(['url', 'item', 'mainEntityOfPage']);
/** Files, not pages: the same in every language. */
const FILE_PATH = /^\/(images|og|videos|assets|favicon)/;

function absolute(value: unknown, origin: string, language: Language, key?: string): unknown {
  if (typeof value === 'string') {
    if (!key || !URL_KEYS.has(key) || !value.startsWith('/')) return value;
    return `${origin}${PAGE_KEYS.has(key) && !FILE_PATH.test(value) ? pathInLanguage(value, language) : value}`;
  }
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin, language, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined && inner !== '')
        .map(([inner, item]) => [inner, absolute(item, origin, language, inner)]),
    );
  }
  return value;
}

/** The business as search engines should know it, from the settings an admin edits. */
function realEstateAgent(settings: SiteSettings | undefined, language: Language = 'en'): Record<string, unknown> {
  const address = settings ? localizedAddress(settings, language) : '';
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
    address: address ? { '@type': 'PostalAddress', streetAddress: address, addressRegion: 'Andhra Pradesh', addressCountry: 'IN' } : undefined,
    hasMap: settings?.mapsUrl || undefined,
    areaServed: { '@type': 'Place', name: 'Amaravati Capital Region, Andhra Pradesh' },
    sameAs: social.length > 0 ? social : undefined,
  };
}

/** The business address on a page: its Telugu version on a Telugu page when an admin gave one. */
function localizedAddress(settings: SiteSettings, language: Language): string {
  return localized(settings.address, settings.addressTe, language).text;
}

/**
 * Everything <head> says about a page: title, description, canonical URL and its other-language
 * twins (hreflang), robots, Open Graph and Twitter card tags with an absolute image, and one
 * JSON-LD graph (the business on every page, the breadcrumbs of inner pages, and the page's own
 * nodes). Paths from the page's meta are English ones, put in the page's language here.
 */
export function renderHead(meta: PageMeta, page: { url: URL; origin: string; settings: SiteSettings | undefined; language: Language }): string {
  const { origin, language } = page;
  const englishPath = meta.canonicalPath ?? languageOfPath(page.url.pathname).path;
  const canonical = `${origin}${pathInLanguage(englishPath, language)}`;
  const alternates = [
    ...LANGUAGES.map((other) => `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeHtml(`${origin}${pathInLanguage(englishPath, other)}`)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${englishPath}`)}">`,
  ];
  const image = meta.image ? (meta.image.startsWith('/') ? `${origin}${meta.image}` : meta.image) : `${origin}${SITE_IMAGE.path}`;
  const imageSize = meta.image ? meta.imageSize : SITE_IMAGE;
  const tag = (name: string, content: string, attribute: 'name' | 'property' = 'name') =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

  const graph: Record<string, unknown>[] = [realEstateAgent(page.settings, language)];
  const homeName = language === 'en' ? 'Home' : dictionary(language, 'common').nav.home;
  if (meta.breadcrumbs && meta.breadcrumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: homeName, path: '/' }, ...meta.breadcrumbs].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.path,
      })),
    });
  }
  graph.push(...(meta.jsonLd ?? []));
  const jsonLd = JSON.stringify(absolute({ '@context': 'https://schema.org', '@graph': graph }, origin, language)).replace(/</g, '\\u003c');
  const siteImageAlt = language === 'en' ? SITE_IMAGE.alt : dictionary(language, 'common').siteImageAlt;

  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('description', meta.description),
    ...(meta.noindex ? [tag('robots', 'noindex')] : [`<link rel="canonical" href="${escapeHtml(canonical)}">`, ...alternates]),
    tag('og:site_name', page.settings?.businessName || SITE_NAME, 'property'),
    tag('og:type', meta.type ?? 'website', 'property'),
    tag('og:locale', OG_LOCALES[language], 'property'),
    ...LANGUAGES.filter((other) => other !== language).map((other) => tag('og:locale:alternate', OG_LOCALES[other], 'property')),
    tag('og:title', meta.title, 'property'),
    tag('og:description', meta.description, 'property'),
    tag('og:url', canonical, 'property'),
    tag('og:image', image, 'property'),
    ...(imageSize ? [tag('og:image:width', String(imageSize.width), 'property'), tag('og:image:height', String(imageSize.height), 'property')] : []),
    tag('og:image:alt', meta.image ? (meta.imageAlt ?? meta.title) : siteImageAlt, 'property'),
    tag('twitter:card', 'summary_large_image'),
    tag('twitter:title', meta.title),
    tag('twitter:description', meta.description),
    tag('twitter:image', image),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('');
}
