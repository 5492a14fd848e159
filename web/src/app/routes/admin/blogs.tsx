import { useEffect } from 'react';
import { BlogManager } from '@/features/admin-blogs/components/blog-manager';

export function AdminBlogsRoute() {
  useEffect(() => {
    document.title = 'Blog Posts | Admin';
  }, []);
  return <BlogManager />;
}
