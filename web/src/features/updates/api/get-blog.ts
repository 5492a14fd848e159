import type { Blog } from '@core/schemas/blog';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { isNotFound } from '@/lib/not-found';

/**
 * GET /api/blogs/:id. When the list is already loaded the post shows at once from it while the
 * fresh copy loads. A 404 is final: no retries, the page redirects to the list.
 */
export function useBlog(id: string) {
  const { cache } = useSWRConfig();
  const listed = (cache.get(apiPaths.blogs())?.data as Blog[] | undefined)?.find((blog) => blog.id === id);
  const { data, error, isLoading, mutate } = useSWR<Blog>(apiPaths.blog(id), {
    fallbackData: listed,
    shouldRetryOnError: (err) => !isNotFound(err),
  });
  return { blog: data, error, isLoading, retry: () => void mutate() };
}
