import type { Blog } from '@core/schemas/blog';
import { clearDraft, draftFromStored, readDraft } from '@/lib/form-draft';

/**
 * Unsaved editor text is kept per post (and one for a new post) until it is saved or discarded,
 * so a reload, a lost session or a wrong tap loses nothing. The editor keeps it through
 * useServerForm; the list reads it to mark posts with unsaved changes.
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

export function clearBlogDraft(id: string | null): void {
  clearDraft(blogDraftKey(id));
}

/** True when a draft exists and differs from what is saved. */
export function hasUnsavedDraft(id: string | null, saved: BlogFormValues): boolean {
  const draft = readDraft(blogDraftKey(id), (stored) => draftFromStored(stored, saved));
  return draft !== null && !sameValues(draft, saved);
}
