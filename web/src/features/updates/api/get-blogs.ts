import type { Blog } from '@core/schemas/blog';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** GET /api/blogs: every update, newest first. */
export function useBlogs() {
  const { data, error, isLoading, mutate } = useSWR<Blog[]>(apiPaths.blogs());
  return { blogs: data, error, isLoading, retry: () => void mutate() };
}
