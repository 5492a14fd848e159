import { BLOG_INPUT_FIELDS, type Blog } from '@core/schemas/blog';
import { clearDraft, draftFromStored, readDraft } from '@/lib/forms/draft-storage';

/**
 * Unsaved editor text is kept per post (and one for a new post) until it is saved or discarded,
 * so a reload, a lost session or a wrong tap loses nothing. The editor keeps it through
 * useFormDraft; the list reads it to mark posts with unsaved changes.
 */
/** Every field of a post as typed (BLOG_INPUT_FIELDS: title, Telugu title, category, content, Telugu content). */
export type BlogFormValues = Record<(typeof BLOG_INPUT_FIELDS)[number], string>;

export const EMPTY_BLOG: BlogFormValues = { title: '', titleTe: '', category: 'News', content: '', contentTe: '' };

export function blogDraftKey(id: string | null): string {
  return `draft:admin-blog:${id ?? 'new'}`;
}

/** The form's values: a post's fields, or what the form holds (a field it does not hold yet is blank). */
export function blogValues(source: Blog | Partial<BlogFormValues> | null | undefined): BlogFormValues {
  if (!source) return EMPTY_BLOG;
  return Object.fromEntries(BLOG_INPUT_FIELDS.map((field) => [field, source[field] ?? ''])) as BlogFormValues;
}

export function sameValues(a: BlogFormValues, b: BlogFormValues): boolean {
  return BLOG_INPUT_FIELDS.every((field) => a[field] === b[field]);
}

export function clearBlogDraft(id: string | null): void {
  clearDraft(blogDraftKey(id));
}

/** True when a draft exists and differs from what is saved. */
export function hasUnsavedDraft(id: string | null, saved: BlogFormValues): boolean {
  const draft = readDraft(blogDraftKey(id), (stored) => draftFromStored(stored, saved));
  return draft !== null && !sameValues(draft, saved);
}
