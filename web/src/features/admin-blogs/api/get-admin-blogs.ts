import type { Blog } from '@core/schemas/blog';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

export function newestFirst(blogs: readonly Blog[]): Blog[] {
  return [...blogs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** GET /api/admin/blogs: every post, newest first. */
export function useAdminBlogs() {
  const { data, error, isLoading, mutate } = useSWR<Blog[]>(adminApiPaths.blogs());
  return { blogs: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
