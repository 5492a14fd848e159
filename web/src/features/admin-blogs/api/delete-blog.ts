import type { Blog } from '@core/schemas/blog';
import { mutate } from 'swr';
import { api, ApiError } from '@/lib/api-client';
import { ADMIN_BLOGS_KEY, DASHBOARD_KEY, PUBLIC_BLOGS_KEY, publicBlogKey } from './get-admin-blogs';

const without = (id: string) => (blogs: Blog[] | undefined) => blogs?.filter((blog) => blog.id !== id);

/** DELETE /api/admin/blogs/:id; a post already gone (404) counts as deleted. */
export async function deleteBlog(id: string): Promise<void> {
  try {
    await api.delete<void>(`${ADMIN_BLOGS_KEY}/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await Promise.all([
    mutate<Blog[]>(ADMIN_BLOGS_KEY, without(id)),
    mutate<Blog[]>(PUBLIC_BLOGS_KEY, without(id)),
    mutate<Blog>(publicBlogKey(id), undefined, { revalidate: false }),
    mutate(DASHBOARD_KEY),
  ]);
}
