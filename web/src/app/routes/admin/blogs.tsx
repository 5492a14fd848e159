import { BlogManager } from '@/features/admin-blogs/components/blog-manager';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Blog Posts') };

export function AdminBlogsRoute() {
  return <BlogManager />;
}
