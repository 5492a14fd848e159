import type { Blog, BlogData } from '@core/schemas/blog';
import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { ADMIN_BLOGS_KEY, DASHBOARD_KEY, newestFirst, PUBLIC_BLOGS_KEY, publicBlogKey } from './get-admin-blogs';

function upsert(blogs: Blog[] | undefined, saved: Blog): Blog[] | undefined {
  if (!blogs) return blogs;
  return newestFirst([saved, ...blogs.filter((blog) => blog.id !== saved.id)]);
}

/** Puts a saved post into every cached list and detail at once, then lets the lists revalidate. */
async function syncCaches(saved: Blog): Promise<void> {
  await Promise.all([
    mutate<Blog[]>(ADMIN_BLOGS_KEY, (blogs) => upsert(blogs, saved)),
    mutate<Blog[]>(PUBLIC_BLOGS_KEY, (blogs) => upsert(blogs, saved)),
    mutate<Blog>(publicBlogKey(saved.id), saved, { revalidate: false }),
    mutate(DASHBOARD_KEY),
  ]);
}

/** POST /api/admin/blogs (no id) or PUT /api/admin/blogs/:id → the stored post. */
export async function saveBlog(input: BlogData, id?: string): Promise<Blog> {
  const saved = id
    ? await api.put<Blog>(`${ADMIN_BLOGS_KEY}/${encodeURIComponent(id)}`, input)
    : await api.post<Blog>(ADMIN_BLOGS_KEY, input);
  await syncCaches(saved);
  return saved;
}
