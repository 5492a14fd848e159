import type { Page } from 'playwright-core';

/** Latin-script words that may stand on a Telugu page: acronyms people here say as they are. */
const ALLOWED = new Set(['RERA', 'AP', 'APCRDA', 'DTCP', 'LP', 'EMI']);

/**
 * The English UI words left on a Telugu page, as found in its DOM (the text a crawler reads when
 * the page has JavaScript off, or the live page): text nodes, the words of attributes people meet
 * (aria-label, alt, title, placeholder, the head's title and description). Stored content with no
 * Telugu version is marked `lang="en"` and skipped; so are tokens that carry a digit (a RERA
 * number, a survey number), e-mail addresses and links. Each finding names where it stands.
 */
export async function leftoverEnglish(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const found: string[] = [];
    const latin = /[A-Za-z]/;
    const check = (text: string, where: string) => {
      for (const token of text.split(/\s+/)) {
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
      if (!parent || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName) || inEnglish(parent)) continue;
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
  }, [...ALLOWED]);
}
