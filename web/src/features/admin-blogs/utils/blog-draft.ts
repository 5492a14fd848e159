import type { Blog } from '@core/schemas/blog';

/**
 * Unsaved editor text, kept in sessionStorage per post (and one for a new post) until it is saved
 * or discarded, so a reload, a lost session or a wrong tap loses nothing (PRODUCT.md).
 */
export interface BlogFormValues {
  title: string;
  category: string;
  content: string;
}

export const EMPTY_BLOG: BlogFormValues = { title: '', category: 'News', content: '' };

export function blogDraftKey(id: string | null): string {
  return `draft:admin-blog:${id ?? 'new'}`;
}

export function blogValues(blog: Blog | null | undefined): BlogFormValues {
  return blog ? { title: blog.title, category: blog.category, content: blog.content } : EMPTY_BLOG;
}

export function sameValues(a: BlogFormValues, b: BlogFormValues): boolean {
  return a.title === b.title && a.category === b.category && a.content === b.content;
}

/** The stored draft, or null when there is none (or storage is unavailable). */
export function readBlogDraft(id: string | null): BlogFormValues | null {
  try {
    const raw = sessionStorage.getItem(blogDraftKey(id));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Record<keyof BlogFormValues, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { title: text(stored.title), category: text(stored.category), content: text(stored.content) };
  } catch {
    return null;
  }
}

export function writeBlogDraft(id: string | null, values: BlogFormValues): void {
  try {
    sessionStorage.setItem(blogDraftKey(id), JSON.stringify(values));
  } catch {
    // storage unavailable or full: the editor still works, only the safety copy is missing
  }
}

export function clearBlogDraft(id: string | null): void {
  try {
    sessionStorage.removeItem(blogDraftKey(id));
  } catch {
    // nothing to clear
  }
}

/** True when a draft exists and differs from what is saved. */
export function hasUnsavedDraft(id: string | null, saved: BlogFormValues): boolean {
  const draft = readBlogDraft(id);
  return draft !== null && !sameValues(draft, saved);
}
