import type { Page } from 'playwright-core';
import { PLOTS_PAGE_SIZE_MAX } from '../functions/src/core/constants';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import type { Store } from '../functions/src/ports/store';

/** Latin-script words that may stand on a Telugu page: acronyms people here say as they are. */
const ALLOWED = new Set(['RERA', 'AP', 'APCRDA', 'DTCP', 'LP', 'EMI', 'BHK']);

/**
 * The English UI words left on a Telugu page, as found in its DOM (the text a crawler reads when
 * the page has JavaScript off, or the live page): text nodes, the words of attributes people meet
 * (aria-label, alt, title, placeholder, the head's title and description). Stored content with no
 * Telugu version is English by design: in text it is marked `lang="en"` and skipped; inside an
 * attribute or a meta tag (a card's "Share …" label, a photo's alt) the texts `storedEnglish`
 * lists are taken out before the words are read. Tokens that carry a digit (a RERA number, a
 * survey number), e-mail addresses and links are skipped. Each finding names where it stands.
 */
export async function leftoverEnglish(page: Page, storedEnglish: readonly string[]): Promise<string[]> {
  return page.evaluate(([allowed, stored]) => {
    const found: string[] = [];
    const latin = /[A-Za-z]/;
    const check = (text: string, where: string) => {
      let uiText = text;
      for (const content of stored) uiText = uiText.split(content).join(' ');
      for (const token of uiText.split(/\s+/)) {
        if (!latin.test(token) || /\d/.test(token) || /^\S+@\S+\.\S+$/.test(token) || /^(https?:)?\/\//.test(token)) continue;
        const words = token.match(/[A-Za-z]+/g) ?? [];
        if (words.every((word) => allowed.includes(word))) continue;
        found.push(`${where}: "${token}" in "${text.trim().replace(/\s+/g, ' ').slice(0, 90)}"`);
      }
    };
    const inEnglish = (element: Element | null) => {
      const lang = element?.closest('[lang]')?.getAttribute('lang') ?? '';
      return lang.startsWith('en');
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const test = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id}${test ? ` data-testid=${test}` : ''}>`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // tagName is lower case for an SVG's own <style> (the layout plan's).
      if (!parent || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName.toUpperCase()) || inEnglish(parent)) continue;
      // Leaflet's own controls and its credit (the site settings' words) are the map's, not the page's.
      if (parent.closest('.leaflet-control-container')) continue;
      check(node.textContent ?? '', describe(parent));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (inEnglish(element) || element.closest('.leaflet-control-container')) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) check(value, `${describe(element)}[${name}]`);
      }
    }
    check(document.title, '<title>');
    for (const selector of ['meta[name="description"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'meta[property="og:image:alt"]']) {
      const value = document.head.querySelector(selector)?.getAttribute('content');
      if (value) check(value, selector);
    }
    return found;
  }, [[...ALLOWED], [...storedEnglish].sort((a, b) => b.length - a.length)] as const);
}

/**
 * The stored texts a Telugu page shows in English: those with no Telugu version (a plot's title
 * and description, a region's name, an update's title and content, the address) and those that
 * have none at all (a plot's location, its photos' descriptions).
 */
export async function storedEnglishTexts(store: Store): Promise<string[]> {
  const texts: string[] = [];
  for (let page = 1; ; page++) {
    const found = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: PLOTS_PAGE_SIZE_MAX, page }));
    for (const plot of found.items) {
      texts.push(plot.location, ...plot.images.map((image) => image.alt));
      if (!plot.titleTe) texts.push(plot.title);
      if (!plot.descriptionTe) texts.push(plot.description);
    }
    if (page * PLOTS_PAGE_SIZE_MAX >= found.total) break;
  }
  for (const region of await store.regions.list()) if (!region.regionTe) texts.push(region.region);
  for (const post of await store.blogs.list()) {
    if (!post.titleTe) texts.push(post.title);
    if (!post.contentTe) texts.push(post.content);
  }
  const settings = await store.settings.get();
  if (settings && !settings.addressTe) texts.push(settings.address);
  return [...new Set(texts.map((text) => text.trim()).filter((text) => /[A-Za-z]/.test(text)))];
}
