import type { Language } from '@core/languages';
import type { Blog } from '@core/schemas/blog';

/**
 * Text as the search compares it: lower case, Unicode composed, and without the zero-width
 * joiners Telugu keyboards put in or leave out (ZWNJ, ZWJ), so 'ట్యాబ్‌లో' and 'ట్యాబ్లో' match.
 */
export function searchFold(text: string): string {
  return text.normalize('NFC').replace(/[\u200c\u200d]/g, '').toLowerCase();
}

/**
 * Whether an update matches a search (already folded with `searchFold`): its English title or
 * content, and on a Telugu page its Telugu title or content too, so a visitor finds a post by the
 * words the page shows them as well as by the English ones.
 */
export function matchesUpdate(blog: Pick<Blog, 'title' | 'content' | 'titleTe' | 'contentTe'>, query: string, language: Language): boolean {
  const texts = language === 'te' ? [blog.title, blog.content, blog.titleTe, blog.contentTe] : [blog.title, blog.content];
  return texts.some((text) => Boolean(text) && searchFold(text).includes(query));
}
