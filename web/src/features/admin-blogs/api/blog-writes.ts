import type { Blog, BlogData } from '@core/schemas/blog';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api, ApiError } from '@/lib/api-client';
import { newestFirst } from './get-admin-blogs';

type Change = (blogs: Blog[] | undefined) => Blog[] | undefined;

/**
 * The caches a post write changes: the admin list, the public updates list, the post's public
 * page and the dashboard counters. Lists take the change at once and then revalidate.
 */
function useSyncBlogCaches() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: Change, id: string, post: Blog | undefined) => {
      await Promise.all([
        mutate<Blog[]>(adminApiPaths.blogs(), change),
        mutate<Blog[]>(apiPaths.blogs(), change),
        mutate<Blog>(apiPaths.blog(id), post, { revalidate: false }),
        mutate(adminApiPaths.dashboard()),
      ]);
    },
    [mutate],
  );
}

/** POST /api/admin/blogs (no id) or PUT /api/admin/blogs/:id → the stored post, shown everywhere at once. */
export function useSaveBlog() {
  const sync = useSyncBlogCaches();
  return useCallback(
    async (input: BlogData, id?: string): Promise<Blog> => {
      const saved = id ? await api.put<Blog>(adminApiPaths.blog(id), input) : await api.post<Blog>(adminApiPaths.blogs(), input);
      await sync((blogs) => blogs && newestFirst([saved, ...blogs.filter((blog) => blog.id !== saved.id)]), saved.id, saved);
      return saved;
    },
    [sync],
  );
}

/** DELETE /api/admin/blogs/:id; a post already gone (404) counts as deleted. */
export function useDeleteBlog() {
  const sync = useSyncBlogCaches();
  return useCallback(
    async (id: string): Promise<void> => {
      try {
        await api.delete<void>(adminApiPaths.blog(id));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      await sync((blogs) => blogs?.filter((blog) => blog.id !== id), id, undefined);
    },
    [sync],
  );
}
