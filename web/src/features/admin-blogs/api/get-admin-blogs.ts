import type { Blog } from '@core/schemas/blog';
import useSWR from 'swr';

export const ADMIN_BLOGS_KEY = '/api/admin/blogs';
/** The public keys the updates pages read: kept in step after every admin write. */
export const PUBLIC_BLOGS_KEY = '/api/blogs';
export const publicBlogKey = (id: string) => `${PUBLIC_BLOGS_KEY}/${encodeURIComponent(id)}`;
export const DASHBOARD_KEY = '/api/admin/dashboard';

export function newestFirst(blogs: readonly Blog[]): Blog[] {
  return [...blogs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** GET /api/admin/blogs: every post, newest first. */
export function useAdminBlogs() {
  const { data, error, isLoading, mutate } = useSWR<Blog[]>(ADMIN_BLOGS_KEY);
  return { blogs: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
