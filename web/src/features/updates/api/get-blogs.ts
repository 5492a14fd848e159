import type { Blog } from '@core/schemas/blog';
import useSWR from 'swr';

export const BLOGS_KEY = '/api/blogs';

/** GET /api/blogs: every update, newest first. */
export function useBlogs() {
  const { data, error, isLoading, mutate } = useSWR<Blog[]>(BLOGS_KEY);
  return { blogs: data, error, isLoading, retry: () => void mutate() };
}
